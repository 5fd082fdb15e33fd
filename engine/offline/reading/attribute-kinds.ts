// What an attribute an offer states (reading/attributes.ts) is worth to a buyer: its direction, its norm where one
// applies, its role for the product, and its worth against the price. One general model for every product: a
// feature, or a step from the base level to the top one, is worth one "step", a share of the product's usual price
// fitted on real choices (model/choice-coefficients.ts), times its role's weight (how well the product does its job
// counts more than what else it does, which counts more than how it looks or handles); a number is worth steps by how
// far it is from its norm (a doubling is one step); a money amount is worth what it says, and a rate of interest the
// money it makes or costs on a typical balance.
// See docs/decisions/044-choices-and-trade-offs.md and 048-feature-specific-values.md.
import { CARD_INTEREST, SAVINGS_INTEREST } from '../knowledge/categories/financial';
import type { InterestTerms } from '../knowledge/product-categories';
import { DAYS_PER_TIME_UNIT } from '../units';
import type { Attribute } from './attributes';

export interface AttributeNorm {
  value: number;
  unit: string;
  /** Where the figure comes from; 'Estimate: ...' where it is the author's judgement, not a published statistic. */
  source: string;
}

interface AttributeKind {
  /** Matched against the attribute's kind ('5-year warranty' has the kind 'warranty'). */
  words: RegExp;
  /** +1: more of it (or having it) is better for the buyer; -1: worse (a fee, a borrowing rate, a wait). */
  direction: 1 | -1;
  norm?: AttributeNorm;
  /** A money amount of this kind is a level to judge against its norm, not money paid or received (a credit limit). */
  moneyIsLevel?: boolean;
  /** The kind applies to a number only ('5 days delivery' is a wait; 'free delivery' a wanted feature). */
  numbersOnly?: boolean;
  /** Its role whatever the words (ROLE_WEIGHTS): a rate is how well a card, a loan or a savings account does its job. */
  role?: AttributeRole;
  /** A rate of interest on these terms: worth the money it earns or costs on the typical balance. */
  interest?: InterestTerms;
  /** A condition of the offer, not money spent or a feature: says nothing of the offer's worth on its own. */
  condition?: boolean;
  /** A rate paid on what the buyer spends through the product (cash back): money on the product's typical spending. */
  onSpending?: boolean;
}

/**
 * Kinds whose direction is not the default (more is better) or that have a norm. The list is of kinds of attribute
 * across products, never of one product's features: an attribute missing here counts as a wanted feature.
 */
const KINDS: readonly AttributeKind[] = [
  {
    // A minimum or an opening amount ('a $1,000 minimum deposit', 'a $25 minimum order') is money the buyer keeps or
    // spends anyway, and a deposit handed back is no cost: conditions of the offer, not what it costs. A fee or charge
    // is a cost however it is named ('a $50 account opening fee', 'a $5 minimum charge').
    words:
      /^(?!.*\b(?:fees?|charges?|surcharges?)\b).*(?:\b(minimum|min|opening)\b|(?<!non-)\b(refundable|refunded|returnable|returned)\b)/,
    direction: 1,
    condition: true,
  },
  {
    words: /\b(fees?|charges?|surcharges?|commission|penalty|penalties|deductible|excess|deposits?)\b/,
    direction: -1,
  },
  {
    words: /\b(ads|advertising|adverts|contract|lock-in|commitment|wait|waiting|delay|setup time)\b/,
    direction: -1,
  },
  {
    // How soon a service comes or answers ('arrival within 2 hours', 'next-day arrival'): sooner is better.
    words: /\b(arrival|arrives?|response|responds?|turnaround|lead time|call-out time)\b/,
    numbersOnly: true,
    direction: -1,
  },
  {
    words: /\b(delivery|shipping|dispatch)\b/,
    numbersOnly: true,
    direction: -1,
    norm: { value: 4, unit: 'day', source: 'Estimate: standard US parcel delivery in 3–5 days.' },
  },
  {
    words: /\b(warranty|guarantee)\b/,
    direction: 1,
    norm: {
      value: 1,
      unit: 'year',
      source:
        "Estimate: a one-year manufacturer's warranty is the usual one on US electronics and appliances.",
    },
  },
  {
    words: /\b(cash ?back|rewards?)\b/,
    direction: 1,
    norm: { value: 1.5, unit: '%', source: 'Estimate: flat-rate US cash-back credit cards pay 1–2%.' },
    onSpending: true,
  },
  {
    words: /\b(trial|grace period|return window|returns window)\b/,
    direction: 1,
    norm: {
      value: 30,
      unit: 'day',
      source: 'Estimate: 30 days is the common US free-trial and return window.',
    },
  },
  { words: /\b(limits?|cover|coverage|allowance|credit)\b/, direction: 1, moneyIsLevel: true },
];

const DEFAULT_KIND: AttributeKind = { words: /$^/, direction: 1 };

/** A rate of interest, whichever way it is paid. */
const RATE_WORDS = /\b(apr|apy|aer|interest|borrowing rate|savings rate|yields?)\b/;
/** Words that say the rate is paid to the buyer, whatever the product. */
const PAID_RATE_WORDS = /\b(apy|aer|yields?|savings|deposits?|pays|paying|earns?|earning)\b/;
/**
 * A rate counts for the buyer when paid to them and against them when charged; the product's own terms (its
 * category's) say which and give the usual rate and balance, unless the words say the rate is earned ('4.5% APY').
 */
function rateKind(interest: InterestTerms | undefined): AttributeKind {
  const terms = interest ?? CARD_INTEREST;
  return {
    words: RATE_WORDS,
    direction: terms.paidTo === 'buyer' ? 1 : -1,
    role: 'performance',
    norm: { value: terms.usualRate, unit: '%', source: terms.source },
    interest: terms,
  };
}

/**
 * What an attribute does for the product, after the Kano model's split of product attributes (Kano, Seraku, Takahashi
 * & Tsuji 1984, "Attractive quality and must-be quality"): `performance`, the model's one-dimensional attributes, how
 * well the product does the job it is bought for (its resolution, speed, capacity, range) and what it costs or
 * burdens the buyer with (fees, interest, waits, ads: more is proportionally worse); `function`, a further thing it
 * can do (video, wifi, a grinder), and every attribute not listed here; `form`, how it looks or is handled (a swivel
 * screen, a colour, a case).
 */
export type AttributeRole = 'performance' | 'function' | 'form';

/**
 * Steps of worth per role, against a further function's one. Estimate, not fitted: Kano's ordering (performance
 * attributes move satisfaction in proportion to how well they are met; extras and looks less) as a round ladder of
 * half a step either side. A factor of two per role was tried first and valued looks too little (decision 048). Only
 * the step share (choice-coefficients.ts) is fitted.
 */
export const ROLE_WEIGHTS: Readonly<Record<AttributeRole, number>> = {
  performance: 1.5,
  function: 1,
  form: 0.5,
};

/** Words of attributes across products by role; matched against the attribute's kind and unit. */
const ROLE_WORDS: ReadonlyArray<[AttributeRole, RegExp]> = [
  [
    'performance',
    /\b(pixels?|pixel count|megapixels?|mp|resolution|zoom|lens|sensor|image quality|picture quality|sound quality|audio quality|processor|cpu|speed|performance|power|horsepower|capacity|storage|memory|ram|gb|tb|range|accuracy|suction|brightness|refresh rate)\b/,
  ],
  [
    'form',
    /\b(swivel|tilting|tilt|flip|articulating|vari-angle|touch ?screen|colou?rs?|design|finish|style|styling|look|shape|case|strap|stand|grip|packaging)\b/,
  ],
];

/** The role of an attribute for the product it is of (ROLE_WEIGHTS). */
export function roleOf(attribute: Attribute, interest?: InterestTerms): AttributeRole {
  const kind = kindOf(attribute, interest);
  if (kind.role) return kind.role;
  if (kind.direction < 0) return 'performance';
  const about = `${attribute.kind} ${attribute.form === 'number' ? attribute.unit.toLowerCase() : ''}`;
  return ROLE_WORDS.find(([, words]) => words.test(about))?.[0] ?? 'function';
}

function kindOf(attribute: Attribute, interest?: InterestTerms): AttributeKind {
  if (RATE_WORDS.test(attribute.kind)) {
    if (!PAID_RATE_WORDS.test(attribute.kind)) return rateKind(interest);
    return rateKind(interest?.paidTo === 'buyer' ? interest : SAVINGS_INTEREST);
  }
  const named = KINDS.find(
    (kind) => kind.words.test(attribute.kind) && (!kind.numbersOnly || attribute.form === 'number'),
  );
  // A bare percentage on a product that pays or charges interest is its rate ('a savings account paying 4.5%').
  if (!named && interest && attribute.form === 'number' && attribute.unit === '%') return rateKind(interest);
  return named ?? DEFAULT_KIND;
}

/**
 * A feature stated as given at no charge ('free delivery', 'classes included'): a term of the offer. Beside another
 * offer's fee for the same thing it is still a step of its own, not only the fee saved: buyers value a zero price
 * above the money it saves (Shampanier, Mazar & Ariely 2007, "Zero as a special price: the true value of free
 * products", Marketing Science 26(6)).
 */
export const isStatedFree = (attribute: Attribute): boolean =>
  attribute.form === 'presence' &&
  attribute.present &&
  /^(?:free|complimentary)\b|\b(?:included|for free|at no extra cost)$/.test(attribute.text);

/** Months of a recurring amount a buyer weighs against a one-off price (as for a recurring price, PRICE in coefficients.ts). */
export const RECURRING_MONTHS_CONSIDERED = 4;
const MONTHS: Record<string, number> = { 'one-off': 1, monthly: RECURRING_MONTHS_CONSIDERED, yearly: 1 };
/** A number more than four times (or under a quarter of) its norm counts no more than four times. */
const MAX_STEPS_FROM_NORM = 2;

/**
 * The money a rate makes the buyer (or costs them, negative) beyond the usual rate, on a yearly amount in dollars (the
 * typical balance, or what a card is spent on in a year), over the period the product's fee is stated for, counted as
 * a fee of that period is: so '4.5% interest' on a savings account meets 'a $5 monthly fee' as dollars a month, and
 * '2% cash back' meets a card's annual fee as dollars a year, not as steps of worth against dollars.
 */
function moneyAtRate(
  points: number,
  amountUsd: number,
  terms: InterestTerms,
  direction: 1 | -1,
  conceptPerUsd: number,
): number {
  const yearly = (points / 100) * amountUsd * conceptPerUsd;
  return direction * (terms.per === 'month' ? (yearly / 12) * MONTHS.monthly! : yearly * MONTHS.yearly!);
}

/**
 * The months over which a rate stated for a period only ('0% APR for 15 months') is averaged with the rate after it.
 * Estimate: three years, between the usual length of an introductory card offer (12–21 months) and the five years or
 * more most US cardholders keep a card (a survey of 2,000 adults by Op4G for CardRatings.com, reported by Electronic
 * Payments International: 63% had held their cards for five years), counting what is further off no more than that.
 */
export const RATE_HORIZON_MONTHS = 36;

/**
 * The rate a buyer weighs: one stated for a period only holds for its months of the horizon and the rate after it
 * (stated, 'then 24.9%', else the usual one) for the rest; so '0% for 15 months' is worth the saving over 15 months.
 */
export function rateOverHorizon(attribute: Attribute & { form: 'number' }, usualRate: number): number {
  const period = attribute.period;
  if (!period || period.months >= RATE_HORIZON_MONTHS) return attribute.value;
  const share = period.months / RATE_HORIZON_MONTHS;
  return attribute.value * share + (period.then ?? usualRate) * (1 - share);
}

export interface AttributeWorth {
  /** Steps of worth (each a fitted share of the usual price): features, levels, numbers against their norm. */
  steps: number;
  /** Money amounts at face value, in the concept's currency (a fee is negative). */
  money: number;
  /** The norm a number was judged against, when it was. */
  norm?: AttributeNorm;
}

/**
 * The norm of a number of this attribute, where knowledge has one in the same unit (times in any unit, as days). A battery life is judged against
 * its category's norm by the quality claims it makes (battery-life.ts), so it has none here.
 */
export function normOf(attribute: Attribute, interest?: InterestTerms): AttributeNorm | undefined {
  const norm = kindOf(attribute, interest).norm;
  if (attribute.form !== 'number' || !norm) return norm;
  const [normDays, ownDays] = [DAYS_PER_TIME_UNIT[norm.unit], DAYS_PER_TIME_UNIT[attribute.unit]];
  if (normDays !== undefined && ownDays !== undefined)
    return { ...norm, value: norm.value * normDays, unit: 'day' };
  return norm.unit === attribute.unit ? norm : undefined;
}

/** The value an attribute is judged on against a norm: a number, or a money amount that is a level (a limit). */
export function levelNumberOf(attribute: Attribute): number | undefined {
  if (attribute.form === 'number') return attribute.value * (DAYS_PER_TIME_UNIT[attribute.unit] ?? 1);
  if (attribute.form === 'money' && kindOf(attribute).moneyIsLevel) return attribute.amount;
  return undefined;
}

/**
 * What one attribute is worth to a buyer. `setNorm` is the mean of the same attribute across the offers a buyer
 * compares, used for a number when knowledge has no norm; undefined when the attribute says nothing on its own
 * (a number with no norm and nothing to compare it with). `conceptPerUsd` (units of the concept's currency per
 * dollar) is given where the product has a price to weigh money against: a rate is then money; without it, steps.
 */
export function attributeWorth(
  attribute: Attribute,
  options: { setNorm?: number; interest?: InterestTerms; conceptPerUsd?: number } = {},
): AttributeWorth | undefined {
  const kind = kindOf(attribute, options.interest);
  if (kind.condition) return undefined;
  // Steps per unit: the buyer's direction times the attribute's role weight.
  const weight = kind.direction * ROLE_WEIGHTS[roleOf(attribute, options.interest)];
  switch (attribute.form) {
    case 'presence':
      return { steps: attribute.present ? weight : 0, money: 0 };
    case 'level':
      return { steps: weight * attribute.value, money: 0 };
    case 'money':
      if (!kind.moneyIsLevel)
        return { steps: 0, money: kind.direction * attribute.amount * MONTHS[attribute.period]! };
      break;
    case 'number':
      if (kind.interest && attribute.unit === '%' && options.conceptPerUsd !== undefined) {
        const points = rateOverHorizon(attribute, kind.interest.usualRate) - kind.interest.usualRate;
        return {
          steps: 0,
          money: moneyAtRate(
            points,
            kind.interest.balance.usd,
            kind.interest,
            kind.direction,
            options.conceptPerUsd,
          ),
          norm: kind.norm!,
        };
      }
      if (kind.onSpending && attribute.unit === '%' && options.interest?.spending && options.conceptPerUsd)
        return {
          steps: 0,
          money: moneyAtRate(
            attribute.value - kind.norm!.value,
            options.interest.spending.usd,
            options.interest,
            kind.direction,
            options.conceptPerUsd,
          ),
          norm: kind.norm!,
        };
      break;
  }
  const value =
    attribute.form === 'number' && kind.interest
      ? rateOverHorizon(attribute, kind.interest.usualRate)
      : levelNumberOf(attribute)!;
  const norm = normOf(attribute, options.interest);
  const against = norm?.value ?? options.setNorm;
  if (against === undefined || against <= 0 || value < 0) return undefined;
  const steps = Math.log2(Math.max(value, against / 2 ** MAX_STEPS_FROM_NORM) / against);
  return {
    steps: weight * Math.min(steps, MAX_STEPS_FROM_NORM),
    money: 0,
    ...(norm && { norm }),
  };
}
