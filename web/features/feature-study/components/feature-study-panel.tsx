import { useDeferredValue, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import { countActiveFilters } from '@contracts/persona-filters';
import type { FilterSet } from '@contracts/personas';
import {
  DEFAULT_ALTERNATIVES,
  DEFAULT_TASKS,
  MAX_ALTERNATIVES,
  MAX_ATTRIBUTES,
  MAX_LEVELS,
  MAX_PRICES,
  MAX_TASKS,
  MIN_ALTERNATIVES,
  MIN_ATTRIBUTES,
  MIN_LEVELS,
  MIN_PRICES,
  MIN_TASKS,
  featureStudyRequestSchema,
  type FeatureStudyRequest,
} from '@contracts/feature-study';
import { PRICING_CURRENCIES, type PricingCurrency } from '@contracts/currency';
import { MAX_FEATURE_PANEL_TWINS } from '@contracts/research-panel';
import { EMPTY_FILTERS } from '@web/components/filter-chip-group';
import type { PanelStudyFormProps } from '@web/entities/feedback-record/panel-study-lab';
import { RunFormFooter } from '@web/entities/feedback-record/run-form-footer';
import { PanelFilters } from '@web/entities/personas/panel-filters';
import { useCanRun } from '@web/entities/workspaces/use-workspace';
import { isApiError } from '@web/lib/api-client';
import { pricesOf } from '@web/lib/price-list';
import { plural } from '@web/lib/plural';
import { useFeatureStudyQuote } from '../api/feature-study-api';

type AttributeDraft = { key: number; name: string; levels: string };

/** One level per line; blank lines do not count. */
const levelsOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A field's path as the schema and the server name it ('attributes.1.levels') → its message. */
function messagesOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>) {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const [field, index, part] = issue.path.map(String);
    const key =
      field === 'attributes' && index !== undefined && part !== undefined
        ? `attributes.${index}.${part}`
        : (field ?? '');
    messages[key] ??= issue.message;
  }
  return messages;
}

const apiMessages = (error: unknown) =>
  isApiError(error)
    ? messagesOf(error.invalidParams.map((p) => ({ path: p.name.split('.'), message: p.reason })))
    : {};

type Props = PanelStudyFormProps<FeatureStudyRequest>;

/**
 * The Feature Value Study sidebar: what is being chosen, its attributes and levels (the first level is the base), the
 * prices, the tasks, and the panel.
 */
export function FeatureStudyPanel({ running, answered, error, onRun }: Props) {
  const canRun = useCanRun();
  const [product, setProduct] = useState('');
  const [attributes, setAttributes] = useState<AttributeDraft[]>([
    { key: 0, name: '', levels: '' },
    { key: 1, name: '', levels: '' },
  ]);
  const [nextKey, setNextKey] = useState(2);
  const [pricesText, setPricesText] = useState('');
  const [currency, setCurrency] = useState<PricingCurrency>('USD');
  const [per, setPer] = useState('');
  const [none, setNone] = useState(true);
  const [tasksPerTwin, setTasksPerTwin] = useState(DEFAULT_TASKS);
  const [alternativesPerTask, setAlternativesPerTask] = useState(DEFAULT_ALTERNATIVES);
  const [filters, setFilters] = useState<FilterSet>(EMPTY_FILTERS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest);

  const request: FeatureStudyRequest = {
    product,
    attributes: attributes.map(({ name, levels }) => ({ name, levels: levelsOf(levels) })),
    prices: pricesOf(pricesText),
    currency,
    ...(per.trim() ? { per } : {}),
    none,
    tasksPerTwin,
    alternativesPerTask,
    ...(countActiveFilters(filters) > 0 ? { filters } : {}),
  };
  const ready = featureStudyRequestSchema.safeParse(request).success;
  const quote = useFeatureStudyQuote(useDeferredValue(ready ? request : null));
  const shown = { ...apiMessages(quote.error), ...apiMessages(error), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = featureStudyRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(messagesOf(parsed.error.issues));
      return;
    }
    setErrors({});
    onRun(request);
  };

  const updateAttribute = (index: number, change: Partial<AttributeDraft>) => {
    setAttributes((current) => current.map((a, i) => (i === index ? { ...a, ...change } : a)));
    for (const field of Object.keys(change)) clearError(`attributes.${index}.${field}`);
    clearError('attributes');
  };
  const addAttribute = () => {
    setAttributes((current) => [...current, { key: nextKey, name: '', levels: '' }]);
    setNextKey((key) => key + 1);
    clearError('attributes');
  };
  const removeAttribute = (index: number) => {
    setAttributes((current) => current.filter((_, i) => i !== index));
    // Messages name attributes by position: after a removal they would point at the wrong one.
    setErrors(({ attributes: _a, ...rest }) =>
      Object.fromEntries(Object.entries(rest).filter(([key]) => !key.startsWith('attributes.'))),
    );
  };
  const maxTasks = quote.data?.maxTasksPerTwin;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="feature-study-panel"
      aria-label="Feature Value Study"
    >
      <Box>
        <Typography component="h2" variant="h6">
          Feature Value Study
        </Typography>
        <Typography variant="body2" color="text.secondary">
          What is each feature worth to buyers? Twins choose among versions of your product; a conjoint
          analysis turns their choices into values and a market simulator.
        </Typography>
      </Box>
      <TextField
        label="What is being chosen"
        placeholder="e.g. a digital camera"
        value={product}
        onChange={(event) => {
          setProduct(event.target.value);
          clearError('product');
        }}
        error={Boolean(shown.product)}
        helperText={shown.product}
        required
        size="small"
        slotProps={{ htmlInput: { maxLength: 120 } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
          Attributes
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${MIN_ATTRIBUTES} to ${MAX_ATTRIBUTES} attributes, each with ${MIN_LEVELS} to ${MAX_LEVELS} levels, one per line. The first level is the base the others are valued against.`}
        </Typography>
        {attributes.map((attribute, index) => (
          <Box
            key={attribute.key}
            data-testid="feature-attribute"
            sx={{ display: 'grid', gap: 1, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <TextField
                label={`Attribute ${index + 1}`}
                placeholder="e.g. Zoom"
                value={attribute.name}
                onChange={(event) => updateAttribute(index, { name: event.target.value })}
                error={Boolean(shown[`attributes.${index}.name`])}
                helperText={shown[`attributes.${index}.name`]}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <IconButton
                aria-label={`Remove attribute ${index + 1}`}
                onClick={() => removeAttribute(index)}
                disabled={attributes.length <= MIN_ATTRIBUTES}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            <TextField
              label={`Levels of attribute ${index + 1}`}
              placeholder={'a standard zoom\na higher zoom'}
              value={attribute.levels}
              onChange={(event) => updateAttribute(index, { levels: event.target.value })}
              error={Boolean(shown[`attributes.${index}.levels`])}
              helperText={
                shown[`attributes.${index}.levels`] ?? plural(levelsOf(attribute.levels).length, 'level')
              }
              multiline
              minRows={2}
              size="small"
            />
          </Box>
        ))}
        {shown.attributes && (
          <Typography color="error" variant="body2">
            {shown.attributes}
          </Typography>
        )}
        <Button
          startIcon={<Add />}
          onClick={addAttribute}
          disabled={attributes.length >= MAX_ATTRIBUTES}
          sx={{ justifySelf: 'start' }}
        >
          Add attribute
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 110px', gap: 1 }}>
        <TextField
          label="Prices"
          placeholder="79, 129, 179, 229"
          value={pricesText}
          onChange={(event) => {
            setPricesText(event.target.value);
            clearError('prices');
          }}
          error={Boolean(shown.prices)}
          helperText={shown.prices ?? `${MIN_PRICES} to ${MAX_PRICES} prices, separated by commas.`}
          size="small"
          required
        />
        <TextField
          select
          label="Currency"
          value={currency}
          onChange={(event) => setCurrency(event.target.value as PricingCurrency)}
          size="small"
        >
          {PRICING_CURRENCIES.map((code) => (
            <MenuItem key={code} value={code}>
              {code}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        label="Price per (optional)"
        placeholder="e.g. month"
        value={per}
        onChange={(event) => {
          setPer(event.target.value);
          clearError('per');
        }}
        error={Boolean(shown.per)}
        helperText={shown.per ?? 'Leave empty for a one-off price.'}
        size="small"
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        <TextField
          select
          label="Tasks per twin"
          value={tasksPerTwin}
          onChange={(event) => {
            setTasksPerTwin(Number(event.target.value));
            clearError('tasksPerTwin');
          }}
          error={Boolean(shown.tasksPerTwin)}
          helperText={
            shown.tasksPerTwin ??
            (maxTasks !== undefined ? `This design fills at most ${maxTasks}.` : undefined)
          }
          size="small"
        >
          {range(MIN_TASKS, MAX_TASKS).map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Products per task"
          value={alternativesPerTask}
          onChange={(event) => {
            setAlternativesPerTask(Number(event.target.value));
            clearError('alternativesPerTask');
          }}
          error={Boolean(shown.alternativesPerTask)}
          helperText={shown.alternativesPerTask}
          size="small"
        >
          {range(MIN_ALTERNATIVES, MAX_ALTERNATIVES).map((count) => (
            <MenuItem key={count} value={count}>
              {count}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={none} onChange={(event) => setNone(event.target.checked)} />}
        label="Offer “none of these” in every task"
      />
      <PanelFilters filters={filters} onChange={setFilters} maxTwins={MAX_FEATURE_PANEL_TWINS} />
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
        icon={<Tune />}
        label={`Run feature value study (${plural(quote.data && ready ? quote.data.credits : 1, 'credit')})`}
        runningLabel="Twins are choosing..."
      />
    </Box>
  );
}
