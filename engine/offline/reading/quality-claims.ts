import { BATTERY_LIFE_NORMS } from '../knowledge/battery-life';
import { ABSENCE_AFTER, ABSENCE_BEFORE, QUALITY_PHRASES, REMEDY_BEFORE } from '../knowledge/quality-words';
import { findPhrases, spanText, type AnalysedText, type PhraseMatch } from '../text-analysis';

/** One statement about how good the product is, with its sign after negation. */
export interface QualityClaim {
  /** The words as written ('not waterproof', 'breaks in the first strong wind'). */
  text: string;
  /** +1 a quality a buyer wants, -1 a defect; already flipped by negation or absence. */
  valence: 1 | -1;
  weight: number;
  /** Whether a negation or 'free of' turned the phrase around. */
  negated: boolean;
  /** The words start with a verb ('often drop the connection', 'lasts 2 hours'): a twin quotes them, not names them. */
  verbal: boolean;
  /** A fee of unstated amount the buyer pays ('hidden fees'; not 'no hidden fees'): money (QualityPhrase.money). */
  money?: 'fee' | 'hidden fee';
}

const PHRASES = QUALITY_PHRASES.map((q) => q.phrase);
const BY_PHRASE = new Map(QUALITY_PHRASES.map((q) => [q.phrase, q]));
// 'Rarely' and its kin deny what follows as 'never' does ('rarely on time', 'seldom late'); wink marks some of them.
const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'without',
  "n't",
  'nor',
  'neither',
  'rarely',
  'seldom',
  'hardly',
  'barely',
  'scarcely',
]);

/** Longest matches first, then no two claims share a token ('failed crash tests' is one claim, not three). */
function nonOverlapping<M extends PhraseMatch>(matches: M[]): M[] {
  const taken = new Set<number>();
  const kept: M[] = [];
  for (const match of [...matches].sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    const span = Array.from({ length: match.end - match.start }, (_, i) => match.start + i);
    if (span.some((i) => taken.has(i))) continue;
    span.forEach((i) => taken.add(i));
    kept.push(match);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const VERBAL = new Set(['VERB', 'AUX', 'ADV']);
const LIST_WORDS = new Set(['NOUN', 'PROPN', 'ADJ', 'CCONJ', 'DET']);

/** 'free of parabens and sulfates', 'without any warranty', 'BPA-free': the phrase names what is not there. */
function isAbsent(text: AnalysedText, match: PhraseMatch): boolean {
  let i = match.start - 1;
  // Walk back over the rest of a list ('parabens and'), then look for 'free of', 'without'...
  while (i >= 0 && match.start - i <= 6) {
    const token = text.tokens[i]!;
    if (!(LIST_WORDS.has(token.pos) || token.value === ',') || ABSENCE_WORDS.has(token.normal)) break;
    i -= 1;
  }
  const cue = text.tokens
    .slice(Math.max(0, i - 1), i + 1)
    .map((t) => t.normal)
    .join(' ');
  if (ABSENCE_BEFORE.some((words) => cue.endsWith(words))) return true;
  return absenceAfter(text, match.end) > match.end;
}

const ABSENCE_WORDS = new Set(ABSENCE_BEFORE.flatMap((cue) => cue.split(' ')));

/** The end of a trailing '-free' ('BPA-free'), or `end` when there is none. */
function absenceAfter(text: AnalysedText, end: number): number {
  const next = text.tokens[end]?.value === '-' ? end + 1 : end;
  return ABSENCE_AFTER.includes(text.tokens[next]?.normal ?? '') ? next + 1 : end;
}

/** Where the claim starts as written: its negation belongs to it ('not waterproof', "doesn't overheat"). */
function claimStart(text: AnalysedText, match: PhraseMatch): number {
  for (let i = match.start - 1; i >= Math.max(0, match.start - 3); i -= 1) {
    if (!NEGATORS.has(text.tokens[i]!.normal)) continue;
    const contracted = text.tokens[i]!.value.toLowerCase() === "n't" && text.tokens[i - 1]?.pos === 'AUX';
    return contracted ? i - 1 : i;
  }
  // Its modifiers too: 'two-year warranty', '5-star rating'.
  let start = match.start;
  while (start > 0 && match.start - start < 4) {
    const token = text.tokens[start - 1]!;
    const hyphenated = text.tokens[start - 2]?.value === '-';
    const modifier =
      token.pos === 'NUM' ||
      token.pos === 'ADJ' ||
      (token.pos === 'ADV' && text.tokens[match.start]?.pos === 'VERB') ||
      token.value === '-' ||
      token.type === 'number';
    if (!modifier && !hyphenated) break;
    start -= 1;
  }
  return start;
}

const CLAUSE_LIMIT = 6;
const CLAUSE_BREAKS = new Set(['that', 'which', 'but', 'and', 'or', 'so', 'while']);

/** The claim's clause as written: 'breaks in the first strong wind', not only 'breaks'. */
function clauseEnd(text: AnalysedText, end: number): number {
  let stop = end;
  while (
    stop < text.tokens.length &&
    stop - end < CLAUSE_LIMIT &&
    text.tokens[stop]!.type !== 'punctuation' &&
    text.tokens[stop]!.type !== 'currency' &&
    text.tokens[stop]!.pos !== 'CCONJ' &&
    !CLAUSE_BREAKS.has(text.tokens[stop]!.normal)
  )
    stop += 1;
  return stop - end < CLAUSE_LIMIT ? stop : end;
}

/**
 * wink's negation scope runs to the end of the clause; a preposition after the negator starts something the negation
 * does not deny: in 'no extra fee for fast delivery' the fee is denied, not the speed.
 */
function prepositionSinceNegator(text: AnalysedText, start: number): boolean {
  for (let i = start - 1; i >= 0; i -= 1) {
    const token = text.tokens[i]!;
    // A negator inside a hyphenated word denies nothing after it: 'a no-show and surprise fees'.
    if (NEGATORS.has(token.normal)) return text.tokens[i + 1]?.value === '-';
    if (token.value.toLowerCase() === "n't") return false;
    if (token.pos === 'ADP' && !['of', 'from'].includes(token.normal)) return true;
  }
  return false;
}

/** A negator just before the phrase in the same clause ('seldom late'), which wink does not always mark. */
function negatorJustBefore(text: AnalysedText, match: PhraseMatch): boolean {
  for (let i = match.start - 1; i >= Math.max(0, match.start - 3); i -= 1) {
    const token = text.tokens[i]!;
    if (NEGATORS.has(token.normal)) return true;
    // A clause or phrase of its own starts after punctuation, a preposition or 'but' and 'and': 'not flashy but reliable'.
    if (
      token.type === 'punctuation' ||
      token.pos === 'ADP' ||
      token.pos === 'CCONJ' ||
      token.normal === 'but'
    )
      return false;
  }
  return false;
}

/** 'Non-toxic', 'non-slip': one token naming a listed phrase as absent. */
function nonPrefixed(text: AnalysedText): Array<PhraseMatch & { absent: true }> {
  return text.tokens.flatMap((token, i) => {
    const rest = token.normal.startsWith('non-') ? token.normal.slice(4) : undefined;
    return rest && BY_PHRASE.has(rest) ? [{ phrase: rest, start: i, end: i + 1, absent: true as const }] : [];
  });
}

/** A phrase that carries its own negation ('no refund', 'can not cancel') is not flipped by it again. */
const OWN_NEGATION = /^(no|non|not|never|can not|cannot|can't|without)\b/;

/**
 * 'Rated 4.8 out of 5', '4.5 stars', '1.9/5': a rating stated in the concept, good from 4.2, poor up to 3.2.
 */
const RATING = /\b(?:rated |rating of |scores? )?([0-5](?:\.\d)?) ?(?:out of 5|\/ ?5|-? ?stars?)\b/i;
const RATING_BANDS = { goodFrom: 4.2, poorUpTo: 3.2, weight: 1 };

function readRating(text: AnalysedText): QualityClaim[] {
  const written = spanText(text, 0, text.tokens.length);
  const match = RATING.exec(written);
  if (!match) return [];
  const value = Number(match[1]);
  if (value > RATING_BANDS.poorUpTo && value < RATING_BANDS.goodFrom) return [];
  return [
    {
      text: match[0].trim(),
      valence: value >= RATING_BANDS.goodFrom ? 1 : -1,
      weight: RATING_BANDS.weight,
      negated: false,
      verbal: false,
    },
  ];
}

/** Praise that only counts on a thing it qualifies: 'great cushioning', not 'great in the evening'. */
const PRAISE = new Set([
  'great',
  'excellent',
  'superb',
  'outstanding',
  'fast',
  'quick',
  'good',
  'bad',
  'poor',
]);
/** Words before which a listed word names a thing, not a quality: 'a city break', 'a lunch break'. */
const THING_BEFORE = new Set([
  'city',
  'weekend',
  'short',
  'lunch',
  'coffee',
  'tea',
  'spring',
  'summer',
  'winter',
  'holiday',
  'commercial',
  'price',
  'tax',
]);

/** Words a remedy may stand apart from the trouble it deals with by: 'soothes itchy, dry skin', 'fix a leaking tap'. */
const TROUBLE_WORDS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'CCONJ', 'ADV']);

/** A defect that is the trouble the product deals with ('to fix a leaking tap'), not one the product has. */
function isTroubleDealtWith(text: AnalysedText, match: PhraseMatch): boolean {
  if (BY_PHRASE.get(match.phrase)!.valence > 0) return false;
  for (let i = match.start - 1; i >= 0 && match.start - i <= 4; i--) {
    const token = text.tokens[i]!;
    if (REMEDY_BEFORE.has(token.lemma) || REMEDY_BEFORE.has(token.normal)) return true;
    if (!(TROUBLE_WORDS.has(token.pos) || token.value === ',')) return false;
  }
  return false;
}

function saysSomethingOfTheProduct(text: AnalysedText, match: PhraseMatch): boolean {
  if (THING_BEFORE.has(text.tokens[match.start - 1]?.normal ?? '')) return false;
  if (isTroubleDealtWith(text, match)) return false;
  if (!PRAISE.has(match.phrase)) return true;
  const next = text.tokens[match.end];
  const afterNext = text.tokens[match.end + 1];
  return next?.pos === 'NOUN' || (next?.pos === 'ADJ' && afterNext?.pos === 'NOUN');
}

/** 'Lasts 500 miles', 'lasts all day', 'lasts for 10 years': how long it lasts, said as a quality. */
const DURABILITY =
  /\blasts? (?:up to |for |over |at least )?(?:\d[\d,.]*|all day|all night|a lifetime|years|for years|a decade|decades)\b[^,.;]*/i;

interface Found {
  text: string;
  index: number;
}

function readDurability(written: string): Array<QualityClaim & Found> {
  const match = DURABILITY.exec(written);
  return match
    ? [{ text: match[0].trim(), index: match.index, valence: 1, weight: 1, negated: false, verbal: true }]
    : [];
}

const HOURS_PER_UNIT: Record<string, number> = { m: 1 / 60, h: 1, d: 24, w: 168 };
const DURATION = String.raw`(\d+(?:\.\d+)?|an?|one)[ -]?(min(?:ute)?s?|h(?:ou)?rs?|h|days?|weeks?)\b`;
/**
 * How long a charge lasts, as concepts state it: '24 hours of battery', 'a 6-hour battery life', '30 hours of
 * playtime', 'lasts 2 hours per charge', 'battery life of 10 hours', '8 hours on a single charge'. Charging times
 * ('charges in 10 minutes') are not battery life.
 */
const BATTERY_LIFE = [
  new RegExp(
    String.raw`\b${DURATION}(?: of| worth of)?(?: continuous| non-stop)? (?:battery|playback|playtime|play time|listening|talk time|run ?time|flight time|flight|use)(?: life)?\b`,
    'i',
  ),
  new RegExp(
    String.raw`\b(?:battery(?: life)?|lasts?|runs?|run ?time|playtime)(?: (?:of|for|up to|lasts?|runs?|around|about|only|just|over|at least))* ${DURATION}(?: (?:per|on a|on one|from a|from one)(?: single| full)? charge)?`,
    'i',
  ),
  new RegExp(String.raw`\b${DURATION} (?:per|on a|on one|from a|from one)(?: single| full)? charge\b`, 'i'),
];

function readBatteryLife(written: string): (Found & { hours: number }) | undefined {
  const match = BATTERY_LIFE.map((pattern) => pattern.exec(written)).find((m) => m !== null);
  if (!match) return undefined;
  const unit = match[2]!.toLowerCase();
  const amount = /^\d/.test(match[1]!) ? Number(match[1]) : 1;
  return { text: match[0].trim(), index: match.index, hours: amount * HOURS_PER_UNIT[unit[0]!]! };
}

/** A stated battery life against what the category's ordinary products last (knowledge/battery-life.ts). */
function judgeBatteryLife(battery: Found & { hours: number }, category: string | undefined): QualityClaim[] {
  const norm = category === undefined ? undefined : BATTERY_LIFE_NORMS[category];
  if (!norm) return [];
  const claim = { text: battery.text, negated: false, verbal: /^(lasts?|runs?)\b/i.test(battery.text) };
  if (battery.hours < norm.short) return [{ ...claim, valence: -1, weight: 1.2 }];
  if (battery.hours >= norm.long) return [{ ...claim, valence: 1, weight: 1 }];
  return [];
}

const overlaps = (a: Found, b: Found) =>
  a.index < b.index + b.text.length && b.index < a.index + a.text.length;

/**
 * Every quality or defect the concept states, signed after negation ('no warranty' counts against); a stated
 * battery life is judged against the norm of the product's category, when it has one.
 */
export function readQualityClaims(text: AnalysedText, category?: string): QualityClaim[] {
  const matches: Array<PhraseMatch & { absent?: true }> = [
    ...findPhrases(text, PHRASES),
    ...nonPrefixed(text),
  ];
  const claims = nonOverlapping(matches).map((match) => {
    const phrase = BY_PHRASE.get(match.phrase)!;
    if (!saysSomethingOfTheProduct(text, match)) return undefined;
    const inNegation =
      !OWN_NEGATION.test(match.phrase) &&
      ((text.tokens.slice(match.start, match.end).some((t) => t.negated) &&
        !prepositionSinceNegator(text, match.start)) ||
        negatorJustBefore(text, match));
    const negated = inNegation || match.absent === true || isAbsent(text, match);
    const valence = (negated ? -phrase.valence : phrase.valence) as 1 | -1;
    const start = claimStart(text, match);
    return {
      text: spanText(text, start, clauseEnd(text, absenceAfter(text, match.end))),
      valence,
      weight: phrase.weight,
      negated,
      verbal: VERBAL.has(text.tokens[start]!.pos) || text.tokens[start]!.value.toLowerCase() === 'not',
      ...(phrase.money && valence < 0 && { money: phrase.money }),
    };
  });
  const found = claims.filter((claim) => claim !== undefined);
  const written = spanText(text, 0, text.tokens.length);
  const stated = readBatteryLife(written);
  const battery =
    stated && !found.some((c) => stated.text.includes(c.text) || c.text.includes(stated.text))
      ? stated
      : undefined;
  const durability = readDurability(written)
    .filter((d) => !found.some((claim) => d.text.includes(claim.text)) && !(stated && overlaps(d, stated)))
    .map(({ index: _index, ...claim }) => claim);
  return [
    ...found,
    ...readRating(text),
    ...(battery ? judgeBatteryLife(battery, category) : []),
    ...durability,
  ];
}
