import type { Persona } from '@contracts/personas';
import { twinOfFacts, type SurveyFacts } from './survey-twin';

/**
 * How a row of the Twin-2K-500 pricing task becomes what a Twinsight user would give the product: the product
 * at its price in a shop as the concept, the respondent as a twin. Bump the version whenever either changes.
 */
export const PRICING_MAPPING_VERSION = 'twin2k-pricing-1';

/** The columns of the pricing task (twin2k-pricing-calibration.csv), `Y` optional. */
export const PRICING_COLUMNS = [
  'respondent_id',
  'category',
  'product',
  'price_usd',
  'region',
  'sex',
  'age_band',
  'education',
  'race',
  'marital_status',
  'religion',
  'religious_attendance',
  'party',
  'income_band',
  'political_views',
  'household_size',
  'employment',
] as const;
export type PricingColumn = (typeof PRICING_COLUMNS)[number];

export interface PricingRow {
  /** 0-based index among the file's data rows. */
  row: number;
  respondentId: string;
  fields: Record<PricingColumn, string>;
  priceUsd: number;
  accepted: 0 | 1 | undefined;
}

/** The shelf price as a shopper reads it: '$9.91', '$4.00', and a price of 0 is 'free'. */
export function priceText(priceUsd: number): string {
  return priceUsd === 0 ? 'free' : `$${priceUsd.toFixed(2)}`;
}

/** 'Coca-Cola Soda Pop, 12 fl oz, 12 Pack Cans for $9.91 at the grocery store'. */
export function pricingConceptOf({ fields, priceUsd }: Pick<PricingRow, 'fields' | 'priceUsd'>): string {
  const price = priceUsd === 0 ? 'free' : `for ${priceText(priceUsd)}`;
  return `${fields.product} ${price} at the grocery store`;
}

/** The product in a shop as a pricing study's concept: no price in its words, the study sets it. */
export const pricingStudyConceptOf = ({ fields }: Pick<PricingRow, 'fields'>): string =>
  `${fields.product} at the grocery store`;

/** The survey facts a twin can carry (race, religion and politics have no place in a persona and stay out). */
export function factsOfRecord(record: Readonly<Record<string, string>>): SurveyFacts {
  const text = (column: string) => record[column]?.trim() || undefined;
  const count = (column: string) => (text(column) === undefined ? undefined : Number(text(column)));
  return {
    region: text('region'),
    sex: text('sex'),
    ageBand: text('age_band'),
    age: count('age'),
    education: text('education'),
    maritalStatus: text('marital_status'),
    incomeBand: text('income_band'),
    householdSize: text('household_size'),
    children: count('children'),
    employment: text('employment'),
    occupation: text('occupation'),
    country: text('country'),
  };
}

export function pricingTwinOf({
  fields,
  respondentId,
}: Pick<PricingRow, 'fields' | 'respondentId'>): Persona {
  return twinOfFacts(factsOfRecord(fields), { id: `twin2k-${respondentId}`, respondent: respondentId });
}
