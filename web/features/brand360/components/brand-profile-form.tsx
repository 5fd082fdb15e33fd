import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { brandProfileInputSchema, MAX_COMPETITORS, type BrandProfile } from '@contracts/brand-study';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { useCreateBrandProfile, useUpdateBrandProfile } from '../api/brand360-api';

type Props = {
  onSaved: (profile: BrandProfile) => void;
  /** Edits this profile instead of creating one. */
  profile?: BrandProfile;
  onCancel?: () => void;
};

const EMPTY = { name: '', category: '', description: '', logoUrl: '' };

/** A brand, its category and description, its competitors and an optional logo: a new profile, or an edit of one. */
export function BrandProfileForm({ onSaved, profile, onCancel }: Props) {
  const [fields, setFields] = useState(
    profile
      ? {
          name: profile.name,
          category: profile.category,
          description: profile.description,
          logoUrl: profile.logo_url ?? '',
        }
      : EMPTY,
  );
  const [competitors, setCompetitors] = useState<string[]>(profile?.competitors ?? []);
  const [competitor, setCompetitor] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const createProfile = useCreateBrandProfile();
  const updateProfile = useUpdateBrandProfile(profile?.id ?? '');
  const save = profile ? updateProfile : createProfile;
  const title = profile ? 'Edit brand profile' : 'New brand profile';

  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  const addCompetitor = () => {
    const name = competitor.trim();
    if (
      !name ||
      competitors.length >= MAX_COMPETITORS ||
      competitors.some((c) => c.toLowerCase() === name.toLowerCase())
    )
      return;
    setCompetitors([...competitors, name]);
    setCompetitor('');
    setErrors(({ competitors: _answered, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const pending = competitor.trim() ? [...competitors, competitor.trim()] : competitors;
    const input = { ...fields, logoUrl: fields.logoUrl.trim() || null, competitors: pending };
    const parsed = brandProfileInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: (saved) => {
        if (!profile) {
          setFields(EMPTY);
          setCompetitors([]);
          setCompetitor('');
        }
        onSaved(saved);
      },
      onError: (error) => {
        if (isApiError(error))
          setErrors(Object.fromEntries(error.invalidParams.map((p) => [p.name, p.reason])));
      },
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} aria-label={title}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <TextField
        label="Brand name"
        value={fields.name}
        onChange={set('name')}
        error={Boolean(errors.name)}
        helperText={errors.name}
        required
        size="small"
      />
      <TextField
        label="Category"
        placeholder="e.g. coffee shop, banking app"
        value={fields.category}
        onChange={set('category')}
        error={Boolean(errors.category)}
        helperText={errors.category}
        required
        size="small"
      />
      <TextField
        label="Description"
        placeholder="What the brand offers, its prices, what it stands for, how long it has been around"
        value={fields.description}
        onChange={set('description')}
        error={Boolean(errors.description)}
        helperText={errors.description}
        required
        multiline
        minRows={3}
        size="small"
      />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            label={`Competitors (${competitors.length}/${MAX_COMPETITORS})`}
            value={competitor}
            onChange={(event) => setCompetitor(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCompetitor();
              }
            }}
            error={Boolean(errors.competitors)}
            helperText={errors.competitors ?? 'Press Enter or Add after each name'}
            size="small"
            sx={{ flex: 1 }}
          />
          <Button
            variant="outlined"
            onClick={addCompetitor}
            disabled={!competitor.trim() || competitors.length >= MAX_COMPETITORS}
            sx={{ alignSelf: 'flex-start', height: 40 }}
          >
            Add
          </Button>
        </Box>
        {competitors.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} aria-label="Competitors added">
            {competitors.map((name) => (
              <Chip
                key={name}
                label={name}
                onDelete={() => setCompetitors(competitors.filter((c) => c !== name))}
                size="small"
              />
            ))}
          </Box>
        )}
      </Box>
      <TextField
        label="Logo address (optional)"
        placeholder="https://…"
        value={fields.logoUrl}
        onChange={set('logoUrl')}
        error={Boolean(errors.logoUrl)}
        helperText={errors.logoUrl}
        size="small"
      />
      {/* Field problems show under their fields; anything else here. */}
      {save.isError && !(isApiError(save.error) && save.error.invalidParams.length > 0) && (
        <ProblemAlert error={save.error} />
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ flex: 1 }}>
          {save.isPending ? 'Saving...' : profile ? 'Save changes' : 'Create profile'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
      </Box>
    </Box>
  );
}
