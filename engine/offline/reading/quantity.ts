import { memoize } from '../memoize';
import { parseAmount } from './price-parser';
import { analyseText } from './text-analysis';

/** Units a pack size is written in. 'oz' alone is weight or volume: the product decides (water is fluid). */
export type SizeUnit = 'oz' | 'fl oz' | 'lb' | 'g' | 'kg' | 'ml' | 'cl' | 'l' | 'gal' | 'qt' | 'pt';

export interface SizeReading {
  amount: number;
  unit: SizeUnit;
  text: string;
}

/** What one stated price pays for: 'per user per month' → ['seat', 'month']. */
export type Basis =
  'seat' | 'month' | 'year' | 'week' | 'day' | 'night' | 'hour' | 'session' | 'serving' | 'person' | 'trip';

/** Stated lengths and counts of time-like units: '3 nights', '2-hour', '12-month', '10 classes'. */
export type DurationUnit = 'hour' | 'night' | 'day' | 'week' | 'month' | 'year' | 'session' | 'serving';

export interface QuantityReading {
  /** Pieces: '12 count', '100 ct', 'pack of 35', '35-pack', 'a dozen', the 3 of '3 x 250 g', '18 eggs'. */
  count?: number;
  /** 'pack' when the count was written as a pack, set or case ('pack of 2 umbrellas'). */
  countKind?: 'count' | 'pack';
  /** Size of one piece when a count is given ('16.9-ounce bottles'), otherwise of the whole product. */
  size?: SizeReading;
  per: Basis[];
  durations: Partial<Record<DurationUnit, number>>;
  /** Users or seats a plan covers ('for up to 10 users'). */
  seats?: number;
  /** The phrases read, as written. */
  mentions: string[];
}

const GRAMS: Partial<Record<SizeUnit, number>> = { oz: 28.3495, lb: 453.592, g: 1, kg: 1000 };
const MILLILITRES: Partial<Record<SizeUnit, number>> = {
  oz: 29.5735,
  'fl oz': 29.5735,
  ml: 1,
  cl: 10,
  l: 1000,
  gal: 3785.41,
  qt: 946.353,
  pt: 473.176,
};

/** Grams, or undefined for a volume unit. */
export function sizeInGrams(size: SizeReading): number | undefined {
  const factor = GRAMS[size.unit];
  return factor === undefined ? undefined : size.amount * factor;
}

/** Millilitres, or undefined for a weight unit; 'oz' counts as fluid ounces here. */
export function sizeInMillilitres(size: SizeReading): number | undefined {
  const factor = MILLILITRES[size.unit];
  return factor === undefined ? undefined : size.amount * factor;
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  fifty: 50,
  hundred: 100,
};
// A number not glued to a currency sign or another number: '1,200', '16.9', '35'.
const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const NOT_AFTER = String.raw`(?<![$€£\d.,])`;
const NUM = String.raw`${NOT_AFTER}(${DIGITS})`;
const NUM_OR_WORD = String.raw`${NOT_AFTER}\b(${DIGITS}|${Object.keys(NUMBER_WORDS).join('|')})`;

function toNumber(raw: string): number {
  return NUMBER_WORDS[raw.toLowerCase()] ?? parseAmount(raw);
}

const SIZE_PATTERN = new RegExp(
  String.raw`${NUM}\s?-?\s?(fl\.?\s?oz|fluid\s+ounces?|oz|ounces?|lbs?|pounds?(?=\s+(?:of|bag|box|pack|bucket|tub)\b)|kg|kilos?|kilograms?|g|grams?|ml|millilit(?:er|re)s?|cl|l|lit(?:er|re)s?|gal|gallons?|qt|quarts?|pt|pints?)\.?(?![a-z])`,
  'gi',
);

const SIZE_UNIT_NAMES: Record<string, SizeUnit> = {
  floz: 'fl oz',
  fluidounce: 'fl oz',
  oz: 'oz',
  ounce: 'oz',
  lb: 'lb',
  pound: 'lb',
  kg: 'kg',
  kilo: 'kg',
  kilogram: 'kg',
  g: 'g',
  gram: 'g',
  ml: 'ml',
  milliliter: 'ml',
  millilitre: 'ml',
  cl: 'cl',
  l: 'l',
  liter: 'l',
  litre: 'l',
  gal: 'gal',
  gallon: 'gal',
  qt: 'qt',
  quart: 'qt',
  pt: 'pt',
  pint: 'pt',
};

/** '5G' is a network, not five grams. */
function sizeUnitOf(written: string): SizeUnit | undefined {
  if (written === 'G') return undefined;
  const key = written.toLowerCase().replace(/[\s.]/g, '');
  return SIZE_UNIT_NAMES[key] ?? SIZE_UNIT_NAMES[key.replace(/s$/, '')];
}

const PIECE_WORDS = String.raw`count|ct|pk|pcs?|pieces?|rolls?|bags?|pods?|tablets?|capsules?|caplets?|softgels?|gummies|cans?|bottles?|bars?|sheets?|wipes|diapers|loads|packets?|sticks?|cartridges?|refills?|bulbs?|batteries|eggs|k-?cups|servings?|units?`;
const PACK_WORDS = String.raw`pack|packs|box|boxes|case|cases|set|sets|bundle|carton|bag|tub|jar|crate|tray`;

const COUNT_PATTERNS: Array<{
  pattern: RegExp;
  read: (m: RegExpExecArray) => number;
  kind: 'count' | 'pack';
}> = [
  // '2 packs of 24'
  {
    pattern: new RegExp(String.raw`${NUM_OR_WORD}\s+(?:${PACK_WORDS})\s+of\s+${NUM_OR_WORD}\b`, 'gi'),
    read: (m) => toNumber(m[1]!) * toNumber(m[2]!),
    kind: 'pack',
  },
  // '3 x 250 g', '12 x 12 fl oz'
  {
    pattern: new RegExp(String.raw`${NUM}\s?[x×]\s?(?=\d)`, 'gi'),
    read: (m) => toNumber(m[1]!),
    kind: 'pack',
  },
  // 'pack of 35', 'set of four', 'case of 24'
  {
    pattern: new RegExp(String.raw`\b(?:${PACK_WORDS})\s+of\s+${NUM_OR_WORD}\b`, 'gi'),
    read: (m) => toNumber(m[1]!),
    kind: 'pack',
  },
  // '35-pack', '12 Pack', '4 pk'
  {
    pattern: new RegExp(String.raw`${NUM}\s?-?\s?(?:pack|pk|packs)\b`, 'gi'),
    read: (m) => toNumber(m[1]!),
    kind: 'pack',
  },
  // 'two dozen', 'half a dozen', 'a dozen'
  {
    pattern: /\b(half(?:\s+a)?|a|one|two|three|four|\d+)?[\s-]*dozen\b/gi,
    read: (m) => {
      const before = (m[1] ?? 'a').toLowerCase();
      return before.startsWith('half') ? 6 : 12 * toNumber(before);
    },
    kind: 'count',
  },
  // '100 ct', '12 count', '24 rolls', '42 pods'
  {
    pattern: new RegExp(String.raw`${NUM}\s?-?\s?(?:${PIECE_WORDS})\b`, 'gi'),
    read: (m) => toNumber(m[1]!),
    kind: 'count',
  },
];

const BASIS_WORDS: Record<string, Basis> = {
  user: 'seat',
  seat: 'seat',
  license: 'seat',
  licence: 'seat',
  agent: 'seat',
  employee: 'seat',
  member: 'seat',
  month: 'month',
  mo: 'month',
  year: 'year',
  yr: 'year',
  annum: 'year',
  week: 'week',
  wk: 'week',
  day: 'day',
  night: 'night',
  hour: 'hour',
  hr: 'hour',
  session: 'session',
  class: 'session',
  lesson: 'session',
  visit: 'session',
  appointment: 'session',
  serving: 'serving',
  meal: 'serving',
  person: 'person',
  guest: 'person',
  head: 'person',
  adult: 'person',
  trip: 'trip',
  ride: 'trip',
  ticket: 'trip',
};
const BASIS_PATTERN = new RegExp(
  String.raw`(?:\/\s?|\b(?:per|a|an|each|every)\s)(${Object.keys(BASIS_WORDS).join('|')})s?\b`,
  'gi',
);
const BILLED_PATTERN = /\b(?:billed\s+)?(monthly|annually|yearly|nightly|hourly|weekly)\b/gi;
const BILLED_WORDS: Record<string, Basis> = {
  monthly: 'month',
  annually: 'year',
  yearly: 'year',
  nightly: 'night',
  hourly: 'hour',
  weekly: 'week',
};

const DURATION_WORDS: Record<string, DurationUnit> = {
  hour: 'hour',
  hr: 'hour',
  night: 'night',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
  session: 'session',
  class: 'session',
  lesson: 'session',
  visit: 'session',
  meal: 'serving',
  serving: 'serving',
  portion: 'serving',
};
const DURATION_PATTERN = new RegExp(
  String.raw`${NUM_OR_WORD}[\s-]?(${Object.keys(DURATION_WORDS).join('|')})(?:s|es)?\b`,
  'gi',
);
const SEATS_PATTERN = new RegExp(
  String.raw`(?:up\s+to\s+|for\s+)?${NUM}\s+(?:users|seats|licen[cs]es|team\s+members|employees|agents)\b`,
  'gi',
);

/** Piece words a bare number can count ('18 eggs', '8 batteries'); time and money words never count. */
const NOT_PIECES = new Set([
  ...Object.keys(DURATION_WORDS),
  'minute',
  'second',
  'mile',
  'percent',
  'time',
  'star',
  'mph',
  'km',
  'kmh',
  'gb',
  'tb',
  'mp',
  'watt',
  'volt',
  'hz',
  'degree',
  'inch',
  'foot',
  'feet',
  'people',
  'person',
  'user',
  'seat',
  'mode',
  'color',
  'colour',
  'flavor',
  'flavour',
  'size',
  'speed',
  'setting',
  'step',
  'way',
  'kid',
  'child',
  'guest',
]);

/** '18 eggs', '8 AA batteries': a number, at most two modifiers, then a plural noun. */
function bareCount(text: string): { count: number; text: string } | undefined {
  const { tokens } = analyseText(text.toLowerCase());
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos !== 'NUM' || !/^\d/.test(token.value) || tokens[i - 1]?.type === 'currency') continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j++) {
      const next = tokens[j]!;
      if (NOT_PIECES.has(next.lemma) || NOT_PIECES.has(next.normal)) break;
      const isPluralNoun = next.pos === 'NOUN' && next.lemma !== next.normal && next.normal.endsWith('s');
      if (isPluralNoun && !NOT_PIECES.has(next.lemma))
        return { count: parseAmount(token.value), text: `${token.value} ${next.value}` };
      if (!['ADJ', 'NOUN', 'PROPN'].includes(next.pos) || isPluralNoun) break;
    }
  }
  return undefined;
}

const QUANTITY_CACHE_LIMIT = 2_000;

/** Reads pack counts, sizes, billing bases and durations from a concept's text. */
export const readQuantity = memoize((text: string): QuantityReading => {
  const reading: QuantityReading = { per: [], durations: {}, mentions: [] };
  const claimed: Array<[number, number]> = [];
  const isFree = (start: number, end: number) => claimed.every(([s, e]) => end <= s || start >= e);
  const claim = (match: RegExpExecArray) => {
    claimed.push([match.index, match.index + match[0].length]);
    reading.mentions.push(match[0].trim());
  };

  for (const match of text.matchAll(SIZE_PATTERN)) {
    const unit = sizeUnitOf(match[2]!.trim());
    if (!unit || !isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.size ??= { amount: parseAmount(match[1]!), unit, text: match[0].trim() };
  }

  for (const { pattern, read, kind } of COUNT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      if (!isFree(match.index, match.index + match[0].length)) continue;
      claim(match as RegExpExecArray);
      if (reading.count === undefined) {
        reading.count = read(match as RegExpExecArray);
        reading.countKind = kind;
      }
    }
  }

  for (const match of text.matchAll(SEATS_PATTERN)) {
    if (!isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.seats ??= parseAmount(match[1]!);
  }

  for (const match of text.matchAll(BASIS_PATTERN)) {
    const basis = BASIS_WORDS[match[1]!.toLowerCase()];
    if (!basis || reading.per.includes(basis)) continue;
    claim(match as RegExpExecArray);
    reading.per.push(basis);
  }
  for (const match of text.matchAll(BILLED_PATTERN)) {
    const basis = BILLED_WORDS[match[1]!.toLowerCase()];
    if (!basis || reading.per.includes(basis) || !isFree(match.index, match.index + match[0].length))
      continue;
    claim(match as RegExpExecArray);
    reading.per.push(basis);
  }

  for (const match of text.matchAll(DURATION_PATTERN)) {
    const unit = DURATION_WORDS[match[2]!.toLowerCase()];
    if (!unit || !isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.durations[unit] ??= toNumber(match[1]!);
  }

  if (reading.count === undefined) {
    const bare = bareCount(text);
    if (bare) {
      reading.count = bare.count;
      reading.countKind = 'count';
      reading.mentions.push(bare.text);
    }
  }
  return reading;
}, QUANTITY_CACHE_LIMIT);
