// What the twins understood of a concept, shown before a run and correctable (decision 047): the product category it
// was placed in, what that product usually costs, the price as read, each stated attribute and how it counts, whom
// the product suits, and whether the concept lies in a domain the engine was measured on.
import { z } from 'zod';
import { formatPrice, PRICING_CURRENCIES, type PricingCurrency } from './currency';

/** What a category's reference price is for: a piece, a count, a weight (g), a volume (ml), or a period or visit. */
export const READING_UNITS = [
  'item',
  'count',
  'weight',
  'volume',
  'month',
  'seat-month',
  'year',
  'night',
  'hour',
  'session',
  'serving',
  'trip',
  'day',
] as const;
export type ReadingUnit = (typeof READING_UNITS)[number];

/** Units a usual price can be given "per" one of: a weight or a volume has no single one to price. */
export const PER_UNITS = READING_UNITS.filter((unit) => unit !== 'weight' && unit !== 'volume');

export const ATTRIBUTE_COUNTS = ['quality', 'defect', 'neutral', 'unread'] as const;
export type AttributeCount = (typeof ATTRIBUTE_COUNTS)[number];

export const readingCategorySchema = z.object({
  id: z.string(),
  label: z.string(),
  /** One of the 17 product groups ('groceries', 'travel', 'local-services'...). */
  group: z.string(),
});

export const conceptReadingSchema = z.object({
  /** The product category the concept was placed in (or the one the user chose); null when not placed. */
  category: readingCategorySchema.nullable(),
  /** How sure the placement is, 0..1 (1 for a category the user chose; 0 when not placed). A heuristic, not a calibrated probability. */
  confidence: z.number().min(0).max(1),
  /** What the product usually costs for `quantity` of `unit` (grams for weight, millilitres for volume). */
  usualPrice: z
    .object({
      amount: z.number(),
      currency: z.enum(PRICING_CURRENCIES),
      unit: z.enum(READING_UNITS),
      quantity: z.number(),
      /** Where the figure comes from, or "your correction". */
      source: z.string(),
    })
    .nullable(),
  /** The price as read from the concept, per billing period ('one-off', 'month'...). */
  price: z.object({ amount: z.number(), currency: z.string(), per: z.string() }).nullable(),
  attributes: z.array(z.object({ text: z.string(), counts: z.enum(ATTRIBUTE_COUNTS) })),
  /** Whom the product suits, in plain words ('people aged 50 and over', 'parents', 'dentists'). */
  audience: z.array(z.string()),
  /** The known brand the concept names and what the twins know of it; absent on readings made before brands were read. */
  brand: z
    .object({
      name: z.string(),
      tier: z.enum(['budget', 'mid', 'premium', 'luxury']),
      /** Where it is known and how it is priced, in plain words, with its awareness estimates. */
      note: z.string(),
    })
    .nullable()
    .optional(),
  /** Whether the concept lies in a domain the engine was measured on against real people. */
  measuredDomain: z.boolean(),
  /** The measured-domain note, in plain words. */
  measuredDomainNote: z.string(),
});
export type ConceptReading = z.infer<typeof conceptReadingSchema>;

/** A run's corrections to the reading: a category in place of the placement, a usual price in place of the category's. */
export const readingOverrideSchema = z.strictObject({
  categoryId: z.string().trim().min(1, 'Choose a category').max(100).optional(),
  usualPrice: z
    .strictObject({
      /** In the study's currency (a pricing study), else the concept's price's, else USD. */
      amount: z
        .number({ error: 'The usual price must be a number' })
        .positive('The usual price must be more than 0')
        .max(1e9, 'The usual price is too large'),
      /** The unit the amount is for one of; it must be the category's. Without it, the amount is for what the concept offers. */
      per: z.enum(PER_UNITS, { error: `Choose one of ${PER_UNITS.join(', ')}` }).optional(),
    })
    .optional(),
});
export type ReadingOverride = z.infer<typeof readingOverrideSchema>;

/** The reading a run used, as its record keeps it: what was read, with the user's corrections applied and listed. */
export const runReadingSchema = conceptReadingSchema.extend({
  corrections: readingOverrideSchema.nullable(),
});
export type RunReading = z.infer<typeof runReadingSchema>;

export const productCategoryItemSchema = readingCategorySchema.extend({
  /** What the category's usual price is for. */
  unit: z.enum(READING_UNITS),
});
export const productCategoryListSchema = z.object({ items: z.array(productCategoryItemSchema) });
export type ProductCategoryItem = z.infer<typeof productCategoryItemSchema>;

const GRAMS_PER_OZ = 28.3495;
const ML_PER_FL_OZ = 29.5735;
const UNIT_NAMES: Record<ReadingUnit, [one: string, many: string]> = {
  item: ['item', 'items'],
  count: ['piece', 'pieces'],
  weight: ['g', 'g'],
  volume: ['ml', 'ml'],
  month: ['month', 'months'],
  'seat-month': ['seat-month', 'seat-months'],
  year: ['year', 'years'],
  night: ['night', 'nights'],
  hour: ['hour', 'hours'],
  session: ['session', 'sessions'],
  serving: ['serving', 'servings'],
  trip: ['trip', 'trips'],
  day: ['day', 'days'],
};

const trimmed = (value: number) => String(Math.round(value * 100) / 100);

/** What a usual price is for, in words: 'per night', 'for 7 days', 'for 12 pieces', 'for 340 g (12 oz)'. */
export function quantityWords(unit: ReadingUnit, quantity: number): string {
  const [one, many] = UNIT_NAMES[unit];
  if (unit === 'weight') return `for ${Math.round(quantity)} g (${trimmed(quantity / GRAMS_PER_OZ)} oz)`;
  if (unit === 'volume') return `for ${Math.round(quantity)} ml (${trimmed(quantity / ML_PER_FL_OZ)} fl oz)`;
  return quantity === 1 ? `per ${one}` : `for ${trimmed(quantity)} ${many}`;
}

const money = (amount: number, currency: string) =>
  (PRICING_CURRENCIES as readonly string[]).includes(currency)
    ? formatPrice(amount, currency as PricingCurrency)
    : `${trimmed(amount)} ${currency}`;

/** The price as read: '$240', '€12.99 per month', or that none is stated. */
export function priceReadWords(price: ConceptReading['price']): string {
  if (!price) return 'No price stated.';
  return `${money(price.amount, price.currency)}${price.per === 'one-off' ? '' : ` per ${price.per}`}`;
}

/**
 * The reading in plain lines, labelled, as the run page, the PDF and the CSV show it: the product, its usual price,
 * the price read, the claims and how they count, whom it suits, the measured domain and what the user corrected.
 */
export function readingLines(reading: ConceptReading & { corrections?: ReadingOverride | null }) {
  const corrected = reading.corrections;
  const claims = reading.attributes.map((a) => `${a.text} (${a.counts})`);
  return [
    {
      label: 'Product',
      text: reading.category
        ? `${reading.category.label} (${reading.category.group.replace(/-/g, ' ')})${
            corrected?.categoryId
              ? ', chosen by you'
              : `, placed with ${Math.round(reading.confidence * 100)}% confidence`
          }`
        : 'Not placed in any category: its price is judged against the twins’ income alone.',
    },
    {
      label: 'Usual price',
      text: reading.usualPrice
        ? `${money(reading.usualPrice.amount, reading.usualPrice.currency)} ${quantityWords(reading.usualPrice.unit, reading.usualPrice.quantity)} (${reading.usualPrice.source})`
        : 'None known.',
    },
    { label: 'Price read', text: priceReadWords(reading.price) },
    { label: 'Claims', text: claims.length > 0 ? claims.join('; ') : 'None read.' },
    {
      label: 'Suits',
      text: reading.audience.length > 0 ? reading.audience.join(', ') : 'Anyone: no audience read.',
    },
    { label: 'Measured domain', text: reading.measuredDomainNote },
  ];
}
