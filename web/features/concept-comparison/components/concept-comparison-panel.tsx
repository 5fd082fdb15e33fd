import { useDeferredValue, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import Close from '@mui/icons-material/Close';
import CompareArrows from '@mui/icons-material/CompareArrowsOutlined';
import { CONCEPT_MAX_LENGTH } from '@contracts/concept-test';
import {
  conceptComparisonRequestSchema,
  MAX_VARIANTS,
  MIN_VARIANTS,
  variantLabel,
  type ConceptComparisonRequest,
} from '@contracts/concept-comparison';
import { countActiveFilters } from '@contracts/persona-filters';
import type { FilterSet } from '@contracts/personas';
import { EMPTY_FILTERS } from '@web/components/filter-chip-group';
import type { PanelStudyFormProps } from '@web/entities/feedback-record/panel-study-lab';
import { RunFormFooter } from '@web/entities/feedback-record/run-form-footer';
import { PanelFilters } from '@web/entities/personas/panel-filters';
import { isApiError } from '@web/lib/api-client';
import { plural } from '@web/lib/plural';
import { RUN_COST } from '@contracts/credits';
import { comparisonBody, useConceptComparisonQuote } from '../api/concept-comparison-api';
import type { ReadingOverride } from '@contracts/concept-reading';
import { ConceptReadingCard } from '@web/entities/concept-reading/concept-reading-card';
import { VariantImageField } from './variant-image-field';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

/** The body it runs: JSON, or multipart when a variant carries an image. */
type Props = PanelStudyFormProps<ConceptComparisonRequest | FormData>;

/** The Concept Comparison sidebar: 2–5 variants of a concept and the panel they are put to. */
export function ConceptComparisonPanel({ running, answered, error, onRun }: Props) {
  const canRun = useCanRun();
  const [variants, setVariants] = useState<string[]>(['', '']);
  const [images, setImages] = useState<(File | null)[]>([null, null]);
  const [filters, setFilters] = useState<FilterSet>(EMPTY_FILTERS);
  const [reading, setReading] = useState<ReadingOverride | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const request: ConceptComparisonRequest = {
    variants,
    ...(reading ? { reading } : {}),
    ...(countActiveFilters(filters) > 0 ? { filters } : {}),
  };
  const ready = conceptComparisonRequestSchema.safeParse(request).success;
  const quote = useConceptComparisonQuote(useDeferredValue(ready ? request : null));
  const problems = (value: unknown) =>
    isApiError(value)
      ? Object.fromEntries(
          value.invalidParams.map((p) => [
            p.name.startsWith('images.') ? p.name : p.name.split('.')[0],
            p.reason,
          ]),
        )
      : {};
  const shown = { ...problems(quote.error), ...problems(error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = conceptComparisonRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    onRun(comparisonBody(request, images));
  };
  const change = (index: number, text: string) =>
    setVariants((current) => current.map((variant, v) => (v === index ? text : variant)));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="comparison-panel"
      aria-label="Concept Comparison"
    >
      <Box>
        <Typography component="h2" variant="h6">
          Concept Comparison
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Which version is better? The same twins read every variant, and see its image if you add one; a
          winner is named only when its lead is beyond the interval (1 credit; with a language model, more for
          many twins and variants, as the quote says).
        </Typography>
      </Box>
      {variants.map((variant, v) => (
        <Box key={v} sx={{ display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
            <TextField
              label={variantLabel(v)}
              placeholder={
                v === 0
                  ? 'Describe the first version of your concept'
                  : 'The same concept with what you want to test changed'
              }
              value={variant}
              onChange={(event) => change(v, event.target.value)}
              error={Boolean(shown[`variants.${v}`])}
              helperText={shown[`variants.${v}`]}
              multiline
              minRows={3}
              fullWidth
              required
              slotProps={{ htmlInput: { maxLength: CONCEPT_MAX_LENGTH } }}
            />
            {variants.length > MIN_VARIANTS && (
              <IconButton
                aria-label={`Remove ${variantLabel(v)}`}
                onClick={() => {
                  setVariants((current) => current.filter((_, w) => w !== v));
                  setImages((current) => current.filter((_, w) => w !== v));
                }}
              >
                <Close />
              </IconButton>
            )}
          </Box>
          <VariantImageField
            label={variantLabel(v)}
            file={images[v] ?? null}
            error={shown[`images.${v}`]}
            onChange={(file) => setImages((current) => current.map((image, w) => (w === v ? file : image)))}
          />
        </Box>
      ))}
      {shown.variants && (
        <Typography color="error" variant="body2">
          {shown.variants}
        </Typography>
      )}
      {variants.length < MAX_VARIANTS && (
        <Button
          startIcon={<Add />}
          onClick={() => {
            setVariants((current) => [...current, '']);
            setImages((current) => [...current, null]);
          }}
          sx={{ justifySelf: 'start' }}
        >
          Add a variant
        </Button>
      )}
      <ConceptReadingCard
        concept={variants[0] ?? ''}
        value={reading}
        onChange={setReading}
        note="Read from Variant A; your corrections apply to every variant."
      />
      <PanelFilters filters={filters} onChange={setFilters} />
      {shown.filters && (
        <Typography color="error" variant="body2">
          {shown.filters}
        </Typography>
      )}
      <RunFormFooter
        quote={ready ? quote.data : undefined}
        quoteLoading={quote.isFetching}
        error={error}
        running={running}
        answered={answered}
        disabled={!canRun}
        icon={<CompareArrows />}
        label={`Compare variants (${plural(ready && quote.data ? quote.data.credits : RUN_COST, 'credit')})`}
        runningLabel="Comparing..."
      />
    </Box>
  );
}
