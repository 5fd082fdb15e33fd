import { useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  priceReadWords,
  quantityWords,
  type AttributeCount,
  type ConceptReading,
  type ProductCategoryItem,
  type ReadingOverride,
} from '@contracts/concept-reading';
import { CURRENCY_SYMBOLS, formatPrice, type PricingCurrency } from '@contracts/currency';
import { errorMessage } from '@web/lib/api-client';
import { useConceptReading, useProductCategories } from './concept-reading-api';

type Props = {
  concept: string;
  /** The currency the usual price is read and corrected in (a pricing study's); else the concept's own. */
  currency?: PricingCurrency;
  value: ReadingOverride | undefined;
  onChange: (next: ReadingOverride | undefined) => void;
  /** A line under the title ('Read from Variant A; your corrections apply to every variant.'). */
  note?: string;
};

const COUNT_COLOURS: Record<AttributeCount, 'success' | 'error' | 'default'> = {
  quality: 'success',
  defect: 'error',
  neutral: 'default',
  unread: 'default',
};
const COUNT_WORDS: Record<AttributeCount, string> = {
  quality: 'counts for it',
  defect: 'counts against it',
  neutral: 'neutral',
  unread: 'not understood',
};

const groupName = (group: string) => group.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The override without empty parts; undefined when nothing is corrected. */
function tidy(override: ReadingOverride): ReadingOverride | undefined {
  const next = {
    ...(override.categoryId ? { categoryId: override.categoryId } : {}),
    ...(override.usualPrice ? { usualPrice: override.usualPrice } : {}),
  };
  return Object.keys(next).length > 0 ? next : undefined;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography
        variant="caption"
        sx={{ fontWeight: 700, color: 'text.secondary', textTransform: 'uppercase' }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function CategoryPicker({
  reading,
  value,
  onChange,
  inputRef,
}: {
  reading: ConceptReading;
  value: ReadingOverride | undefined;
  onChange: Props['onChange'];
  inputRef: Ref<HTMLInputElement>;
}) {
  const [open, setOpen] = useState(false);
  const categories = useProductCategories(open || Boolean(value?.categoryId));
  const options = [...(categories.data?.items ?? [])].sort(
    (a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label),
  );
  const chosenId = value?.categoryId ?? reading.category?.id;
  const selected: ProductCategoryItem | null =
    options.find((option) => option.id === chosenId) ??
    (reading.category ? { ...reading.category, unit: reading.usualPrice?.unit ?? 'item' } : null);
  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={categories.isFetching}
      value={selected}
      groupBy={(option) => groupName(option.group)}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, option) => onChange(tidy({ ...value, categoryId: option?.id }))}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={inputRef}
          label="Category"
          placeholder="Choose what the product is"
          helperText={
            value?.categoryId
              ? 'Chosen by you.'
              : reading.category
                ? `Placed with ${Math.round(reading.confidence * 100)}% confidence. Change it if it is wrong.`
                : 'Not placed: its price is judged against the twins’ income alone. Choose a category to give it one.'
          }
        />
      )}
    />
  );
}

function UsualPriceField({
  reading,
  currency,
  value,
  onChange,
}: {
  reading: ConceptReading;
  currency: PricingCurrency;
  value: ReadingOverride | undefined;
  onChange: Props['onChange'];
}) {
  const [text, setText] = useState(value?.usualPrice ? String(value.usualPrice.amount) : '');
  const amount = Number(text);
  const invalid = text.trim() !== '' && !(Number.isFinite(amount) && amount > 0);
  const usual = reading.usualPrice;
  const change = (next: string) => {
    setText(next);
    const parsed = Number(next);
    const { usualPrice: _, ...rest } = value ?? {};
    onChange(
      tidy(
        next.trim() !== '' && Number.isFinite(parsed) && parsed > 0
          ? { ...rest, usualPrice: { amount: parsed } }
          : rest,
      ),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Typography variant="body2" data-testid="reading-usual-price">
        {usual
          ? `${formatPrice(usual.amount, usual.currency)} ${quantityWords(usual.unit, usual.quantity)} · ${usual.source}`
          : 'None known for this product.'}
      </Typography>
      <TextField
        size="small"
        label={`Usual price (${currency})`}
        placeholder={usual ? String(usual.amount) : 'e.g. 12.50'}
        value={text}
        onChange={(event) => change(event.target.value)}
        error={invalid}
        helperText={
          invalid
            ? 'Type a price above 0, in digits.'
            : usual
              ? `What it normally costs ${quantityWords(usual.unit, usual.quantity)}; leave empty to keep the engine’s.`
              : 'Leave empty to keep the engine’s.'
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': `Usual price in ${currency}` },
          input: {
            startAdornment: (
              <Box component="span" sx={{ mr: 0.5, color: 'text.secondary' }}>
                {CURRENCY_SYMBOLS[currency].trim()}
              </Box>
            ),
          },
        }}
      />
    </Box>
  );
}

function ReadingBody({
  reading,
  currency,
  value,
  onChange,
  categoryRef,
}: {
  reading: ConceptReading;
  currency: PricingCurrency;
  value: ReadingOverride | undefined;
  onChange: Props['onChange'];
  categoryRef: Ref<HTMLInputElement>;
}) {
  return (
    <>
      {!reading.measuredDomain && (
        <Alert severity="warning" role="note" data-testid="reading-outside-domain">
          {reading.measuredDomainNote}
        </Alert>
      )}
      <Row label="What it is">
        <CategoryPicker reading={reading} value={value} onChange={onChange} inputRef={categoryRef} />
      </Row>
      {(reading.category || value?.categoryId) && (
        <Row label="Usual price">
          <UsualPriceField reading={reading} currency={currency} value={value} onChange={onChange} />
        </Row>
      )}
      {reading.brand && (
        <Row label="Brand">
          <Typography variant="body2" data-testid="reading-brand">
            {reading.brand.name}: {reading.brand.note}
          </Typography>
        </Row>
      )}
      <Row label="Price read">
        <Typography variant="body2">{priceReadWords(reading.price)}</Typography>
      </Row>
      {reading.attributes.length > 0 && (
        <Row label="Claims">
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, m: 0, p: 0, listStyle: 'none' }}
          >
            {reading.attributes.map((attribute) => (
              <li key={`${attribute.text}-${attribute.counts}`}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={COUNT_COLOURS[attribute.counts]}
                  label={`${attribute.text}: ${COUNT_WORDS[attribute.counts]}`}
                  sx={{
                    maxWidth: '100%',
                    height: 'auto',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                  }}
                />
              </li>
            ))}
          </Box>
        </Row>
      )}
      <Row label="Suits">
        <Typography variant="body2">
          {reading.audience.length > 0 ? reading.audience.join(', ') : 'Anyone: no particular audience read.'}
        </Typography>
      </Row>
      {reading.measuredDomain && (
        <Typography variant="body2" color="success.main">
          {reading.measuredDomainNote}
        </Typography>
      )}
    </>
  );
}

/**
 * What the twins will understand of the concept, read as the user types (free): the product, its usual price, the
 * price, the claims, whom it suits and whether it lies in a measured domain. The category and the usual price can be
 * corrected; the run takes the corrections.
 */
export function ConceptReadingCard({ concept, currency, value, onChange, note }: Props) {
  const titleId = useId();
  const reading = useConceptReading(concept, currency, value);
  const shownCurrency = currency ?? reading.data?.usualPrice?.currency ?? 'USD';
  /** Undoing the corrections starts the fields afresh. */
  const [resets, setResets] = useState(0);
  // The undo button goes with the corrections; focus moves to the category, where correcting starts again, rather
  // than falling to the page's start.
  const categoryRef = useRef<HTMLInputElement>(null);
  const focusCategory = useRef(false);
  useEffect(() => {
    if (!focusCategory.current) return;
    focusCategory.current = false;
    categoryRef.current?.focus();
  }, [resets]);
  const empty = !concept.trim();
  // A cleared concept starts a new one: the old one's corrections go with it.
  useEffect(() => {
    if (empty && value) {
      onChange(undefined);
      setResets((count) => count + 1);
    }
  }, [empty, value, onChange]);
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="concept-reading"
      sx={{
        p: 2,
        borderRadius: 2.5,
        bgcolor: '#f8fafc',
        border: 1,
        borderColor: 'divider',
        display: 'grid',
        gap: 1.5,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, fontSize: 15, flex: 1 }}>
          What the twins will understand
        </Typography>
        {reading.isFetching && <CircularProgress size={16} aria-label="Reading your concept" />}
        {value && (
          <Button
            size="small"
            onClick={() => {
              onChange(undefined);
              focusCategory.current = true;
              setResets((count) => count + 1);
            }}
          >
            Undo corrections
          </Button>
        )}
      </Box>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {note}
        </Typography>
      )}
      <Box aria-live="polite" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        {empty ? (
          <Typography variant="body2" color="text.secondary">
            Type your concept to see what the twins will understand before you run it.
          </Typography>
        ) : reading.data ? (
          <>
            {reading.error && <Alert severity="error">{errorMessage(reading.error)}</Alert>}
            <ReadingBody
              key={resets}
              reading={reading.data}
              currency={shownCurrency}
              value={value}
              onChange={onChange}
              categoryRef={categoryRef}
            />
          </>
        ) : reading.error ? (
          <Alert severity="error">
            {errorMessage(reading.error, 'Could not read the concept. Try again.')}
          </Alert>
        ) : (
          <Typography variant="body2" color="text.secondary" role="status">
            Reading your concept...
          </Typography>
        )}
      </Box>
    </Box>
  );
}
