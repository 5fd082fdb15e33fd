import { memoize } from '../memoize';
import {
  GRAMS_PER_UNIT,
  MILLILITRES_PER_UNIT,
  NUMBER_WORDS,
  numberWordsPattern,
  type SizeUnit,
} from '../units';
import { parseAmount } from './price-parser';
import { analyseText } from '../text-analysis';

/** Units a pack size is written in. 'oz' alone is weight or volume: the product decides (water is fluid). */

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
  /** 'pack' for packs, sets, cases and containers ('pack of 2 umbrellas', '24 bottles'); 'count' for pieces ('100 ct'). */
  countKind?: 'count' | 'pack';
  /** Size of one piece when a count is given ('16.9-ounce bottles'), otherwise of the whole product. */
  size?: SizeReading;
  per: Basis[];
  durations: Partial<Record<DurationUnit, number>>;
  /** Users or seats a plan covers ('for up to 10 users'). */
  seats?: number;
  /** People an offer serves ('for 2 people', 'dinner for two'). */
  people?: number;
  /** The phrases read, as written. */
  mentions: string[];
}

/** Grams, or undefined for a volume unit. */
export function sizeInGrams(size: SizeReading): number | undefined {
  const factor = GRAMS_PER_UNIT[size.unit];
  return factor === undefined ? undefined : size.amount * factor;
}

/** Millilitres, or undefined for a weight unit; 'oz' counts as fluid ounces here. */
export function sizeInMillilitres(size: SizeReading): number | undefined {
  const factor = MILLILITRES_PER_UNIT[size.unit];
  return factor === undefined ? undefined : size.amount * factor;
}

const isArticle = (raw: string) => ['a', 'an'].includes(raw.toLowerCase());

// A number not glued to a currency sign or another number: '1,200', '16.9', '35'.
const DIGITS = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const NOT_AFTER = String.raw`(?<![$€£\d.,])`;
const NUM = String.raw`${NOT_AFTER}(${DIGITS})`;
const NUM_OR_WORD = String.raw`${NOT_AFTER}\b(${DIGITS}|${numberWordsPattern()})`;
/** A number or a number word, never 'a' or 'an' ('a pack of batteries' is one pack of unknown size, not one battery). */
const COUNT_NUMBER = String.raw`${NOT_AFTER}\b(${DIGITS}|${numberWordsPattern(
  Object.keys(NUMBER_WORDS).filter((word) => !isArticle(word)),
)})`;

function toNumber(raw: string): number {
  return NUMBER_WORDS[raw.toLowerCase()] ?? parseAmount(raw);
}

const SIZE_UNIT_WORDS = String.raw`fl\.?\s?oz|fluid\s+ounces?|oz|ounces?|lbs?|pounds?|kg|kilos?|kilograms?|g|grams?|ml|millilit(?:er|re)s?|cl|l|lit(?:er|re)s?|gal|gallons?|qt|quarts?|pt|pints?`;
const LENGTH_WORDS = String.raw`mm|cm|m|in|inch(?:es)?|ft|feet|foot|px|"|'`;
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

const PIECE_WORDS = String.raw`count|ct|pcs?|pieces?|rolls?|pods?|tablets?|capsules?|caplets?|softgels?|gummies|bars?|sheets?|wipes|diapers|loads|sticks?|cartridges?|refills?|bulbs?|batteries|eggs|k-?cups|servings?|units?`;
/** Containers: '24 bottles' of 16.9 oz is a pack of 24. */
const CONTAINER_WORDS = String.raw`bottles?|cans?|bags?|jars?|pouch(?:es)?|boxes|box|cups?|cartons?|tubs?|packets?|canisters?|tins?`;

const COUNT_BEFORE_SIZE = new RegExp(
  String.raw`${COUNT_NUMBER}\s+\d+(?:\.\d+)?\s?-?\s?(?:fl\.?\s?oz|oz|ounces?|ml|l|lit(?:er|re)s?|g|grams?)\.?\s+(?:${CONTAINER_WORDS})\b`,
  'gi',
);
const PACK_WORDS = String.raw`pack|packs|box|boxes|case|cases|set|sets|bundle|carton|bag|tub|jar|crate|tray`;

const COUNT_PATTERNS: Array<{
  pattern: RegExp;
  read: (m: RegExpExecArray) => number;
  kind: 'count' | 'pack';
}> = [
  // '6 x 72 wipes': packs times pieces, read before 'a pack of 6' can take the 6 alone. A size or
  // a length after the second number ('3 x 250 g', '60 x 90 cm') or a third number ('2 x 4 x 8') is
  // no count of pieces: sizes multiply through the pack count below. Packs are counted in at most
  // two digits, so '1920 x 1080' is a screen.
  {
    pattern: new RegExp(
      String.raw`${NOT_AFTER}(\d{1,2})\s?[x×]\s?(${DIGITS})\b(?!\s?(?:[x×]|-?\s?(?:${SIZE_UNIT_WORDS}|${LENGTH_WORDS})\.?(?![a-z])))`,
      'gi',
    ),
    read: (m) => toNumber(m[1]!) * toNumber(m[2]!),
    kind: 'count',
  },
  // '2 packs of 24'
  {
    pattern: new RegExp(String.raw`${NUM_OR_WORD}\s+(?:${PACK_WORDS})\s+of\s+${NUM_OR_WORD}\b`, 'gi'),
    read: (m) => toNumber(m[1]!) * toNumber(m[2]!),
    kind: 'pack',
  },
  // '3 x 250 g', '12 x 12 fl oz', never the 60 of '60 x 90 cm'
  {
    pattern: new RegExp(
      String.raw`${NUM}\s?[x×]\s?(?=\d+(?:\.\d+)?\s?-?\s?(?:${SIZE_UNIT_WORDS})\.?(?![a-z]))`,
      'gi',
    ),
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
    pattern: new RegExp(String.raw`${COUNT_NUMBER}\s?-?\s?(?:pack|pk|packs)\b`, 'gi'),
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
  // '24 bottles', '12 cans', '4 boxes'
  {
    pattern: new RegExp(String.raw`${COUNT_NUMBER}\s?-?\s?(?:${CONTAINER_WORDS})\b`, 'gi'),
    read: (m) => toNumber(m[1]!),
    kind: 'pack',
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
/** 'a' and 'each' make a basis only of time and people ('$150 a night'), never of 'a meal kit'. */
const ARTICLE_BASES = ['month', 'year', 'week', 'day', 'night', 'hour', 'person', 'head', 'seat'];
const BASIS_PATTERN = new RegExp(
  String.raw`(?:\/\s?|\bper\s)(${Object.keys(BASIS_WORDS).join('|')})s?\b|\b(?:a|an|each|every)\s(${ARTICLE_BASES.join('|')})s?\b`,
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
  breakfast: 'serving',
  lunch: 'serving',
  dinner: 'serving',
  supper: 'serving',
};
const DURATION_PATTERN = new RegExp(
  String.raw`${NUM_OR_WORD}[\s-]?(${Object.keys(DURATION_WORDS).join('|')})(?:s|es)?\b`,
  'gi',
);
/** 'six weekly classes', '10 private lessons': a count of sessions with a word or two between. */
const SESSION_COUNT_PATTERN = new RegExp(
  String.raw`${COUNT_NUMBER}\s+(?:(?!of\b|and\b|or\b|to\b)[a-z]+[\s-]+){1,2}(class|lesson|session)(?:es|s)\b`,
  'gi',
);
/** 'a weekend break' is two nights, 'a long weekend' three, unless the nights are stated. */
const WEEKEND_PATTERN = /\b(long\s+)?weekend\s+(?:break|getaway|away|stay|trip|in)\b|\blong\s+weekend\b/i;

const SEATS_PATTERN = new RegExp(
  String.raw`(?:up\s+to\s+|for\s+)?${NUM}\s+(?:users|seats|licen[cs]es|team\s+members|employees|agents)\b`,
  'gi',
);

const PEOPLE_PATTERN = new RegExp(
  String.raw`\bfor\s${NUM_OR_WORD}(?:\s(?:people|persons|adults|guests|diners))?(?=\s*(?:$|[,.;:!?)]|people|persons|adults|guests|diners|(?:for|at)\s))`,
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
  'adult',
  'diner',
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

/** Units of a strength or a size inside a product name ('100 ibuprofen 200 mg tablets'), never pieces. */
const STRENGTH_UNITS = new Set(['mg', 'mcg', 'µg', 'iu', 'g', 'ml', 'mm', 'cm', 'spf']);

/** '18 eggs', '8 AA batteries', '100 ibuprofen 200 mg tablets': a number, at most two modifiers (a strength aside), then a plural noun. */
function bareCount(text: string): { count: number; text: string } | undefined {
  const { tokens } = analyseText(text.toLowerCase());
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.pos !== 'NUM' || !/^\d/.test(token.value) || tokens[i - 1]?.type === 'currency') continue;
    let reach = i + 3;
    for (let j = i + 1; j <= reach && j < tokens.length; j++) {
      const next = tokens[j]!;
      if (next.pos === 'NUM' && STRENGTH_UNITS.has(tokens[j + 1]?.normal ?? '')) {
        j++;
        reach += 2;
        continue;
      }
      if (STRENGTH_UNITS.has(next.normal)) break;
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

  // 'twelve 12-ounce cans': the count before a size, claimed alone so the size still reads.
  for (const match of text.matchAll(COUNT_BEFORE_SIZE)) {
    if (reading.count !== undefined) break;
    reading.count = toNumber(match[1]!);
    reading.countKind = 'pack';
    claimed.push([match.index, match.index + match[1]!.length]);
    reading.mentions.push(match[0].trim());
  }

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

  // Before bases, so the 'weekly' of 'six weekly classes' is read as part of the count, not as billing.
  for (const match of text.matchAll(SESSION_COUNT_PATTERN)) {
    if (reading.durations.session !== undefined || !isFree(match.index, match.index + match[0].length))
      continue;
    claim(match as RegExpExecArray);
    reading.durations.session = toNumber(match[1]!);
  }

  for (const match of text.matchAll(SEATS_PATTERN)) {
    if (!isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.seats ??= parseAmount(match[1]!);
  }

  for (const match of text.matchAll(PEOPLE_PATTERN)) {
    const people = toNumber(match[1]!);
    if (people < 2 || !isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.people ??= people;
  }

  for (const match of text.matchAll(BASIS_PATTERN)) {
    const basis = BASIS_WORDS[(match[1] ?? match[2]!).toLowerCase()];
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

  // Stated numbers first: 'a meal kit with 3 meals' is three meals.
  const durations = [...text.matchAll(DURATION_PATTERN)].sort(
    (a, b) => Number(isArticle(a[1]!)) - Number(isArticle(b[1]!)),
  );
  for (const match of durations) {
    const unit = DURATION_WORDS[match[2]!.toLowerCase()];
    if (!unit || !isFree(match.index, match.index + match[0].length)) continue;
    claim(match as RegExpExecArray);
    reading.durations[unit] ??= toNumber(match[1]!);
  }

  const weekend = WEEKEND_PATTERN.exec(text);
  if (weekend && reading.durations.night === undefined) {
    reading.durations.night = /long/i.test(weekend[0]) ? 3 : 2;
    reading.mentions.push(weekend[0]);
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
