import { EUR_PER_UNIT, type BillingPeriod, type Currency } from '../units';

export interface PriceMention {
  amount: number;
  currency: Currency;
  period: BillingPeriod;
  /** The mention as written, period included ('€29/month'). */
  text: string;
  /** Euros per month for recurring prices; the full price in euros for one-off ones. */
  amountEur: number;
  /**
   * An amount that is not what the buyer pays: a cover, limit, saving or prize ('covering vet bills up to $5,000',
   * 'a $500 limit', 'save $20', 'win $1,000').
   */
  notAPrice?: boolean;
  /** An amount named as a fee ('a $99 joining fee', 'a $95 annual fee'): the price only where no other amount is. */
  fee?: boolean;
}

/** 'A $99 joining fee', '$12 monthly fee'; not '$45 plus fees' or '$80 excluding fees', where the amount is the price. */
const FEE_AFTER =
  /^\s*(?!(?:plus|excluding|excl|including|incl|before|after|with|without|no|not|and|or|in|\+)\b)(?:[a-z-]+\s){0,2}?(?:fees?|surcharge|charge)\b/i;

/**
 * Words right before (or after) an amount that make it something other than the price. A minimum, an opening amount
 * or a deposit held ('a $1,000 minimum deposit', 'minimum order of $25', 'a $200 refundable deposit') is a condition
 * of the offer: money the buyer keeps or spends anyway, not what the offer costs; so is the amount of a loan ('a
 * personal loan of $6,000'), which its rate or payment prices.
 */
const NOT_A_PRICE_BEFORE =
  /\b(?:up to|covering|covers?|cover of|limit of|credit of|worth|save|saving|savings of|win|earn|earning|cashback of|bonus of|deposit of|payout of|of up to|minimum (?:deposit|balance|order|spend|opening deposit|investment)(?: of)?|minimum of|balance of|opening (?:deposit|balance) of|loan of|borrow|borrowing)\s*$/i;
const NOT_A_PRICE_AFTER =
  /^\s*(?:limit|credit limit|of cover|cover|coverage|worth of|savings?|bonus|cashback|prize|minimum|min\b|opening (?:deposit|balance)|(?:refundable |returnable |security )?deposit|balance|(?:[a-z-]+ )?loan)\b/i;

const CURRENCY_ALIASES: Record<string, Currency> = {
  '€': 'EUR',
  eur: 'EUR',
  euro: 'EUR',
  euros: 'EUR',
  $: 'USD',
  usd: 'USD',
  us$: 'USD',
  dollar: 'USD',
  dollars: 'USD',
  bucks: 'USD',
  '£': 'GBP',
  gbp: 'GBP',
  pound: 'GBP',
  pounds: 'GBP',
  quid: 'GBP',
  chf: 'CHF',
  francs: 'CHF',
};

/** How many of each billing period make a month. */
export const PER_MONTH: Record<Exclude<BillingPeriod, 'one-off'>, number> = {
  day: 30.4,
  week: 4.35,
  month: 1,
  year: 1 / 12,
};

const SYMBOL = String.raw`(€|\$|£|US\$|EUR|USD|GBP|CHF)`;
const WORD = String.raw`(€|\$|£|EUR|USD|GBP|CHF|euros?|dollars?|pounds?|quid|bucks|francs)`;
/**
 * An amount of money: thousands groups first ('1,450', '1.450,50'), then plain numbers with up to two
 * decimals ('9.99', '29'); never the start of a longer number ('1,2000'). Read it with parseAmount.
 */
export const AMOUNT = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?(?![\d])|\d+(?:[.,]\d{1,2})?(?![\d])`;
const NUMBER = `(${AMOUNT})`;
const SUFFIX_K = String.raw`(k\b)?`;
const PRICE_PATTERN = new RegExp(
  String.raw`${SYMBOL}\s?${NUMBER}${SUFFIX_K}|${NUMBER}${SUFFIX_K}\s?${WORD}(?![a-z])`,
  'gi',
);
const PERIOD_PATTERN =
  /^\s*(?:(?:\/|per|a|an|each|every)\s*(?:user\s*(?:\/|per)\s*)?(day|week|wk|month|mo|year|yr|annum)\b|(daily|weekly|monthly|annual|annually|yearly)\b|(p\.?m\.?)(?![a-z]))/i;

const PERIOD_ALIASES: Record<string, Exclude<BillingPeriod, 'one-off'>> = {
  day: 'day',
  daily: 'day',
  week: 'week',
  wk: 'week',
  weekly: 'week',
  month: 'month',
  mo: 'month',
  monthly: 'month',
  pm: 'month',
  'p.m.': 'month',
  'p.m': 'month',
  year: 'year',
  yr: 'year',
  annum: 'year',
  annual: 'year',
  annually: 'year',
  yearly: 'year',
};

/** '1,450' → 1450, '1.450' → 1450, '9,99' → 9.99, '1.450,50' → 1450.5. */
export function parseAmount(raw: string): number {
  const lastSeparator = Math.max(raw.lastIndexOf(','), raw.lastIndexOf('.'));
  if (lastSeparator < 0) return Number(raw);
  const digitsAfter = raw.length - lastSeparator - 1;
  const isThousandsSeparator = digitsAfter === 3;
  const integerPart = raw.slice(0, lastSeparator).replace(/[.,]/g, '');
  const tail = raw.slice(lastSeparator + 1);
  return isThousandsSeparator ? Number(integerPart + tail) : Number(`${integerPart}.${tail}`);
}

/** Every price in the text, in order, with its billing period. */
export function findPrices(text: string): PriceMention[] {
  const mentions: PriceMention[] = [];
  for (const match of text.matchAll(PRICE_PATTERN)) {
    const [whole, symbolBefore, numberAfterSymbol, kAfterSymbol, numberBefore, kBeforeWord, wordAfter] =
      match;
    const currency = CURRENCY_ALIASES[(symbolBefore ?? wordAfter ?? '').toLowerCase()];
    const rawNumber = numberAfterSymbol ?? numberBefore;
    if (!currency || !rawNumber) continue;
    const multiplier = kAfterSymbol || kBeforeWord ? 1000 : 1;
    const amount = parseAmount(rawNumber) * multiplier;
    const end = (match.index ?? 0) + whole.length;
    const periodMatch = PERIOD_PATTERN.exec(text.slice(end));
    const periodWord = (periodMatch?.[1] ?? periodMatch?.[2] ?? periodMatch?.[3] ?? '').toLowerCase();
    const period: BillingPeriod = PERIOD_ALIASES[periodWord] ?? 'one-off';
    const amountInEur = amount * EUR_PER_UNIT[currency];
    const before = text.slice(Math.max(0, (match.index ?? 0) - 24), match.index ?? 0);
    const notAPrice = NOT_A_PRICE_BEFORE.test(before) || NOT_A_PRICE_AFTER.test(text.slice(end));
    const fee = FEE_AFTER.test(text.slice(end));
    mentions.push({
      amount,
      currency,
      period,
      text: (whole + (periodMatch?.[0] ?? '')).trim(),
      amountEur: period === 'one-off' ? amountInEur : amountInEur * PER_MONTH[period],
      ...(notAPrice ? { notAPrice } : {}),
      ...(fee ? { fee } : {}),
    });
  }
  return mentions;
}
