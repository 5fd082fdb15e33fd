import { useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, contentInputSchema, type ContentItem } from '@contracts/content';
import { buildPath, routes } from '@web/lib/routes';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { zodResolver } from '@web/lib/zod-resolver';
import { useDeleteContent } from '../api/delete-content';
import { useSaveContent } from '../api/save-content';
import { CoverImageField } from './cover-image-field';
import { DeleteContentDialog } from './delete-content-dialog';
import { MarkdownBodyField } from './markdown-body-field';
import { UnsavedChangesDialog } from './unsaved-changes-dialog';
import { useSlugAutofill } from './use-slug-autofill';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

export type ContentFormValues = Pick<
  ContentItem,
  'title' | 'slug' | 'summary' | 'body' | 'kind' | 'status' | 'coverImage'
>;

/** Location state the editor leaves for itself after creating a resource and moving to its edit address. */
export type EditorState = { justSaved?: boolean };

const SUMMARY_MAX = 300;

function toFormValues(item: ContentItem | undefined): ContentFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    summary: item?.summary ?? '',
    body: item?.body ?? '',
    kind: item?.kind ?? 'article',
    status: item?.status ?? 'draft',
    coverImage: item?.coverImage ?? null,
  };
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/** The one editor for new and existing resources; item is undefined for a new one. */
export function ContentEditorForm({ item }: { item: ContentItem | undefined }) {
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveContent(item?.id);
  const remove = useDeleteContent();
  const [saved, setSaved] = useState<ContentItem | undefined>(
    (location.state as EditorState | null)?.justSaved ? item : undefined,
  );
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { register, control, handleSubmit, reset, setError, setValue, formState } =
    useForm<ContentFormValues>({
      resolver: zodResolver(contentInputSchema),
      mode: 'onSubmit',
      reValidateMode: 'onChange',
      defaultValues: toFormValues(item),
    });
  const { errors, isDirty, isSubmitting, isSubmitted } = formState;
  const [body, summary] = useWatch({ control, name: ['body', 'summary'] });
  const { blocker, allowNextNavigation } = useUnsavedChangesGuard(isDirty);
  const slug = useSlugAutofill(Boolean(item), (value) =>
    setValue('slug', value, { shouldDirty: true, shouldValidate: isSubmitted }),
  );

  /** register() for MUI text fields: the ref must reach the <input>, so setValue and reset show in the field. */
  const textField = (name: Path<ContentFormValues>, onChange?: (value: string) => void) => {
    const { ref, ...rest } = register(
      name,
      onChange ? { onChange: (event) => onChange(event.target.value) } : undefined,
    );
    return { ...rest, inputRef: ref, error: Boolean(errors[name]), helperText: errors[name]?.message };
  };

  const onSubmit = handleSubmit(async (values) => {
    setSaved(undefined);
    try {
      const result = await save.mutateAsync(values);
      reset(toFormValues(result));
      setSaved(result);
      if (!item) {
        allowNextNavigation();
        const state: EditorState = { justSaved: true };
        navigate(buildPath('adminContentEdit', { contentId: result.id }), { replace: true, state });
      }
    } catch (error) {
      if (!isApiError(error)) return;
      if (error.code === 'SLUG_TAKEN') setError('slug', { message: error.detail }, { shouldFocus: true });
      for (const param of error.invalidParams) {
        if (param.name in values) setError(param.name as keyof ContentFormValues, { message: param.reason });
      }
    }
  });

  const onDelete = async () => {
    if (!item) return;
    try {
      await remove.mutateAsync(item.id);
      allowNextNavigation();
      navigate(routes.adminContentDashboard, { replace: true });
    } catch {
      // shown in the dialog from remove.error
    }
  };

  const fieldError =
    save.error &&
    !(isApiError(save.error) && (save.error.code === 'SLUG_TAKEN' || save.error.invalidParams.length > 0));
  const publicPath = saved ? buildPath('resource', { slug: saved.slug }) : undefined;
  const livePath =
    item?.status === 'published' && !isDirty ? buildPath('resource', { slug: item.slug }) : undefined;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Resource editor">
      <Stack spacing={3}>
        {saved && !isDirty && publicPath && (
          <Alert severity="success" role="status">
            {saved.status === 'published' ? (
              <>
                Saved and published.{' '}
                <Link component={RouterLink} to={publicPath} sx={{ fontWeight: 600 }}>
                  View it at {publicPath}
                </Link>
              </>
            ) : (
              'Saved as a draft. Drafts are visible only to administrators.'
            )}
          </Alert>
        )}
        {fieldError && <ProblemAlert error={save.error} />}

        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 340px' },
            alignItems: 'start',
          }}
        >
          <Card>
            <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
              <SectionTitle>Details</SectionTitle>
              <Stack spacing={2.5}>
                <TextField label="Title" required {...textField('title', slug.onTitleChange)} />
                {/* Controlled, because the title writes into it: an uncontrolled MUI field would not lift its label. */}
                <Controller
                  control={control}
                  name="slug"
                  render={({ field: { ref, onChange, ...field } }) => (
                    <TextField
                      label="Slug"
                      required
                      {...field}
                      inputRef={ref}
                      onChange={(event) => {
                        onChange(event);
                        slug.onSlugChange(event.target.value);
                      }}
                      error={Boolean(errors.slug)}
                      helperText={
                        errors.slug?.message ??
                        `The address: /resources/${field.value || '…'}${slug.slugHandSet ? '' : ' (follows the title)'}`
                      }
                      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
                    />
                  )}
                />
                <TextField
                  label="Summary"
                  multiline
                  minRows={2}
                  {...textField('summary')}
                  helperText={
                    errors.summary?.message ??
                    `Shown on cards and in search results. ${summary.length}/${SUMMARY_MAX}`
                  }
                />
                <Box
                  sx={{
                    display: 'grid',
                    gap: 2.5,
                    gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
                    alignItems: 'center',
                  }}
                >
                  <Controller
                    control={control}
                    name="kind"
                    render={({ field }) => (
                      <TextField
                        select
                        label="Kind"
                        {...field}
                        error={Boolean(errors.kind)}
                        helperText={errors.kind?.message}
                      >
                        {CONTENT_KINDS.map((kind) => (
                          <MenuItem key={kind} value={kind}>
                            {CONTENT_KIND_LABELS[kind]}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                  <Controller
                    control={control}
                    name="status"
                    render={({ field }) => (
                      <FormControl>
                        <FormLabel id="content-status-label">Status</FormLabel>
                        <RadioGroup row aria-labelledby="content-status-label" {...field}>
                          <FormControlLabel value="draft" control={<Radio />} label="Draft" />
                          <FormControlLabel value="published" control={<Radio />} label="Published" />
                        </RadioGroup>
                      </FormControl>
                    )}
                  />
                </Box>
              </Stack>
            </CardContent>
          </Card>

          <Stack spacing={2}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
                <SectionTitle>Cover image</SectionTitle>
                <Controller
                  control={control}
                  name="coverImage"
                  render={({ field }) => (
                    <CoverImageField value={field.value} onChange={(url) => field.onChange(url)} />
                  )}
                />
              </CardContent>
            </Card>
            {item && (
              <Box>
                <Button color="error" startIcon={<DeleteOutlined />} onClick={() => setConfirmDelete(true)}>
                  Delete resource
                </Button>
              </Box>
            )}
          </Stack>
        </Box>

        <Card>
          <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
            <SectionTitle>Body</SectionTitle>
            <MarkdownBodyField value={body} error={errors.body?.message} inputProps={textField('body')} />
          </CardContent>
        </Card>

        <Box
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            mx: { xs: -2, sm: -3 },
            px: { xs: 2, sm: 3 },
            py: 1.5,
            bgcolor: 'rgba(248, 250, 252, 0.94)',
            backdropFilter: 'blur(6px)',
            borderTop: 1,
            borderColor: 'divider',
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
          }}
        >
          {/* Fills the space before the buttons; the save state only fits beside them from sm up. */}
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ flex: 1, minWidth: 0 }}
            aria-live="polite"
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {isDirty ? 'Unsaved changes' : item ? 'All changes saved' : ''}
            </Box>
          </Typography>
          {livePath && (
            <Button component={RouterLink} to={livePath} startIcon={<OpenInNew />}>
              View public page
            </Button>
          )}
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={isSubmitting}>
            Save
          </Button>
        </Box>
      </Stack>

      {item && (
        <DeleteContentDialog
          open={confirmDelete}
          title={item.title}
          deleting={remove.isPending}
          error={remove.error}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={onDelete}
        />
      )}
      <UnsavedChangesDialog blocker={blocker} />
    </Box>
  );
}
