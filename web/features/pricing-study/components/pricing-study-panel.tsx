import { useDeferredValue, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PriceCheck from '@mui/icons-material/PriceCheckOutlined';
import { CONCEPT_MAX_LENGTH } from '@contracts/concept-test';
import { countActiveFilters } from '@contracts/persona-filters';
import type { FilterSet } from '@contracts/personas';
import {
  MAX_LADDER_PRICES,
  MIN_LADDER_PRICES,
  PRICING_METHOD_NAMES,
  PRICING_METHODS,
  pricingStudyRequestSchema,
  usualPriceSentence,
  type PricingMethod,
  type PricingStudyRequest,
} from '@contracts/pricing-study';
import { formatPrice, PRICING_CURRENCIES, type PricingCurrency } from '@contracts/currency';
import { EMPTY_FILTERS } from '@web/components/filter-chip-group';
import type { PanelStudyFormProps } from '@web/entities/feedback-record/panel-study-lab';
import { RunFormFooter } from '@web/entities/feedback-record/run-form-footer';
import { PanelFilters } from '@web/entities/personas/panel-filters';
import { isApiError } from '@web/lib/api-client';
import { pricesOf } from '@web/lib/price-list';
import { usePricingStudyQuote } from '../api/pricing-study-api';
import { useCanRun } from '@web/entities/workspaces/use-workspace';
import type { ReadingOverride } from '@contracts/concept-reading';
import { ConceptReadingCard } from '@web/entities/concept-reading/concept-reading-card';

const METHOD_HINTS: Record<PricingMethod, string> = {
  'gabor-granger':
    'Each twin says how likely it is to buy at each price: demand, revenue, the best price and elasticity.',
  'van-westendorp':
    'Each twin names the prices it finds too cheap, a bargain, getting expensive and too expensive: the acceptable range.',
};

type Props = PanelStudyFormProps<PricingStudyRequest>;

/** The Pricing Study sidebar: the concept, the currency, the method, the ladder (typed or suggested) and the panel. */
export function PricingStudyPanel({ running, answered, error, onRun }: Props) {
  const canRun = useCanRun();
  const [concept, setConcept] = useState('');
  const [currency, setCurrency] = useState<PricingCurrency>('EUR');
  const [method, setMethod] = useState<PricingMethod>('gabor-granger');
  const [ladder, setLadder] = useState<'suggested' | 'typed'>('suggested');
  const [pricesText, setPricesText] = useState('');
  const [filters, setFilters] = useState<FilterSet>(EMPTY_FILTERS);
  const [reading, setReading] = useState<ReadingOverride | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** A field's message goes once the user changes that field. */
  const clearError = (field: string) => setErrors(({ [field]: _cleared, ...rest }) => rest);
  const request: PricingStudyRequest = {
    concept,
    currency,
    method,
    ...(ladder === 'typed' ? { prices: pricesOf(pricesText) } : {}),
    ...(reading ? { reading } : {}),
    ...(countActiveFilters(filters) > 0 ? { filters } : {}),
  };
  const ready = pricingStudyRequestSchema.safeParse(request).success;
  const quote = usePricingStudyQuote(useDeferredValue(ready ? request : null));
  const serverErrors = isApiError(error)
    ? Object.fromEntries(error.invalidParams.map((p) => [p.name.split('.')[0], p.reason]))
    : {};
  const quoteErrors = isApiError(quote.error)
    ? Object.fromEntries(quote.error.invalidParams.map((p) => [p.name.split('.')[0], p.reason]))
    : {};
  const shown = { ...quoteErrors, ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = pricingStudyRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    onRun(request);
  };
  const suggested =
    ladder === 'suggested' && quote.data?.ladder.source === 'suggested' ? quote.data : undefined;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="pricing-study-panel"
      aria-label="Pricing Study"
    >
      <Box>
        <Typography component="h2" variant="h6">
          Pricing Study
        </Typography>
        <Typography variant="body2" color="text.secondary">
          What should it cost? Ask up to 200 digital twins with a recognised pricing method (1 credit).
        </Typography>
      </Box>
      <TextField
        label="Your concept"
        placeholder="Describe your product or service; a price is optional"
        value={concept}
        onChange={(event) => {
          setConcept(event.target.value);
          clearError('concept');
        }}
        error={Boolean(shown.concept)}
        helperText={shown.concept ?? `${concept.length}/${CONCEPT_MAX_LENGTH}`}
        multiline
        minRows={4}
        required
        slotProps={{ htmlInput: { maxLength: CONCEPT_MAX_LENGTH } }}
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
      <ConceptReadingCard concept={concept} currency={currency} value={reading} onChange={setReading} />
      <Box>
        <FormLabel id="pricing-method-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
          Method
        </FormLabel>
        <RadioGroup
          aria-labelledby="pricing-method-label"
          value={method}
          onChange={(event) => setMethod(event.target.value as PricingMethod)}
        >
          {PRICING_METHODS.map((id) => (
            <FormControlLabel
              key={id}
              value={id}
              control={<Radio size="small" />}
              label={PRICING_METHOD_NAMES[id]}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {METHOD_HINTS[method]}
        </Typography>
      </Box>
      <Box>
        <FormLabel id="pricing-ladder-label" sx={{ fontWeight: 700, color: 'text.primary' }}>
          {method === 'gabor-granger' ? 'Price ladder' : 'Price range'}
        </FormLabel>
        <RadioGroup
          aria-labelledby="pricing-ladder-label"
          value={ladder}
          onChange={(event) => {
            setLadder(event.target.value as 'suggested' | 'typed');
            clearError('prices');
          }}
        >
          <FormControlLabel value="suggested" control={<Radio size="small" />} label="Suggest a ladder" />
          <FormControlLabel value="typed" control={<Radio size="small" />} label="Type my prices" />
        </RadioGroup>
        {ladder === 'typed' ? (
          <TextField
            label={`Prices (${MIN_LADDER_PRICES}–${MAX_LADDER_PRICES}, separated by commas)`}
            placeholder="2.50, 3, 3.50, 4"
            value={pricesText}
            onChange={(event) => {
              setPricesText(event.target.value);
              clearError('prices');
            }}
            error={Boolean(shown.prices)}
            helperText={shown.prices}
            size="small"
            fullWidth
          />
        ) : (
          <Typography
            variant="body2"
            color={shown.prices ? 'error' : 'text.secondary'}
            data-testid="suggested-ladder"
          >
            {shown.prices ??
              (suggested
                ? `${suggested.prices.map((price) => formatPrice(price, currency)).join(', ')}. ${suggested.ladder.note}`
                : 'Seven prices around the usual price of your product, from the engine’s price knowledge.')}
          </Typography>
        )}
      </Box>
      {ready && quote.data && (
        <Typography variant="body2" color="text.secondary" data-testid="quote-usual-price">
          {usualPriceSentence(quote.data.usualPrice, (amount) => formatPrice(amount, currency))}
        </Typography>
      )}
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
        icon={<PriceCheck />}
        label="Run pricing study (1 credit)"
        runningLabel="Asking twins..."
      />
    </Box>
  );
}
