// Every attribute a concept states, as attribute, value and unit or level: numbers with units ('a 5-year warranty',
// '18% APR'), money amounts that are not the price ('a $5 monthly fee'), qualitative levels ('a higher zoom',
// 'a low interest rate') and features present or absent ('wifi', 'no video capture'). What each is worth is
// knowledge (reading/attribute-kinds.ts); this file only reads.
import { memoize } from '../memoize';
import { NUMBER_WORDS, numberWordsPattern } from '../units';

export type AttributePeriod = 'one-off' | 'monthly' | 'yearly';

interface AttributeBase {
  /** What the attribute is about, as written and normalised ('warranty', 'monthly fee', 'wifi'). */
  kind: string;
  /** The words it was read from. */
  text: string;
}

/** A rate stated for a period only ('0% APR for 15 months, then 24.9%'): its months and the rate after, if stated. */
export interface RatePeriod {
  months: number;
  then?: number;
}

export type Attribute =
  | (AttributeBase & { form: 'number'; value: number; unit: string; period?: RatePeriod })
  | (AttributeBase & { form: 'money'; amount: number; period: AttributePeriod })
  /** value: 0 the base level (standard, low, short, basic, local) .. 1 the top one (higher, high, long, premium). */
  | (AttributeBase & { form: 'level'; level: string; value: number })
  | (AttributeBase & { form: 'presence'; present: boolean });

export interface AttributesRead {
  attributes: Attribute[];
  /** Parts of a feature list the reader could not make out ('a Nikon'): neutral, reported so the user sees it. */
  unread: string[];
}

/** Level words, each with its place from the base level (0) to the top one (1). */
export const LEVEL_WORDS: Readonly<Record<string, number>> = {
  low: 1 / 3,
  lower: 1 / 3,
  medium: 2 / 3,
  moderate: 2 / 3,
  average: 2 / 3,
  high: 1,
  higher: 1,
  standard: 0,
  basic: 0,
  regular: 0,
  normal: 0,
  fixed: 0,
  ordinary: 0,
  premium: 1,
  enhanced: 1,
  extended: 1,
  advanced: 1,
  short: 0,
  shorter: 0,
  long: 1,
  longer: 1,
  small: 0,
  smaller: 0,
  large: 1,
  larger: 1,
  big: 1,
  bigger: 1,
  local: 0,
  regional: 0.5,
  national: 1,
  nationwide: 1,
  slow: 0,
  fast: 1,
  faster: 1,
};

/** Units of numbers, mapped to one spelling. */
const UNITS: ReadonlyArray<[RegExp, string]> = [
  [/^(%|percent|per cent)$/, '%'],
  [/^(gb|gigabytes?)$/, 'GB'],
  [/^(tb|terabytes?)$/, 'TB'],
  [/^(mp|megapixels?)$/, 'MP'],
  [/^(inch|inches|in|")$/, 'inch'],
  [/^mah$/, 'mAh'],
  [/^(l|litres?|liters?)$/, 'litre'],
  [/^(minutes?|mins?)$/, 'minute'],
  [/^(hours?|hrs?|h)$/, 'hour'],
  [/^(days?)$/, 'day'],
  [/^(weeks?)$/, 'week'],
  [/^(months?)$/, 'month'],
  [/^(years?|yrs?)$/, 'year'],
  [/^(x|×)$/, 'x'],
  [/^(seats?)$/, 'seat'],
  [/^(classes)$/, 'class'],
  [/^(users?|people|persons?)$/, 'user'],
];

/** Words of money amounts that are a part of the offer, not its price. */
const MONEY_ATTRIBUTE_WORDS =
  /\b(fees?|charges?|surcharges?|deposits?|limits?|cover|coverage|cash ?back|rebates?|credit|bonus|deductible|excess|commission|penalty|penalties|allowance|minimum(?: [a-z]+)?|balance)\b/;

/** Connectors after which every list item is a feature of what came before. */
const FEATURE_CONNECTOR = /\b(?:with|including|includes|include|plus|featuring|offers|comes with|has)\b/;
// A comma inside a number ('$1,000') separates no items.
const ITEM_SEPARATOR =
  /\s*(?:(?<!\d),|,(?!\d{3}(?!\d))|[;:()]|\.(?!\d)|\band\b|\bbut\b|\bor\b|\bwith\b|\bincluding\b|\bplus\b|\bfeaturing\b)\s*/;
const LEADING_FILLER =
  /^(?:(?:a|an|the|its|their|our|your|of|up to|at|for|only|just|also|some|any|free of)\s+)+/;
const ABSENCE = /^(?:no|without|not|zero)\s+(?:an?\s+|any\s+)?/;
const MONEY =
  /(?:(?:us)?\$|€|£|\b(?:usd|eur|gbp)\s?)\s?(\d[\d,]*(?:\.\d+)?)(?:\s?(k))?|(\d[\d,]*(?:\.\d+)?)\s?(?:dollars|euros?|pounds)\b/;
const NUMBER_WITH_UNIT =
  /(\d+(?:\.\d+)?)\s?-?\s?(%|percent|per cent|gb|gigabytes?|tb|terabytes?|mp|megapixels?|inch(?:es)?|in\b|"|mah|litres?|liters?|l\b|minutes?|mins?\b|hours?|hrs?|h\b|days?|weeks?|months?|years?|yrs?|x\b|×|seats?|classes|users?|people|persons?)/;
/**
 * A rate with its word ('5% interest', '4.5% APY', 'paying 4%'): what an item is about even when it names a term
 * first ('a 12-month CD at 5% interest').
 */
const RATE =
  /(?:(?<=\b(?:pays?|paying|earns?|earning|yields?|yielding)\s)|(?=\d+(?:\.\d+)?\s?(?:%|percent|per cent)\s(?:(?:a year|annual|yearly|fixed|variable|intro|introductory|promotional|bonus)\s)?(?:apr|apy|aer|interest|yield|rate)\b))(\d+(?:\.\d+)?)\s?(%|percent|per cent)/;
/**
 * A share of spending paid back ('2% cash back', '2% back on every purchase'), or points or miles earned per dollar
 * ('3x points', '2 miles per dollar'). A point or mile counts a cent, an estimate: what issuers pay for one redeemed as
 * cash or a statement credit (Chase Ultimate Rewards points as cash back, Capital One miles against travel purchases,
 * 1 cent each in their published redemption terms); transfers to airlines can be worth more, store points less.
 */
const CASH_BACK =
  /(\d+(?:\.\d+)?)\s?(?:(?:%|percent|per cent)\s(?:cash ?back|back)\b|[x×]\s(?:points|miles)\b|(?:points|miles)\s(?:per|for every|on every|a)\s(?:dollar|\$1)\b)/;
/**
 * The months a rate holds for ('for 15 months', 'for the first year'), said after it; 'over five years' is a loan's
 * term, not a period of its rate.
 */
const RATE_MONTHS = new RegExp(
  String.raw`\b(?:for|during) (?:the first |its first )?(\d+|${numberWordsPattern()})?[ -]?(months?|years?)\b`,
);
/** A deposit fixed for a term named before its rate ('a 12-month CD at 5%'): the months its rate holds for. */
const FIXED_TERM =
  /\b(\d+)[- ](months?|years?)[- ](?:cds?|certificates?|bonds?|fixed|term deposits?|fixed-rate)\b/;
/** The rate after a rate's period ('then 24.9%', 'rising to 24.9% APR after'), said after it or as the next item. */
const RATE_THEN =
  /\b(?:then|after(?: that| which| it)?|thereafter|rising to|reverting to|going to|afterwards)\s+(?:to\s+)?(\d+(?:\.\d+)?)\s?(?:%|percent|per cent)(?:\s?(?:apr|apy|aer|interest|variable|a year))*/;
/**
 * A wait named by its day ('next-day delivery', 'same-day arrival'), read as a number of days. Same-day is taken as
 * half a day: an estimate for service within the working day.
 */
const DAY_WAITS: ReadonlyArray<[RegExp, number]> = [
  [/\bsame[- ]day\b/, 0.5],
  [/\b(?:next[- ]day|overnight)\b/, 1],
];
const PERIOD = /\b(?:per|a|an|each|every|\/)\s?(month|mo|year|yr|annum)\b|\b(monthly|annual|yearly)\b/;
const INCLUDED =
  /\s+(?:is |are )?(included|not included|extra|at extra cost|at no extra cost|free|for free)$/;
const FREE = /^(?:free|complimentary)\s+/;
const STOP_WORDS = new Set([
  'a',
  'an',
  'the',
  'it',
  'this',
  'that',
  'one',
  'all',
  'more',
  'less',
  'price',
  'only',
]);

const isFiller = (item: string): boolean => {
  const rest = item.replace(LEADING_FILLER, '').trim();
  return rest === '' || LEADING_FILLER.test(`${rest} `) || STOP_WORDS.has(rest);
};

const periodOf = (text: string): AttributePeriod => {
  const match = PERIOD.exec(text);
  const word = match?.[1] ?? match?.[2];
  if (!word) return 'one-off';
  return /^(month|mo|monthly)$/.test(word) ? 'monthly' : 'yearly';
};

const unitOf = (written: string): string =>
  UNITS.find(([pattern]) => pattern.test(written.toLowerCase()))?.[1] ?? written;

/** The item's words with articles, fillers, numbers and period words taken out: what the attribute is about. */
function kindOf(text: string): string {
  return text
    .replace(MONEY, ' ')
    .replace(RATE, ' ')
    .replace(NUMBER_WITH_UNIT, ' ')
    .replace(PERIOD, (match, _unit, adjective: string | undefined) =>
      adjective ? ` ${adjective === 'annual' ? 'yearly' : adjective} ` : ' ',
    )
    .replace(/\b(?:same|next)[- ]day\b|\bovernight\b/g, ' ')
    .replace(/\b(?:of|in|on|for|to|up|at|is|are|a|an|the|its|free|included|not|extra|cost|within)\b/g, ' ')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s-\s|^-|-$/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function moneyAmount(match: RegExpExecArray): number {
  const amount = Number((match[1] ?? match[3] ?? '').replace(/,/g, ''));
  return match[2] ? amount * 1000 : amount;
}

/** A rate, with the period it holds for and the rate after it when the item says so ('0% APR for 15 months'). */
function readRate(item: string, text: string, rate: RegExpExecArray): Attribute {
  const then = RATE_THEN.exec(text);
  const rest = then ? text.slice(0, then.index) + text.slice(then.index + then[0].length) : text;
  const said = RATE_MONTHS.exec(rest.slice(rate.index));
  const months = said ?? FIXED_TERM.exec(rest);
  const count = months && (months[1] === undefined ? 1 : (NUMBER_WORDS[months[1]] ?? Number(months[1])));
  const period: RatePeriod | undefined =
    months && count
      ? { months: count * (months[2]!.startsWith('year') ? 12 : 1), ...(then && { then: Number(then[1]) }) }
      : undefined;
  const about = said ? rest.replace(said[0], ' ') : rest;
  const kind = kindOf(about.replace(rate[0], ' '));
  return {
    form: 'number',
    kind: kind || '%',
    text: item.trim(),
    value: Number(rate[1]),
    unit: '%',
    ...(period && { period }),
  };
}

/** The amount borrowed, where a concept states it ('a personal loan of $6,000', 'borrow £5,000', 'a $6,000 loan'). */
const PRINCIPAL = new RegExp(
  String.raw`\b(?:loan of|borrow(?:ing)?)\s+(?:up to\s+)?(${MONEY.source})|(${MONEY.source})\s+(?:[a-z-]+\s+)?loan\b(?!\s*(?:fees?|charges?|costs?))`,
);

export function readPrincipal(conceptText: string): number | undefined {
  const match = PRINCIPAL.exec(conceptText.toLowerCase());
  const money = match && MONEY.exec(match[1] ?? match[5]!);
  return money ? moneyAmount(money) : undefined;
}

/** One list item read as an attribute, or undefined when it names none. */
function readItem(item: string, asFeature: boolean): Attribute | undefined {
  let text = item.replace(LEADING_FILLER, '').trim();
  if (text === '') return undefined;
  const absent = ABSENCE.test(text);
  text = text.replace(ABSENCE, '');
  const money = MONEY.exec(text);
  // A rate is what an item is about beside an amount too: 'a personal loan of $6,000 at 7% interest'.
  const statedRate = RATE.exec(text);
  if (money && statedRate)
    return readRate(item, text.replace(MONEY, ' '), RATE.exec(text.replace(MONEY, ' '))!);
  if (money && MONEY_ATTRIBUTE_WORDS.test(text)) {
    const kind = kindOf(text);
    if (kind !== '')
      return {
        form: 'money',
        kind,
        text: item.trim(),
        amount: absent ? 0 : moneyAmount(money),
        period: periodOf(text),
      };
  }
  if (money) return undefined; // the price itself
  // Cash back is what an item is about wherever it stands ('no yearly fee that gives you 2% cashback').
  const cashBack = CASH_BACK.exec(text);
  if (cashBack)
    return { form: 'number', kind: 'cash back', text: item.trim(), value: Number(cashBack[1]), unit: '%' };
  const rate = RATE.exec(text);
  if (rate) return readRate(item, text, rate);
  const number = NUMBER_WITH_UNIT.exec(text);
  if (number) {
    const kind = kindOf(text);
    const unit = unitOf(number[2]!);
    if (unit === '%' && /\b(?:apr|apy|aer|interest|rate)\b/.test(text)) return readRate(item, text, number);
    return { form: 'number', kind: kind || unit, text: item.trim(), value: Number(number[1]), unit };
  }
  const dayWait = DAY_WAITS.find(([words]) => words.test(text));
  if (dayWait && !absent) {
    const kind = kindOf(text);
    if (kind !== '') return { form: 'number', kind, text: item.trim(), value: dayWait[1], unit: 'day' };
  }
  const included = INCLUDED.exec(text);
  if (included) {
    const kind = kindOf(text.slice(0, included.index));
    if (kind === '') return undefined;
    const present = !absent && !/^(not included|extra|at extra cost)$/.test(included[1]!);
    return { form: 'presence', kind, text: item.trim(), present };
  }
  if (FREE.test(text)) {
    const kind = kindOf(text.replace(FREE, ''));
    if (kind !== '') return { form: 'presence', kind, text: item.trim(), present: true };
  }
  const words = text.split(/\s+/);
  const levelAt = words.findIndex((word) => LEVEL_WORDS[word] !== undefined);
  if (levelAt >= 0 && levelAt < words.length - 1 && !absent) {
    const kind = kindOf(words.slice(levelAt + 1).join(' '));
    if (kind !== '')
      return {
        form: 'level',
        kind,
        text: item.trim(),
        level: words[levelAt]!,
        value: LEVEL_WORDS[words[levelAt]!]!,
      };
  }
  // A number whose unit is not known says something the reader cannot weigh: unread, never a feature.
  if ((absent || asFeature) && !/\d/.test(text)) {
    const kind = kindOf(text);
    if (/[a-z]/.test(kind) && !STOP_WORDS.has(kind))
      return { form: 'presence', kind, text: item.trim(), present: !absent };
  }
  return undefined;
}

function read(conceptText: string): AttributesRead {
  const attributes: Attribute[] = [];
  const unread: string[] = [];
  for (const sentence of conceptText.toLowerCase().split(/(?<=[.!?])\s+/)) {
    const connector = FEATURE_CONNECTOR.exec(sentence);
    const featuresFrom = connector ? connector.index : sentence.length;
    let offset = 0;
    for (const item of sentence.split(ITEM_SEPARATOR)) {
      const at = sentence.indexOf(item, offset);
      offset = at + item.length;
      // 'for university students' says who it is for (the audience reading's), not what it has.
      if (item.trim() === '' || /^for\b/.test(item.trim())) continue;
      const asFeature = at >= featuresFrom;
      // 'then 24.9%' after '0% APR for 15 months': the rate after the period.
      const previous = attributes.at(-1);
      const then = RATE_THEN.exec(item.trim());
      if (previous?.form === 'number' && previous.period && then?.index === 0) {
        attributes[attributes.length - 1] = {
          ...previous,
          period: { ...previous.period, then: Number(then[1]) },
        };
        continue;
      }
      const attribute = readItem(item, asFeature);
      if (attribute) attributes.push(attribute);
      else if (asFeature && !MONEY.test(item) && !isFiller(item)) unread.push(item.trim());
    }
  }
  return { attributes, unread };
}

/** The attributes a concept states, in the order written. */
export const readAttributes: (conceptText: string) => AttributesRead = memoize(read, 2000);
