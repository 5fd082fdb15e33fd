/**
 * Which product category a concept is about (decision 026).
 *
 * The concept is lower-cased (wink lemmatises lower-case text best: 'Eggs' → 'egg') and analysed by wink-nlp
 * (offline/text-analysis.ts); a listed word matches a token as written, as wink spells it or as its lemma, so case,
 * plurals, hyphens and British spellings do not matter. Each category word found scores by where it stands: the head
 * noun of a phrase counts fully, a word that only qualifies a following noun ('coffee' in 'coffee shops') counts
 * 0.45, and words inside a 'for/with/to ...' phrase or a 'that ...' clause count 0.35 of that ('invoicing software
 * for coffee shops' is software). Brand names count 1.1, and 1.05 where they qualify ('DiGiorno pizza'). Longer
 * phrases win over the words inside them ('peanut butter' over 'butter'), phrases such as 'sugar free' or 'battery
 * life' place nothing, and a category needs 0.5 in all and one word that names the product itself (a head noun or a
 * brand outside side phrases and 'that ...' clauses); a tie goes to the category named last, English putting the
 * head noun last. The winner is then read against how the line says it is sold: a grocery in a served meal, a good
 * made for pets, babies or a business, a good delivered every period or carried on a ferry; and a product named only
 * by its use (a remedy by its symptom, software by its task, a subscription by what it does) is placed by that use.
 * The case as written is kept aside for brands that are also words ('Coach' the brand, 'coach' the bus), and a line
 * naming only a route and a fare is a trip.
 */
import { memoize } from '../memoize';
import { changedByCompound, notRefused } from './placement-agreement';
import { placedByMeaning } from './placement-by-meaning';
import {
  analyseText,
  isLexiconWord,
  type AnalysedText,
  type PhraseMatch,
  type Token,
} from '../text-analysis';
import {
  APPLIED_AS,
  BEFORE_PERIOD,
  BABIES,
  BUSINESS_BUYERS,
  DOSE_UNITS,
  FARE_WORDS,
  FORM_NOUNS,
  GROUND_FARE_WORDS,
  LONG_HAUL_WORDS,
  GENERIC_HEADS,
  INCLUDED_WORDS,
  KIND_OF,
  MADE_FOR,
  MADE_FOR_ONLY_AFTER_FOR,
  MADE_WHERE_SOLD,
  MEAL_PHRASES,
  MEAL_WORDS,
  MEASURE_NOUNS,
  NEUTRAL_PHRASES,
  PERIOD_NOUNS,
  PIECE_NOUNS,
  PREPARED_AS,
  RECURRING_WORDS,
  RELATIVE_PRONOUNS,
  REMEDY_WORDS,
  SERVED_AS,
  SEAT_NOUNS,
  SERVICE_NOUNS,
  SIDE_PREPOSITIONS,
  SKIN_FORMS,
  SOFTWARE_FORMS,
  SOFTWARE_SIGNALS,
  SUBSCRIBED_AS,
  HIRED_AS,
  BILLING_PERIODS,
  BUNDLE_PARTS,
  CAFE_CUP_SIZES,
  CARRIED,
  HIRE_PERIODS,
  HIRE_WORDS,
  SYMPTOMS,
  SYNONYMS,
  TRADE_SALE_WORDS,
  ACCESSORY_NOUNS,
  ACCESSORY_OF,
  CHARGE_NOUNS,
  USE_OBJECTS,
  USE_VERBS,
} from './placement-words';
import {
  categoryIndexOf,
  GOODS_GROUPS,
  PRODUCT_CATEGORIES,
  type ProductCategory,
  type ProductGroup,
} from './product-categories';

const groupOf = (categoryIndex: number) => PRODUCT_CATEGORIES[categoryIndex]!.group;

export interface ProductPlacement {
  category: ProductCategory;
  /** The category words and brands found, as listed ('spring water', 'ozarka'). */
  matched: string[];
  score: number;
  /**
   * How sure the placement is, 0..1: the winner's share of every category's score, times its score up to 1 (a
   * head noun named once). A heuristic shown to the user, not a calibrated probability.
   */
  confidence: number;
}

const PLACEMENT = {
  modifierWeight: 0.45,
  /** A brand names the product exactly, so it outweighs a generic noun ('DiGiorno pizza'), a little less when it qualifies another. */
  brandWeight: 1.1,
  modifyingBrandWeight: 1.05,
  prepositionWeight: 0.35,
  /** Each word of a phrase beyond the first adds this much. */
  extraWordWeight: 0.15,
  minimumScore: 0.5,
} as const;

interface LexiconEntry {
  categoryIndex: number;
  isBrand: boolean;
}

interface LexiconPhrase {
  key: string;
  words: string[];
  /** Per word, the forms a token may take to match it. */
  forms: string[][];
  /** Empty for neutral phrases. */
  entries: LexiconEntry[];
}

/**
 * Lower case, no accents or apostrophes: wink lemmatises lower-case text best ('Eggs' → 'egg'). Every digit
 * run reads as 9: placement never depends on a number's value, and a product at eleven prices is analysed once.
 */
function normalise(text: string): string {
  return (
    text
      .replace(/\d+/g, '9')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/['’]/g, '')
      // A sign before a number is no 'plus' ('readers +2.00').
      .replace(/\+(?=\d)/g, '')
      .replace(/\+/g, ' plus')
      .toLowerCase()
  );
}

/**
 * A listed phrase's words, each with the forms it matches: as listed, as wink spells it and, for a regular plural,
 * as its singular, so a listed plural also names one piece ('tyres' → 'tire'; not 'dailies' → 'daily'). A brand
 * is a name and matches only as listed ('Planters' is no planter). Wink splits some written forms ('4k' → '4 k',
 * '7up' → '7 up'), so those go through it whole.
 */
function phraseWords(phrase: string, isBrand: boolean): { words: string[]; forms: string[][] } {
  const normalised = normalise(phrase);
  const tokens = analyseText(normalised).tokens.filter((token) => token.type !== 'punctuation');
  const asWritten = /^[a-z ]+$/.test(normalised)
    ? normalised.split(' ').filter(Boolean)
    : tokens.map((token) => token.value.toLowerCase());
  const analysedAlike = tokens.length === asWritten.length;
  return {
    words: asWritten,
    forms: asWritten.map((word, i) => {
      const token = analysedAlike && !isBrand ? tokens[i] : undefined;
      if (!token) return [word];
      const regularPlural = [`${token.lemma}s`, `${token.lemma}es`].includes(token.normal);
      return [...new Set([word, token.normal, ...(regularPlural ? [token.lemma] : [])])];
    }),
  };
}

/**
 * An '-ing' word standing as a noun names something else than its verb's lemma: 'booking' is no book, 'bedding' no
 * bed, 'parking' no park.
 */
function isNounInIng(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index]!;
  if (!/ing$/.test(token.normal) || token.lemma === token.normal) return false;
  return token.pos === 'NOUN' || (token.pos === 'VERB' && isMisreadNoun(text, index));
}

/** Phrases by their first word. */
const LEXICON: Map<string, LexiconPhrase[]> = (() => {
  const phrases = new Map<string, LexiconPhrase>();
  const add = (phrase: string, entry: LexiconEntry | undefined) => {
    const { words, forms } = phraseWords(phrase, entry?.isBrand ?? false);
    const key = words.join(' ');
    const known = phrases.get(key) ?? { key, words, forms, entries: [] };
    if (entry && !known.entries.some((e) => e.categoryIndex === entry.categoryIndex))
      known.entries.push(entry);
    phrases.set(key, known);
  };
  PRODUCT_CATEGORIES.forEach((category, categoryIndex) => {
    for (const brand of category.brands) add(brand, { categoryIndex, isBrand: true });
    for (const word of category.words) {
      add(word, { categoryIndex, isBrand: false });
      // A compound of two words is also written closed ('lawn mower', 'lawnmower'; 'car wash', 'carwash').
      if (/^[a-z]+ [a-z]+$/.test(word)) add(word.replace(' ', ''), { categoryIndex, isBrand: false });
    }
  });
  for (const phrase of NEUTRAL_PHRASES) add(phrase, undefined);
  const byFirstWord = new Map<string, LexiconPhrase[]>();
  for (const phrase of phrases.values())
    for (const form of phrase.forms[0]!) byFirstWord.set(form, [...(byFirstWord.get(form) ?? []), phrase]);
  return byFirstWord;
})();

/** Punctuation a listed phrase may run across ('coca-cola', 'k-cup'); any other ends it. */
const JOINING_PUNCTUATION = new Set(['-', '/', '.']);

interface LexiconMatch extends PhraseMatch {
  entries: LexiconEntry[];
  wordCount: number;
  /** Its words stand apart ('frozen margherita pizza'): it yields to any listed phrase as long as its words. */
  gapped: boolean;
  /** Its head stands first, what it is for after 'for' ('treats for cats' as 'cat treats'). */
  inverted: boolean;
}

/**
 * Every listed phrase in the text; a word matches a token as written, as wink spells it, as its lemma or as a synonym,
 * and the last word of a longer phrase also matches a kind of it ('toddler leggings' are 'toddler clothes').
 */
function lexiconMatches(text: AnalysedText): LexiconMatch[] {
  const wordTokens = text.tokens.flatMap((token, i) => (token.type === 'punctuation' ? [] : [i]));
  const forms = wordTokens.map((i) => {
    const token = text.tokens[i]!;
    const own = [token.value.toLowerCase(), token.normal, ...(isNounInIng(text, i) ? [] : [token.lemma])];
    return new Set([...own, ...own.flatMap((form) => SYNONYMS.get(form) ?? [])]);
  });
  const kinds = wordTokens.map(
    (i) => KIND_OF.get(text.tokens[i]!.normal) ?? KIND_OF.get(text.tokens[i]!.lemma),
  );
  const matches: LexiconMatch[] = [];
  const hasForm = (position: number, wordForms: string[], asHead = false) =>
    position < wordTokens.length &&
    wordForms.some((form) => forms[position]!.has(form) || (asHead && kinds[position] === form));
  forms.forEach((first, position) => {
    const candidates = new Set([...first].flatMap((form) => LEXICON.get(form) ?? []));
    for (const phrase of candidates) {
      const lastWord = phrase.words.length - 1;
      const isWordAt = (at: number, j: number) => hasForm(at, phrase.forms[j] ?? [], j === lastWord && j > 0);
      const contiguous = phrase.forms.every((_, j) => isWordAt(position + j, j));
      const head = contiguous
        ? undefined
        : headBeforePreposition(text, wordTokens, position, isWordAt, phrase);
      const last =
        contiguous || head !== undefined
          ? position + lastWord - (head === undefined ? 0 : 1)
          : qualifiedPhraseEnd(text, wordTokens, position, isWordAt, phrase);
      if (last === undefined) continue;
      const start = wordTokens[head ?? position]!;
      const end = wordTokens[last]! + 1;
      const crossesBreak = text.tokens
        .slice(start, end)
        .some((token) => token.type === 'punctuation' && !JOINING_PUNCTUATION.has(token.value));
      if (!crossesBreak)
        matches.push({
          phrase: phrase.key,
          start,
          end,
          entries: phrase.entries,
          wordCount: phrase.words.length,
          gapped: !contiguous,
          inverted: head !== undefined,
        });
    }
  });
  const apart = closedCompoundMatches(text, wordTokens).filter(
    (closed) => !matches.some((match) => match.start === closed.start && match.end === closed.end),
  );
  return [...matches, ...apart];
}

/** Parts of speech that never begin a compound: 'the rapist' is no therapist. */
const NOT_A_COMPOUND_START = new Set(['DET', 'PRON', 'ADP', 'CCONJ', 'SCONJ', 'AUX', 'PART']);

/**
 * Two words written apart that a category lists as one ('tooth paste', 'ear buds', 'baby-sitter'). Brands are
 * written as their makers write them, so 'gold fish' is no Goldfish crackers.
 */
function closedCompoundMatches(text: AnalysedText, wordTokens: number[]): LexiconMatch[] {
  return wordTokens.slice(0, -1).flatMap((start, position) => {
    const end = wordTokens[position + 1]!;
    const between = text.tokens.slice(start + 1, end);
    if (between.some((token) => token.value !== '-')) return [];
    const [first, second] = [text.tokens[start]!, text.tokens[end]!];
    if (NOT_A_COMPOUND_START.has(first.pos)) return [];
    const phrases = [second.normal, second.lemma].flatMap((form) =>
      (LEXICON.get(first.normal + form) ?? []).filter(
        (phrase) => phrase.words.length === 1 && phrase.entries.some((entry) => !entry.isBrand),
      ),
    );
    return phrases.slice(0, 1).map((phrase) => ({
      phrase: phrase.key,
      start,
      end: end + 1,
      entries: phrase.entries.filter((entry) => !entry.isBrand),
      wordCount: 1,
      gapped: false,
      inverted: false,
    }));
  });
}

const INVERTING_PREPOSITIONS = new Set(['for', 'of']);

/** Words that may stand between 'for' or 'of' and what follows: 'treats for your cats', 'beds for large dogs'. */
const PREPOSITION_GAP = { maxWords: 2, partsOfSpeech: new Set(['DET', 'PRON', 'ADJ']) } as const;

/**
 * Where the head of a listed phrase stands when it is written first and what it is for or of after 'for' or 'of':
 * 'treats for cats' is 'cat treats', 'streaming of movies' 'movie streaming'. The words after the preposition start
 * at a position; the head is the word right before it, or undefined.
 */
function headBeforePreposition(
  text: AnalysedText,
  wordTokens: number[],
  position: number,
  isWord: (position: number, wordIndex: number) => boolean,
  phrase: LexiconPhrase,
): number | undefined {
  const lastIndex = phrase.words.length - 1;
  if (lastIndex < 1) return undefined;
  for (let j = 0; j < lastIndex; j++) if (!isWord(position + j, j)) return undefined;
  let before = position - 1;
  for (let gap = 0; gap < PREPOSITION_GAP.maxWords && before > 0; gap++) {
    const token = text.tokens[wordTokens[before]!]!;
    if (INVERTING_PREPOSITIONS.has(token.normal) || !PREPOSITION_GAP.partsOfSpeech.has(token.pos)) break;
    before--;
  }
  if (before < 1 || !INVERTING_PREPOSITIONS.has(text.tokens[wordTokens[before]!]!.normal)) return undefined;
  const head = before - 1;
  const adjacent = wordTokens[head]! + 1 === wordTokens[before]!;
  return adjacent && isWord(head, lastIndex) && !measuresWhatFollows(text.tokens[wordTokens[head]!]!)
    ? head
    : undefined;
}

/** A container or measure before 'of' sizes what follows it: 'a bottle of water' is water, not a water bottle. */
const measuresWhatFollows = (token: Token): boolean =>
  [token.normal, token.lemma].some(
    (form) => MEASURE_NOUNS.has(form) || FORM_NOUNS.has(form) || PIECE_NOUNS.has(form),
  );

/** A word that is itself a category's word or brand ('laptop' in 'student laptop discount'): it describes nothing. */
function namesProduct(token: Token): boolean {
  return [token.normal, token.lemma].some((form) =>
    (LEXICON.get(form) ?? []).some((phrase) => phrase.words.length === 1 && phrase.entries.length > 0),
  );
}

/** A verb form that describes like an adjective ('racing', 'fired'). */
function isParticiple(token: Token | undefined): boolean {
  return token?.pos === 'VERB' && /(ing|ed)$/.test(token.value);
}

/** Describing words a phrase's last word may stand apart by: 'frozen pizza' in 'frozen margherita pizza'. */
const PHRASE_GAP = { maxWords: 2, partsOfSpeech: new Set(['ADJ', 'NOUN', 'PROPN']) } as const;

/**
 * Whether a word may stand inside a phrase as a description of its last word: an adjective, a noun or a participle
 * ('racing' in 'remote control racing car') that names no product of another group. A product of the phrase's own
 * group describes it (a topping: 'frozen pepperoni pizza'); another names something else ('student laptop
 * discount' is no student discount).
 */
function describesWithin(token: Token, phrase: LexiconPhrase): boolean {
  if (!PHRASE_GAP.partsOfSpeech.has(token.pos) && !isParticiple(token)) return false;
  const groups = new Set(phrase.entries.map((entry) => groupOf(entry.categoryIndex)));
  return productGroupsNamed(token).every((group) => groups.has(group));
}

/** The groups of the categories a single word names as a listed word or brand. */
function productGroupsNamed(token: Token): ProductGroup[] {
  return [token.normal, token.lemma].flatMap((form) =>
    (LEXICON.get(form) ?? [])
      .filter((phrase) => phrase.words.length === 1)
      .flatMap((phrase) => phrase.entries.map((entry) => groupOf(entry.categoryIndex))),
  );
}

/**
 * Where a listed phrase ends when describing words stand before its last word ('frozen margherita pizza', 'dental
 * practice management software', 'remote control racing car'), or undefined.
 */
function qualifiedPhraseEnd(
  text: AnalysedText,
  wordTokens: number[],
  position: number,
  isWord: (position: number, wordIndex: number) => boolean,
  phrase: LexiconPhrase,
): number | undefined {
  const lastIndex = phrase.words.length - 1;
  if (lastIndex < 1 || text.tokens[wordTokens[position]!]!.pos === 'NUM') return undefined;
  for (let j = 1; j < lastIndex; j++) if (!isWord(position + j, j)) return undefined;
  let last = position + lastIndex;
  for (let gap = 1; gap <= PHRASE_GAP.maxWords && last < wordTokens.length; gap++) {
    // A hyphenated compound is one describing word, whatever its parts ('two-door', 'reach-in').
    const compoundEnd = hyphenatedEnd(text, wordTokens, last);
    if (compoundEnd === last && !describesWithin(text.tokens[wordTokens[last]!]!, phrase)) return undefined;
    last = compoundEnd + 1;
    if (last >= wordTokens.length) return undefined;
    if (isWord(last, lastIndex)) {
      const head = wordTokens[last]!;
      return isModifier(text, { phrase: phrase.key, start: head, end: head + 1 }) ? undefined : last;
    }
  }
  return undefined;
}

/** The last word of the hyphenated compound starting at a word ('two-door' from 'two'), or that word itself. */
function hyphenatedEnd(text: AnalysedText, wordTokens: number[], position: number): number {
  let end = position;
  while (end + 1 < wordTokens.length && text.tokens[wordTokens[end]! + 1]?.value === '-') end++;
  return end;
}

/**
 * Longest phrases first, the later of two equal ones first (the head comes last); a phrase inside an accepted one
 * is dropped. A gapped phrase is as long as its words, and yields to a written-out one of that length ('online art
 * course' is an art course) and to any written-out compound at its head ('pair of running shoes' is running shoes).
 */
function withoutOverlaps(matches: LexiconMatch[]): LexiconMatch[] {
  const length = (match: LexiconMatch) => (match.gapped ? match.wordCount : match.end - match.start);
  const compoundAtHead = (gapped: LexiconMatch) =>
    matches.some((m) => !m.gapped && m.wordCount > 1 && m.end === gapped.end && m.start > gapped.start);
  const byLength = matches
    .filter((match) => !match.gapped || !compoundAtHead(match))
    .sort(
      (a, b) =>
        length(b) - length(a) ||
        Number(a.gapped) - Number(b.gapped) ||
        b.wordCount - a.wordCount ||
        b.start - a.start,
    );
  const kept: LexiconMatch[] = [];
  for (const match of byLength) {
    const overlaps = (k: PhraseMatch) =>
      match.start < k.end && k.start < match.end && !(match.start === k.start && match.end === k.end);
    if (kept.some(overlaps)) continue;
    kept.push(match);
  }
  return kept;
}

function isWord(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index];
  return token !== undefined && token.type !== 'punctuation';
}

/**
 * A verb sense of a one-word match ('watch movies', 'monitor sales') names no product. A text of one
 * word has no context to tell ('Drill'), so there the word stands for the product, as it does where it is a noun wink
 * read as a verb.
 */
function isVerbSense(text: AnalysedText, match: PhraseMatch): boolean {
  const isOneWordText = text.tokens.filter((token) => token.type !== 'punctuation').length === 1;
  return (
    !isOneWordText &&
    match.end - match.start === 1 &&
    ((['VERB', 'AUX'].includes(text.tokens[match.start]!.pos) && !isMisreadNoun(text, match.start)) ||
      isCallBeforeObject(text, match.start))
  );
}

/**
 * A call to action before its object, which a determiner opens: 'Book a call', 'Book your demo', 'Order a sample'
 * (wink reads 'book' there as a noun). 'A book a month' counts books: a determiner before a period is a rate.
 */
function isCallBeforeObject(text: AnalysedText, index: number): boolean {
  const next = text.tokens[index + 1];
  const object = text.tokens[index + 2];
  return (
    CALLS_TO_ACTION.has(text.tokens[index]!.normal) &&
    (next?.pos === 'DET' || OBJECT_POSSESSIVES.has(next?.normal ?? '')) &&
    !PERIOD_NOUNS.has(object?.lemma ?? '')
  );
}
const OBJECT_POSSESSIVES = new Set(['your', 'our', 'my']);

const DESCRIBING = new Set(['NOUN', 'PROPN', 'ADJ']);
const NO_OBJECT = new Set(['ADP', 'PUNCT', 'CCONJ']);

/**
 * A plural or an '-ing' noun with no object after it, after a describing word ('fabric plasters, assorted sizes',
 * 'liver treats for cats', 'executive headhunting') or, for an '-ing' noun, first ('ticketing and live chat').
 */
function isMisreadNoun(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index]!;
  const before = text.tokens[index - 1];
  const after = text.tokens[index + 1];
  const isGerund = /ing$/.test(token.normal);
  return (
    (/s$/.test(token.normal) || isGerund) &&
    (DESCRIBING.has(before?.pos ?? '') || (isGerund && before === undefined)) &&
    (after === undefined || NO_OBJECT.has(after.pos))
  );
}

/** Words a count can stand apart from its piece word by: '100 ibuprofen 200 mg tablets', '24 allergy relief tablets'. */
const BETWEEN_COUNT_AND_PIECE = new Set(['NUM', 'NOUN', 'PROPN', 'ADJ']);
const PIECE_COUNT_REACH = 4;

/** A piece word counting a pack: right after a number, or plural with a number a few describing words before. */
function countsPieces(text: AnalysedText, match: PhraseMatch): boolean {
  const token = text.tokens[match.start]!;
  if (match.end - match.start !== 1 || !PIECE_NOUNS.has(token.lemma)) return false;
  if (text.tokens[match.start - 1]?.pos === 'NUM') return true;
  if (token.normal === token.lemma) return false;
  for (let i = match.start - 1; i >= Math.max(0, match.start - PIECE_COUNT_REACH); i--) {
    const before = text.tokens[i]!;
    if (before.pos === 'NUM') return true;
    if (!BETWEEN_COUNT_AND_PIECE.has(before.pos) && before.value !== '-') return false;
  }
  return false;
}

/**
 * The noun a match qualifies ('shops' for 'coffee' in 'coffee shops'), hyphens skipped, and so is a participle before
 * a product's name ('vitamin C brightening serum', 'chicken fried rice'), except after a service, where it opens a
 * clause ('travel insurance covering flights'); undefined when the match is a head itself.
 */

/** A regular plural's singular: 'tablets' → 'tablet', 'berries' → 'berry'. */
const singularOf = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');

function qualifiedNoun(text: AnalysedText, match: PhraseMatch): number | undefined {
  let next = match.end;
  const opensClause = 'entries' in match && namesServiceOnly(match as LexiconMatch);
  while (text.tokens[next]?.value === '-' || (!opensClause && qualifiesProductAfter(text, next))) next++;
  const token = text.tokens[next];
  if (token === undefined || !isWord(text, next) || (token.pos !== 'NOUN' && token.pos !== 'PROPN'))
    return undefined;
  const forms = [token.lemma, singularOf(token.normal)];
  // A product of a group sold in pieces is followed by its piece, not qualifying it ('laundry detergent sheets').
  const soldInPieces =
    'entries' in match &&
    (match as LexiconMatch).entries.some((entry) => FORM_OWNER_GROUPS.has(groupOf(entry.categoryIndex)));
  const formAfter = (form: string) =>
    MEASURE_NOUNS.has(form) || FORM_NOUNS.has(form) || (soldInPieces && PIECE_NOUNS.has(form));
  return forms.some(formAfter) ? undefined : next;
}

function isModifier(text: AnalysedText, match: PhraseMatch): boolean {
  return qualifiedNoun(text, match) !== undefined;
}

/**
 * Followed by a service done on it as the head of its noun phrase ('washing machine repair', 'iPhone screen repair',
 * 'TV wall mounting', 'bike hire').
 */
function serviceOnIt(text: AnalysedText, match: PhraseMatch): string | undefined {
  let head: Token | undefined;
  for (let i = match.end; i < text.tokens.length; i++) {
    const token = text.tokens[i]!;
    // A hyphenated compound is one word, whatever wink reads its parts as ('cake-cutting fee').
    if (token.value === '-' || text.tokens[i - 1]?.value === '-') {
      if (token.value !== '-') head = token;
      continue;
    }
    // Wink reads some of these nouns as verbs ('bike hire').
    if (token.pos !== 'NOUN' && token.pos !== 'PROPN' && !SERVICE_NOUNS.has(token.normal)) break;
    head = token;
  }
  return head !== undefined && SERVICE_NOUNS.has(head.normal) ? head.normal : undefined;
}

/** Places in the plural are where a thing is used ('5% back at restaurants'), not the one place selling it. */
const isPlural = (token: Token) => token.normal !== token.lemma && token.normal.endsWith('s');

/** A verb form describing the product named right after it ('brightening serum', 'fried rice'). */
function qualifiesProductAfter(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index];
  const next = text.tokens[index + 1];
  return isParticiple(token) && next !== undefined && namesProduct(next);
}

const isListedIn = (matches: LexiconMatch[], index: number) =>
  matches.some((match) => match.start <= index && index < match.end);

/**
 * A form or piece listed as a product itself ('gummies', 'sheets') right after another product of its group, or of a
 * group sold in such forms: the form of that product ('melatonin gummies' are a sleep aid, 'laundry detergent sheets'
 * a detergent; 'apple cider vinegar gummies' stay a supplement). A form in the plural after a common noun naming
 * nothing counts the doses of a product not named ('travel sickness tablets' are no tablet computers), and so does
 * a form in a line stating a dose ('melatonin 5 mg fast dissolve tablets').
 */
function isFormOfProductBefore(text: AnalysedText, match: LexiconMatch, kept: LexiconMatch[]): boolean {
  const form = singularOf(match.phrase);
  if (match.wordCount !== 1) return false;
  if (FORM_NOUNS.has(form)) {
    const token = text.tokens[match.start]!;
    const before = text.tokens[match.start - 1];
    if (token.normal !== token.lemma && before?.pos === 'NOUN' && !isListedIn(kept, match.start - 1))
      return true;
    if (statesDose(text)) return true;
  } else if (!PIECE_NOUNS.has(form)) return false;
  const groups = new Set(match.entries.map((entry) => groupOf(entry.categoryIndex)));
  return kept.some(
    (other) =>
      other.end === match.start &&
      other.entries.some((entry) => {
        const group = groupOf(entry.categoryIndex);
        return groups.has(group) || FORM_OWNER_GROUPS.has(group);
      }),
  );
}

/** A dose stated ('5 mg', '1000 IU', '400mcg'): its tablets or capsules are a medicine's, never computer tablets. */
function statesDose(text: AnalysedText): boolean {
  return text.tokens.some(
    (token, i) =>
      DOSE_UNITS.has(token.normal.replace(/^9+/, '')) &&
      (/^9/.test(token.normal) || text.tokens[i - 1]?.normal.endsWith('9') === true),
  );
}

/** Groups whose products come as tablets, capsules or sprays: 'glucosamine tablets' are no computer tablets. */
const FORM_OWNER_GROUPS = new Set<ProductGroup>(['otc-health', 'personal-care', 'household', 'pets']);

/**
 * Inside a clause that describes the product: 'an app that reminds you to water your houseplants', or one opened by a
 * participle right after a service or a plan named, 'a vision plan covering glasses and eye exams'. After a good, a
 * participle describes the next word instead ('vitamin C brightening face serum', 'mint waxed floss').
 */
function isInRelativeClause(text: AnalysedText, match: PhraseMatch, kept: LexiconMatch[]): boolean {
  const sentence = text.sentences.find(([first, last]) => first <= match.start && match.start <= last);
  for (let i = match.start - 1; i > (sentence?.[0] ?? 0); i--) {
    const token = text.tokens[i]!;
    const before = text.tokens[i - 1]!;
    if (before.pos !== 'NOUN' && before.pos !== 'PROPN') continue;
    if (RELATIVE_PRONOUNS.has(token.normal)) return true;
    const afterService = kept.some((other) => other.end === i && namesServiceOnly(other));
    if (afterService && isParticiple(token) && !isHyphenated(text, i) && !isMisreadNoun(text, i)) return true;
  }
  return false;
}

/** A word joined by hyphens is part of a compound, not a phrase of its own ('roll-on', 'all-in-one', 'after-school'). */
function isHyphenated(text: AnalysedText, index: number): boolean {
  return text.tokens[index - 1]?.value === '-' || text.tokens[index + 1]?.value === '-';
}

/**
 * The preposition of the 'for ...', 'with ...' or 'at ...' phrase a match stands in, unless the phrase before is a
 * generic head. A verb ends the search, except one inside a hyphenated compound ('wood-fired', 'reach-in').
 */
function sidePreposition(text: AnalysedText, match: PhraseMatch): string | undefined {
  for (let i = match.start - 1; i >= 0; i--) {
    const token = text.tokens[i]!;
    if (token.type === 'punctuation' && token.value !== '-' && token.value !== '&') return undefined;
    if ((token.pos === 'VERB' || token.pos === 'AUX') && !isHyphenated(text, i)) return undefined;
    if (token.pos === 'SCONJ') return undefined;
    if (token.pos === 'PRON' && ['that', 'which', 'who'].includes(token.normal)) return undefined;
    if (token.pos === 'ADP' && SIDE_PREPOSITIONS.has(token.normal) && !isHyphenated(text, i)) {
      // After a verb opening the line or a clause, as an app store writes ('Match with singles', 'Listen to
      // audiobooks'), it opens the verb's object; 'for' and a business names a buyer ('Toast for restaurants').
      const buyer =
        token.normal === 'for' && MADE_FOR.get(text.tokens[i + 1]?.lemma ?? '') === BUSINESS_BUYERS;
      if (i >= 1 && opensClauseAsVerb(text, i - 1) && !buyer) return undefined;
      let head = i - 1;
      while (head >= 0 && text.tokens[head]!.pos === 'ADJ') head--;
      return GENERIC_HEADS.has(text.tokens[head]?.lemma ?? '') ? undefined : token.normal;
    }
  }
  return undefined;
}

/** A component listed as part of the offer ('flights included', 'insurance not included'), not the product. */
function isIncludedPart(text: AnalysedText, match: PhraseMatch): boolean {
  let next = match.end;
  if (text.tokens[next]?.normal === 'not') next++;
  return INCLUDED_WORDS.has(text.tokens[next]?.lemma ?? '');
}

/**
 * Where the details of a titled offer start: after a colon, when a product is named before it ('Weekend in Paris:
 * Eurostar and 2 nights'); a name alone before it titles nothing ('PlantPal: an app that ...'). Likewise after the
 * first comma, when a product is named as the head before it: what follows specifies it ('14-inch ultrabook, 16 GB
 * RAM, 512 GB SSD'; 'Hot vinyasa, 10-class pass').
 */
function detailsStart(text: AnalysedText, matches: LexiconMatch[]): number {
  const colon = text.tokens.findIndex((token) => token.value === ':');
  // A product named as the head before the colon titles it; one that only qualifies a noun ('Hair salon owners:',
  // 'Coffee lovers:') names an audience, and the product comes after. A phrase ending in a preposition ('weekend in
  // Rome') takes an object rather than qualifying it.
  const namesAudience = (match: LexiconMatch) =>
    text.tokens[match.end - 1]?.pos !== 'ADP' && isModifier(text, match);
  // A phrase naming nothing ('Same-day delivery:') titles nothing.
  const titled =
    colon > 0 &&
    matches.some(
      (match) =>
        match.end <= colon && match.entries.length > 0 && !isVerbSense(text, match) && !namesAudience(match),
    );
  if (titled) return colon;
  const comma = text.tokens.findIndex((token) => token.value === ',');
  const namedBefore = matches.some(
    (match) =>
      match.end <= comma &&
      match.entries.length > 0 &&
      !isVerbSense(text, match) &&
      !isModifier(text, match) &&
      sidePreposition(text, match) === undefined,
  );
  return comma > 0 && namedBefore ? comma : text.tokens.length;
}

/**
 * A food named alone in a later part of a shop title, after a first part naming a thing, is its flavour or scent:
 * 'Whey isolate, chocolate, 2 lb tub', 'Multi-surface wipes, lemon', 'Arrabbiata sauce, 400 g jar, slow cooked
 * tomatoes'. Only describing words and other foods may stand with it there ('mango & apple').
 */
function isFlavourOfTitle(text: AnalysedText, match: LexiconMatch, kept: LexiconMatch[]): boolean {
  const isBreak = (token: Token) => TITLE_BREAKS.has(token.value);
  const firstBreak = text.tokens.findIndex(isBreak);
  if (firstBreak < 0 || match.start < firstBreak) return false;
  if (!match.entries.some((entry) => groupOf(entry.categoryIndex) === 'groceries')) return false;
  if (!text.tokens.slice(0, firstBreak).some((token) => token.pos === 'NOUN' || token.pos === 'PROPN'))
    return false;
  let from = match.start;
  while (from > 0 && !isBreak(text.tokens[from - 1]!)) from--;
  let to = match.end;
  while (to < text.tokens.length && !isBreak(text.tokens[to]!)) to++;
  const foods = kept.filter(
    (other) =>
      other.start >= from &&
      other.end <= to &&
      other.entries.some((entry) => groupOf(entry.categoryIndex) === 'groceries'),
  );
  return text.tokens
    .slice(from, to)
    .every(
      (token, offset) =>
        isListedIn(foods, from + offset) ||
        FLAVOUR_COMPANIONS.has(token.pos) ||
        token.value === '&' ||
        isParticiple(token),
    );
}

/**
 * A category sold where it is served or done, so that 'at' or 'from' such a place names what is bought: a pint at the
 * pub is a bar drink, vaccinations at the vet are a vet's visit, a pie from a pizzeria is a pizza. Travel is left out:
 * much is bought at an airport or a hotel.
 */
const PLACE_PREPOSITIONS = new Set(['at', 'from']);
const TITLE_BREAKS = new Set([',', '|', '·', '–', '—']);
const FLAVOUR_COMPANIONS = new Set(['ADJ', 'ADV', 'CCONJ']);

function isSoldAtItsPlace(category: ProductCategory): boolean {
  return (
    category.group === 'food-service' || category.group === 'local-services' || category.unit === 'session'
  );
}

type Scored = [categoryIndex: number, score: CategoryScore];

/** The best-scoring category of some groups that a word names as the product, if any. */
function bestNamedIn(scores: Map<number, CategoryScore>, groups: readonly string[]): Scored | undefined {
  let found: Scored | undefined;
  for (const scored of scores)
    if (
      groups.includes(groupOf(scored[0])) &&
      scored[1].named &&
      (!found || scored[1].score > found[1].score)
    )
      found = scored;
  return found;
}

const wordsOf = (text: AnalysedText) => text.tokens.filter((token) => token.type !== 'punctuation');

/**
 * A meal served, not a pack bought: 'two mains, rice and sides', 'eat in', 'for collection', '$45 a head'. A word of a
 * listed phrase says nothing of it ('Knorr Sides').
 */
function saysMealServed(text: AnalysedText, kept: LexiconMatch[]): boolean {
  const words = text.tokens.flatMap((token, i) =>
    token.type === 'punctuation' || (isListedIn(kept, i) && MEAL_WORDS.has(token.normal)) ? [] : [token],
  );
  return words.some(
    (token, i) =>
      MEAL_WORDS.has(token.normal) ||
      MEAL_PHRASES.some(([first, second]) => token.normal === first && words[i + 1]?.normal === second),
  );
}

/**
 * A measure a drink is served by, before 'of' and the drink: 'a flight of three sour ales' is a tasting of ales, no air
 * flight. The drink names the product; its served form is read by `asServed`.
 */
function isServingMeasure(text: AnalysedText, match: LexiconMatch, kept: LexiconMatch[]): boolean {
  if (match.wordCount !== 1 || text.tokens[match.end]?.normal !== 'of') return false;
  const measure = text.tokens[match.start]!.lemma;
  return kept.some(
    (other) =>
      other.start > match.end &&
      other.start <= match.end + SERVED_DRINK_REACH &&
      other.entries.some((entry) =>
        SERVED_AS.get(PRODUCT_CATEGORIES[entry.categoryIndex]!.id)?.measures.has(measure),
      ),
  );
}
/** Words between 'of' and the drink: a number and a describing word or two ('of four craft IPAs'). */
const SERVED_DRINK_REACH = 4;

/**
 * A volume in millilitres: what is poured or squeezed (a nail polish, a serum), never a garment, shoe or bag, so a
 * shade named 'Ballet Slippers' or 'Sneaker Red' is no footwear. Bags are sized in litres, not millilitres.
 */
function statesMillilitres(text: AnalysedText): boolean {
  return text.tokens.some((token, i) => MILLILITRES.has(token.normal) && text.tokens[i - 1]?.pos === 'NUM');
}
const MILLILITRES = new Set(['ml', 'millilitres', 'milliliters']);

/** Whether one of some measures stands before 'of': 'a pint of', 'a glass of', 'two scoops of'. */
function saysMeasureOf(text: AnalysedText, measures: ReadonlySet<string>): boolean {
  const words = wordsOf(text);
  return words.some((token, i) => measures.has(token.lemma) && words[i + 1]?.normal === 'of');
}

/**
 * A grocery word in a line about a served meal names part of a dish. The dish is the food-service product named with
 * it as much ('breakfast burrito and a coffee' is fast food: a meal names its parts), or, where the line says a meal
 * is served, any food-service product it names; failing that, the grocery's served form after a serving measure ('a
 * pint of craft lager' is a bar drink), and otherwise nothing ('two mains, rice and sides' is no rice).
 */
function saysMadeWhereSold(text: AnalysedText): boolean {
  const words = wordsOf(text).map((token) => token.normal);
  return (
    words.some((word) => CAFE_CUP_SIZES.has(word)) ||
    MADE_WHERE_SOLD.some((phrase) =>
      words.some((_, i) => phrase.every((word, offset) => words[i + offset] === word)),
    )
  );
}

/** A medicine in a form put on the skin is that form's product ('pain relief gel'); a 'Liqui-Gel' is swallowed. */
function asApplied(text: AnalysedText, best: Scored): Scored {
  const applied = APPLIED_AS.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (applied === undefined) return best;
  const onSkin = text.tokens.some((token, i) => {
    const joined = text.tokens[i + 1]?.value === '-' ? `${token.normal}-${text.tokens[i + 2]?.normal}` : '';
    return (
      SKIN_FORMS.has(joined) ||
      (text.tokens[i - 1]?.value !== '-' && [token.normal, token.lemma].some((form) => SKIN_FORMS.has(form)))
    );
  });
  return onSkin ? [categoryIndexOf(applied), best[1]] : best;
}

function asServed(
  text: AnalysedText,
  kept: LexiconMatch[],
  scores: Map<number, CategoryScore>,
  best: Scored,
): Scored | undefined {
  if (groupOf(best[0]) !== 'groceries') return best;
  const meal = saysMealServed(text, kept);
  const served = bestNamedIn(scores, ['food-service']);
  if (served && (meal || served[1].score >= best[1].score)) return served;
  if (meal) return undefined;
  const prepared = PREPARED_AS.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (prepared !== undefined && saysMadeWhereSold(text)) return [categoryIndexOf(prepared), best[1]];
  const servedForm = SERVED_AS.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (servedForm === undefined || !saysMeasureOf(text, servedForm.measures)) return best;
  return [categoryIndexOf(servedForm.as), best[1]];
}

/** An offer that comes again every period: 'monthly', 'every two weeks', '$9 a month'. */
function saysRecurring(text: AnalysedText): boolean {
  return text.tokens.some((token, i) => {
    if (RECURRING_WORDS.has(token.normal)) return true;
    if (!PERIOD_NOUNS.has(token.lemma)) return false;
    const before = text.tokens[i - 1];
    return (
      BEFORE_PERIOD.has(before?.normal ?? '') ||
      (before?.pos === 'NUM' && text.tokens[i - 2]?.normal === 'every')
    );
  });
}

/** A good delivered again every period is its subscription, where the table has one ('blade refills every month'). */
function asSubscribed(text: AnalysedText, best: Scored): Scored {
  const subscription = SUBSCRIBED_AS.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (subscription === undefined || !saysRecurring(text)) return best;
  return [categoryIndexOf(subscription), best[1]];
}

/**
 * A fare and a stay sold together, both named as products: a package ('Eurostar + 2 nights boutique hotel', 'return
 * flights and 7 nights'), priced as one, not as the stay alone. A fare or a stay named aside ('hotel with airport
 * shuttle', 'flights included') is part of the other.
 */
function asBundled(scores: Map<number, CategoryScore>, best: Scored): Scored {
  const id = PRODUCT_CATEGORIES[best[0]]!.id;
  const other = BUNDLE_PARTS.fares.includes(id)
    ? BUNDLE_PARTS.stays
    : BUNDLE_PARTS.stays.includes(id)
      ? BUNDLE_PARTS.fares
      : [];
  const bundled = [...scores].some(
    ([index, { named }]) => named && other.includes(PRODUCT_CATEGORIES[index]!.id),
  );
  if (!bundled) return best;
  return [categoryIndexOf(BUNDLE_PARTS.as), best[1]];
}

/**
 * A case, cover or protector named before the device it fits is that device's accessory ('Rugged case, Galaxy S23',
 * 'Leather folio cover, iPad Air'); one named after it is aside ('iPhone 15 with free case').
 */
function asAccessory(text: AnalysedText, best: Scored): Scored {
  const accessory = ACCESSORY_OF.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (accessory === undefined) return best;
  const device = Math.min(...best[1].starts);
  const before = text.tokens
    .slice(0, device)
    .some((token) => token.pos === 'NOUN' && ACCESSORY_NOUNS.has(token.lemma));
  return before ? [categoryIndexOf(accessory), best[1]] : best;
}

/** A vehicle named with a ferry is carried on it: the crossing ('Ferry crossing Dover to Calais, car plus 2'). */
function asCarried(text: AnalysedText, best: Scored): Scored {
  if (!CARRIED.vehicles.includes(PRODUCT_CATEGORIES[best[0]]!.id)) return best;
  if (!text.tokens.some((token) => CARRIED.by.has(token.lemma))) return best;
  return [categoryIndexOf(CARRIED.as), best[1]];
}

/**
 * A vehicle hired, not bought: 'rent a 9-seater van', 'hire a compact SUV', 'pick up at the airport', '$52/day', '3
 * days'. A car is never sold by the day, so a price per day or week, or a number of days it is had for, says it is
 * hired as plainly as the verb.
 */
function asHired(text: AnalysedText, best: Scored): Scored {
  const hire = HIRED_AS.get(PRODUCT_CATEGORIES[best[0]]!.id);
  if (hire === undefined) return best;
  const hired = text.tokens.some((token, i) => {
    const next = text.tokens[i + 1]?.normal;
    if (HIRE_WORDS.has(token.lemma) || HIRE_WORDS.has(token.normal)) return true;
    if (token.lemma === 'pick' && next === 'up') return true;
    const before = text.tokens[i - 1];
    return (
      HIRE_PERIODS.has(token.lemma) && (before?.pos === 'NUM' || BEFORE_PERIOD.has(before?.normal ?? ''))
    );
  });
  return hired ? [categoryIndexOf(hire), best[1]] : best;
}

/**
 * The groups an offer is said to be made for, when its own group sells nothing for them: 'for cats', 'for your baby',
 * 'for coffee shops' after it, or 'hamster', 'infant' right before it ('hamster bedding', 'infant milk powder').
 */
function madeForGroups(text: AnalysedText, kept: LexiconMatch[], best: Scored): string[] | undefined {
  const group = groupOf(best[0]);
  // A word of a longer listed phrase names that product, not a buyer ('hot dog', 'cat litter'); a business stays one
  // ('coffee shop').
  const inPhrase = (index: number) =>
    kept.some((match) => match.start <= index && index < match.end && match.end - match.start > 1);
  if (!BABIES.includes(group) && GOODS_GROUPS.has(group) && statesBabyAge(text)) return BABIES;
  // Sold wholesale or with a minimum order, or wired to a three-phase supply, which only commercial premises have: to a
  // business ('White-label gummies, wholesale, MOQ 1,000', 'Combi oven, three-phase').
  if (
    GOODS_GROUPS.has(group) &&
    (text.tokens.some((token) => TRADE_SALE_WORDS.has(token.normal)) || isThreePhase(text))
  )
    return BUSINESS_BUYERS;
  // A food sold under a baby-food brand is the baby's ('Gerber apple and pear').
  const babyBrand = kept.some((match) =>
    match.entries.some((entry) => entry.isBrand && groupOf(entry.categoryIndex) === 'toys-baby'),
  );
  if (group === 'groceries' && babyBrand) return BABIES;
  for (let i = 0; i < text.tokens.length; i++) {
    const token = text.tokens[i]!;
    const groups = MADE_FOR.get(token.lemma);
    if (!groups || groups.includes(group)) continue;
    if (
      groups === BUSINESS_BUYERS
        ? !isGood(PRODUCT_CATEGORIES[best[0]]!) && group !== 'local-services'
        : inPhrase(i) || !GOODS_GROUPS.has(group)
    )
      continue;
    if (isBuyerAfterFor(text, i, groups === BUSINESS_BUYERS)) return groups;
    const next = text.tokens[i + 1];
    const rightBefore =
      best[1].starts.includes(i + 1) || (next?.value === '-' && best[1].starts.includes(i + 2));
    if (rightBefore && !MADE_FOR_ONLY_AFTER_FOR.has(token.lemma)) return groups;
  }
  return undefined;
}

const MONTH_ABBREVIATIONS = new Set(['m', 'mo', 'mos', 'mths']);

function isThreePhase(text: AnalysedText): boolean {
  return text.tokens.some(
    (token, i) =>
      token.normal === 'phase' &&
      text.tokens[i - 1]?.value === '-' &&
      ['three', '9'].includes(text.tokens[i - 2]?.normal ?? ''),
  );
}

/**
 * An age in months, as a shop title gives a baby's ('6-18 months', '18 months+', 'from 6 months', '6m+'), or 'from
 * birth': the buyer is
 * a baby, whatever the product's noun ('baby sleeping bag, 6-18 months' is no camping gear). A single length in months
 * is a duration ('6-month filter').
 */
function statesBabyAge(text: AnalysedText): boolean {
  return text.tokens.some((token, i) => {
    const before = text.tokens[i - 1];
    // normalise writes a trailing '+' as 'plus'.
    const after = text.tokens[i + 1]?.normal === 'plus' ? '+' : text.tokens[i + 1]?.value;
    if (token.normal === 'birth') return before?.normal === 'from';
    if (/^9+m$/.test(token.normal)) return after === '+';
    if ((token.lemma !== 'month' && !MONTH_ABBREVIATIONS.has(token.normal)) || before?.pos !== 'NUM')
      return false;
    const range =
      /^9+(\.9+)?-9+$/.test(before.normal) || ['-', 'to'].includes(text.tokens[i - 2]?.normal ?? '');
    return after === '+' || range || text.tokens[i - 2]?.normal === 'from';
  });
}

/**
 * A buyer named after 'for', as the head of its phrase ('for large dogs', 'for your baby'), or, for a business, also
 * qualifying it or qualified ('for restaurant kitchens', 'for business parcels', 'for coffee shops'); not 'for pet
 * hair'.
 */
function isBuyerAfterFor(text: AnalysedText, index: number, mayQualify: boolean): boolean {
  const isNoun = (token: Token | undefined) => token?.pos === 'NOUN' || token?.pos === 'PROPN';
  const next = text.tokens[index + 1];
  const head = !isNoun(next) || (mayQualify && !isNoun(text.tokens[index + 2]));
  const describes = (token: Token) =>
    PREPOSITION_GAP.partsOfSpeech.has(token.pos) || (mayQualify && isNoun(token) && token.normal !== 'for');
  let before = index - 1;
  while (before >= 0 && describes(text.tokens[before]!) && index - before <= 2) before--;
  return head && text.tokens[before]?.normal === 'for';
}

/** An offer made for pets, babies or a business is the product their suppliers sell, or none the table lists. */
function asMadeFor(
  text: AnalysedText,
  kept: LexiconMatch[],
  scores: Map<number, CategoryScore>,
  best: Scored,
): Scored | undefined {
  const groups = madeForGroups(text, kept, best);
  return groups ? bestNamedIn(scores, groups) : best;
}

/** A service or a plan, no good: a participle after it opens a clause on what it covers. */
const namesServiceOnly = (match: LexiconMatch) =>
  match.entries.length > 0 &&
  match.entries.every((entry) => !isGood(PRODUCT_CATEGORIES[entry.categoryIndex]!));

/** Bought and owned: a group of goods, or a thing priced by the item in another group (a car, a card terminal). */
const isGood = (category: ProductCategory) => GOODS_GROUPS.has(category.group) || category.unit === 'item';

const lemmasOf = (phrase: string) => wordsOf(analyseText(phrase)).map((token) => token.lemma);

/**
 * A product named by its use: a symptom and a remedy's form ('relief for tension headaches, 24 tablets'), or a task
 * and a sign of software ('send invoices and chase late payments automatically'). The uses are the words before a form
 * in the group's own phrases ('headache relief', 'cough syrup', 'invoice software'), and a short list; a use two
 * categories name names neither.
 */
interface UseReading {
  /** Whether the line is about such a product at all: a remedy's form, a sign of software. */
  says: (words: Token[]) => boolean;
  /** Uses, as their words' lemmas, and the category they name. */
  uses: Map<string, number>;
  longest: number;
}

function useReading(
  group: ProductGroup,
  forms: ReadonlySet<string>,
  more: ReadonlyMap<string, string>,
  says: (words: Token[]) => boolean,
): UseReading {
  const found = new Map<string, Set<number>>();
  const add = (use: string, categoryIndex: number) =>
    found.set(use, new Set([...(found.get(use) ?? []), categoryIndex]));
  PRODUCT_CATEGORIES.forEach((category, categoryIndex) => {
    if (category.group !== group) return;
    for (const word of category.words) {
      const lemmas = lemmasOf(word);
      if (lemmas.length > 1 && forms.has(lemmas.at(-1)!)) add(lemmas.slice(0, -1).join(' '), categoryIndex);
    }
  });
  for (const [use, id] of more) add(lemmasOf(use).join(' '), categoryIndexOf(id));
  const uses = new Map(
    [...found].flatMap(([use, indexes]) => (indexes.size === 1 ? [[use, [...indexes][0]!] as const] : [])),
  );
  return { says, uses, longest: Math.max(...[...uses.keys()].map((use) => use.split(' ').length)) };
}

const USE_READINGS: UseReading[] = [
  useReading('otc-health', REMEDY_WORDS, SYMPTOMS, (words) =>
    words.some((token) => REMEDY_WORDS.has(token.lemma) || REMEDY_WORDS.has(token.normal)),
  ),
  useReading('software-saas', SOFTWARE_FORMS, new Map(), (words) =>
    words.some(
      (token, i) =>
        SOFTWARE_SIGNALS.has(token.lemma) ||
        SOFTWARE_SIGNALS.has(token.normal) ||
        (SEAT_NOUNS.has(token.lemma) && words[i - 1]?.normal === 'per'),
    ),
  ),
];

/** The category a line names by a use, with the uses found, where exactly one category is named so. */
function namedByUse(text: AnalysedText): [categoryIndex: number, uses: string[]] | undefined {
  const words = wordsOf(text);
  for (const { says, uses, longest } of USE_READINGS) {
    if (!says(words)) continue;
    const named = new Set<number>();
    const found: string[] = [];
    for (let i = 0; i < words.length; i++)
      for (let length = longest; length >= 1; length--) {
        const use = words.slice(i, i + length);
        const categoryIndex =
          use.length === length ? uses.get(use.map((token) => token.lemma).join(' ')) : undefined;
        if (categoryIndex === undefined) continue;
        named.add(categoryIndex);
        found.push(use.map((token) => token.normal).join(' '));
        i += length - 1;
        break;
      }
    if (named.size === 1) return [[...named][0]!, found];
  }
  return undefined;
}

/**
 * A subscription's uses as verb and object ('stream movie', 'learn language', 'meet single'), read from the group's
 * phrases: an object before a gerund ('movie streaming', 'language learning') or a verb before a plural ('meet
 * singles'). A use two categories name names neither.
 */
const DOINGS: Map<string, number> = (() => {
  const found = new Map<string, Set<number>>();
  const add = (use: string, categoryIndex: number) =>
    found.set(use, new Set([...(found.get(use) ?? []), categoryIndex]));
  PRODUCT_CATEGORIES.forEach((category, categoryIndex) => {
    if (category.group !== 'subscriptions') return;
    for (const word of category.words) {
      const tokens = wordsOf(analyseText(normalise(word)));
      tokens.forEach((token, i) => {
        const before = tokens[i - 1];
        if (before && /ing$/.test(token.normal) && token.lemma !== token.normal)
          add(`${token.lemma} ${before.lemma}`, categoryIndex);
      });
      const [first, last] = [tokens[0]!, tokens.at(-1)!];
      if (tokens.length > 1 && first.pos === 'VERB' && last.pos === 'NOUN' && last.normal !== last.lemma)
        add(`${first.lemma} ${last.lemma}`, categoryIndex);
    }
  });
  return new Map(
    [...found].flatMap(([use, indexes]) => (indexes.size === 1 ? [[use, [...indexes][0]!]] : [])),
  );
})();

/** How far after its verb an object may stand: 'stream thousands of movies', 'listen to 100 million songs'. */
const OBJECT_REACH = 6;
const CLAUSE_OPENERS = new Set(['.', ':', '!', '?', ',', ';']);

/** A verb in its base form opening the line or a clause: 'Stream thousands of movies', 'Match with singles'. */
function opensClauseAsVerb(text: AnalysedText, index: number): boolean {
  const token = text.tokens[index]!;
  const before = text.tokens[index - 1];
  return (
    token.type !== 'punctuation' &&
    token.value === token.lemma &&
    (before === undefined || CLAUSE_OPENERS.has(before.value))
  );
}

/** Billed by a period: '$9.99/month', '£7.99 a month', '$69.99/year', 'monthly'. */
function billedByPeriod(text: AnalysedText): boolean {
  return (
    saysRecurring(text) ||
    text.tokens.some(
      (token, i) => BILLING_PERIODS.has(token.lemma) && BEFORE_PERIOD.has(text.tokens[i - 1]?.normal ?? ''),
    )
  );
}

/**
 * A place priced by the night, where no word names a product: a stay ('Shepherd's hut near the coast, £95 per night',
 * 'Cozy A-frame cabin, $165/night'). Only a stay is sold by the night; a hire by the night names its vehicle.
 */
function stayByTheNight(text: AnalysedText): [categoryIndex: number, uses: string[]] | undefined {
  const priced = text.tokens.some((token) => /^[$£€]$/.test(token.value));
  const byTheNight = text.tokens.some(
    (token, i) => token.lemma === 'night' && BEFORE_PERIOD.has(text.tokens[i - 1]?.normal ?? ''),
  );
  return priced && byTheNight ? [categoryIndexOf('hotel-stay'), ['per night']] : undefined;
}

/**
 * A subscription named by what it does, billed by a period: a verb as written or opening a clause ('Stream thousands
 * of movies, $9.99/month', 'Learn Spanish in 10 minutes a day'), and its object a few words after it, in the same
 * clause, make a use of one subscription category. With the category, the use found and where its object stands.
 */
function namedByDoing(
  text: AnalysedText,
): [categoryIndex: number, uses: string[], object: number] | undefined {
  if (!billedByPeriod(text)) return undefined;
  const named = new Map<number, [string, number]>();
  text.tokens.forEach((token, i) => {
    if (token.type === 'punctuation' || (token.pos !== 'VERB' && !opensClauseAsVerb(text, i))) return;
    const verbs = [token.lemma, USE_VERBS.get(token.lemma)];
    for (let j = i + 1; j < Math.min(text.tokens.length, i + 1 + OBJECT_REACH); j++) {
      const object = text.tokens[j]!;
      if (object.type === 'punctuation' && object.value !== '-' && object.value !== '&') break;
      const kinds = [object.lemma, USE_OBJECTS.get(object.lemma) ?? USE_OBJECTS.get(object.normal)];
      for (const verb of verbs)
        for (const kind of kinds) {
          const categoryIndex = DOINGS.get(`${verb} ${kind}`);
          if (categoryIndex !== undefined && !named.has(categoryIndex))
            named.set(categoryIndex, [`${token.normal} ${object.normal}`, j]);
        }
    }
  });
  if (named.size !== 1) return undefined;
  const [categoryIndex, [use, object]] = [...named][0]!;
  return [categoryIndex, [use], object];
}

interface CategoryScore {
  score: number;
  matched: string[];
  /** Where its last word found ends. */
  lastEnd: number;
  /** Where its words found start. */
  starts: number[];
  /** Whether a word found names the product itself: a head noun or a brand outside side phrases. */
  named: boolean;
}

/**
 * A brand that is also an adverb names nothing when it qualifies a verb after it: 'freshly roasted' is no Freshly
 * meal, while 'Oatly oat milk' and 'Truly hard seltzer' keep their brands.
 */
const isAdverbBrand = (text: AnalysedText, match: LexiconMatch): boolean =>
  match.wordCount === 1 &&
  text.tokens[match.start]!.pos === 'ADV' &&
  (text.tokens[match.end]?.pos === 'VERB' || /ed$/.test(text.tokens[match.end]?.normal ?? '')) &&
  match.entries.every((entry) => entry.isBrand);

/** The words a brand's noun phrase runs on over to its head: describing words (wink reads some as adverbs: 'soft'), model numbers, hyphens. */
const NOUN_PHRASE_PARTS = new Set(['NOUN', 'PROPN', 'ADJ', 'ADV', 'NUM']);

/**
 * The goods' categories a brand's noun phrase names at its head, other than the brand's own ('Oral-B manual
 * toothbrush', 'Dell XPS desktop', 'Starbucks K-Cup pods'): a brand names its maker, and a maker sells more than the
 * product listed with it, so the good named says which. A head naming a service ('DiGiorno pizza', where 'pizza' is a
 * pizzeria's) leaves the brand its good; so does a food, the brand's flavour or variety ('Cup Noodles chicken',
 * 'DiGiorno pepperoni', 'Gerber apple'), unless the brand is a cafe's or a restaurant's, whose goods shops sell
 * too ('Starbucks K-Cup pods'); and a phrase ending in a word written capitalised where case means something, the
 * product's name ('Peloton Bike+'; not 'K-Cup pods').
 */
function goodsNamedAfterBrand(
  text: AnalysedText,
  brand: LexiconMatch,
  kept: LexiconMatch[],
  casing: Casing,
): Set<number> {
  let end = brand.end;
  while (end < text.tokens.length) {
    const token = text.tokens[end]!;
    if (token.value !== '-' && !NOUN_PHRASE_PARTS.has(token.pos) && !isParticiple(token)) break;
    end++;
  }
  const head = kept.findLast(
    (match) => match.start >= brand.end && match.end <= end && match.entries.every((entry) => !entry.isBrand),
  );
  const lastWord = text.tokens[text.tokens[end - 1]?.value === '-' ? end - 2 : end - 1]!;
  if (head === undefined || (casing.cased && casing.capitalised.has(lastWord.normal))) return new Set();
  const servesFood = brand.entries.some(
    (entry) => entry.isBrand && groupOf(entry.categoryIndex) === 'food-service',
  );
  // Only forms and counts may follow the head inside the phrase ('K-Cup pods').
  for (let i = head.end; i < end; i++)
    if (text.tokens[i]!.value !== '-' && !measuresWhatFollows(text.tokens[i]!)) return new Set();
  return new Set(
    head.entries
      .map((entry) => entry.categoryIndex)
      .filter((index) => GOODS_GROUPS.has(groupOf(index)) && (servesFood || groupOf(index) !== 'groceries'))
      .filter((index) => !brand.entries.some((entry) => entry.categoryIndex === index)),
  );
}

/** The words of the table's listed phrases, brands aside: 'coach' of 'coach ticket', 'silk' nowhere. */
const LISTED_WORDS = new Set(
  PRODUCT_CATEGORIES.flatMap((category) => category.words.flatMap((word) => normalise(word).split(/[\s-]+/))),
);

/** A brand of one word that is also an ordinary word ('coach', 'silk', 'tide', 'delta'; not 'netflix'). */
const isOrdinaryWord = (word: string) => LISTED_WORDS.has(word) || isLexiconWord(word);

/**
 * How the writer cased a line: the words written capitalised after its first word. A title, or a line in capitals,
 * capitalises every word, and a line in lower case none, so there case says nothing.
 */
interface Casing {
  cased: boolean;
  capitalised: Set<string>;
  /** Words written with a capital inside, names in any line ('iphone' of 'iPhone'). */
  names: Set<string>;
}

const TITLE_CASE_SHARE = 0.7;
const CASING_SEPARATOR = '\u0000';

/** A word with a capital after its first letter and a small one ('iPhone', 'eBay', 'PlayStation') is a name. */
const isCamelCase = (word: string) => /.\p{Lu}/u.test(word) && /\p{Ll}/u.test(word);
const isCapitalised = (word: string) => /^\p{Lu}/u.test(word);
const NAMES_SEPARATOR = '|';

function casingOf(conceptText: string): string {
  const words = conceptText.match(/\p{L}[\p{L}'’]*/gu) ?? [];
  const capitalised = words.filter(isCapitalised);
  const titled = words.length >= 3 && capitalised.length >= TITLE_CASE_SHARE * words.length;
  const cased = !titled && capitalised.length > 0;
  const caseKey = cased ? ['cased', ...words.slice(1).filter(isCapitalised).map(normalise)].join(' ') : '';
  return [caseKey, ...words.filter(isCamelCase).map(normalise)].join(NAMES_SEPARATOR);
}

function readCasing(key: string): Casing {
  const [caseKey, ...names] = key.split(NAMES_SEPARATOR) as [string, ...string[]];
  const [mark, ...capitalised] = caseKey.split(' ');
  return { cased: mark === 'cased', capitalised: new Set(capitalised), names: new Set(names) };
}

function readsAsWord(text: AnalysedText, match: LexiconMatch, kept: LexiconMatch[], casing: Casing): boolean {
  if (match.wordCount !== 1 || !match.entries.some((entry) => entry.isBrand) || !isOrdinaryWord(match.phrase))
    return false;
  if (casing.names.has(match.phrase)) return false;
  const firstWord = text.tokens.findIndex((token) => token.type !== 'punctuation');
  const inside = match.start > firstWord;
  const joined = text.tokens[match.end]?.value === '-';
  if (casing.cased && inside && casing.capitalised.has(match.phrase) && !joined) return false;
  const own = new Set(match.entries.filter((entry) => entry.isBrand).map((entry) => entry.categoryIndex));
  const clauseEnd = text.tokens.findIndex(
    (token, i) => i >= match.end && token.type === 'punctuation' && !JOINING_PUNCTUATION.has(token.value),
  );
  const products = kept.filter(
    (other) =>
      other !== match &&
      !measuresWhatFollows(text.tokens[other.start]!) &&
      other.entries.some((entry) => !entry.isBrand),
  );
  const namesOwnProduct = products.some(
    (other) =>
      other.start >= match.end &&
      (clauseEnd < 0 || other.end <= clauseEnd) &&
      other.entries.some((entry) => own.has(entry.categoryIndex)),
  );
  if (namesOwnProduct) return false;
  // Joined by a hyphen to the next word, it is part of a compound, capitalised or not: 'Dawn-to-dusk lights',
  // 'Tide-fresh mussels', a product line's name ('Braun Silk-épil').
  if ((casing.cased && inside) || joined) return true;
  return products.some((other) => other.entries.some((entry) => !own.has(entry.categoryIndex)));
}

/** A match read as the word its brand also is keeps only its word's entries, if any. */
function asWritten(text: AnalysedText, kept: LexiconMatch[], casing: Casing): LexiconMatch[] {
  return kept.flatMap((match) => {
    if (!readsAsWord(text, match, kept, casing)) return [match];
    const entries = match.entries.filter((entry) => !entry.isBrand);
    return entries.length > 0 ? [{ ...match, entries }] : [];
  });
}

/** Verbs an advert opens with before a colon: 'Book now:', 'Book your table:', 'Order today:'. */
const CALLS_TO_ACTION = new Set([
  'book',
  'buy',
  'order',
  'shop',
  'get',
  'try',
  'join',
  'reserve',
  'grab',
  'claim',
]);

/** Where a line's opening call to action ends (after its colon), or 0: the words before it name no product. */
function callToActionEnd(text: AnalysedText): number {
  const colon = text.tokens.findIndex((token) => token.value === ':');
  const first = text.tokens[0]?.normal ?? '';
  // 'Book of the month:' names a product: a call is never followed by a preposition.
  const opensWithCall =
    CALLS_TO_ACTION.has(first) && text.tokens[1]?.pos !== 'ADP' && colon >= 2 && colon <= 4;
  return opensWithCall ? colon + 1 : 0;
}

const placeNormalised = memoize((key: string): ProductPlacement | undefined => {
  const [normalised, casingKey] = key.split(CASING_SEPARATOR) as [string, string];
  const text = analyseText(normalised);
  const scores = new Map<number, CategoryScore>();
  const callEnd = callToActionEnd(text);
  const matched = withoutOverlaps(lexiconMatches(text)).filter(
    (match) => !isAdverbBrand(text, match) && match.start >= callEnd,
  );
  const casing = readCasing(casingKey);
  const kept = asWritten(text, matched, casing);
  const detailFrom = detailsStart(text, kept);
  const inMillilitres = statesMillilitres(text);
  // Words of phrases refused for standing in another compound: the fallback by meaning does not read them alone.
  const refusedByCompound = new Set<string>();
  for (const match of kept) {
    if (
      isVerbSense(text, match) ||
      countsPieces(text, match) ||
      isFormOfProductBefore(text, match, kept) ||
      isServingMeasure(text, match, kept)
    )
      continue;
    const preposition = sidePreposition(text, match);
    const aside =
      preposition !== undefined ||
      isInRelativeClause(text, match, kept) ||
      isIncludedPart(text, match) ||
      isFlavourOfTitle(text, match, kept) ||
      match.start > detailFrom;
    const qualified = match.inverted ? undefined : qualifiedNoun(text, match);
    const modifier = qualified !== undefined;
    // A phrase of several words is specific enough to name the product when what it qualifies is listed nowhere:
    // 'cold and flu relief', 'return flights London to New York'; one word is not ('contact management').
    const namesUnlistedHead = modifier && match.wordCount > 1 && !isListedIn(kept, qualified);
    const service = serviceOnIt(text, match);
    const length = 1 + PLACEMENT.extraWordWeight * (match.wordCount - 1);
    const goodsNamedAfter = match.entries.some((entry) => entry.isBrand)
      ? goodsNamedAfterBrand(text, match, kept, casing)
      : new Set<number>();
    for (const { categoryIndex, isBrand } of match.entries) {
      const place =
        PLACE_PREPOSITIONS.has(preposition ?? '') &&
        isSoldAtItsPlace(PRODUCT_CATEGORIES[categoryIndex]!) &&
        !isPlural(text.tokens[match.end - 1]!);
      const sideWeight = aside && !place ? PLACEMENT.prepositionWeight : 1;
      const makerOnly = isBrand && goodsNamedAfter.size > 0;
      const positionWeight = makerOnly
        ? PLACEMENT.modifierWeight
        : isBrand || place
          ? modifier
            ? PLACEMENT.modifyingBrandWeight
            : PLACEMENT.brandWeight
          : modifier
            ? PLACEMENT.modifierWeight
            : 1;
      // A good repaired, fitted, cleaned or hired is a service the table may not price: it does not name the product.
      // A vehicle hired is the table's hire ('SUV rental', read by asHired).
      const category = PRODUCT_CATEGORIES[categoryIndex]!;
      if (!isBrand && changedByCompound(text, match, categoryIndex)) {
        for (const word of match.phrase.split(' ')) refusedByCompound.add(word);
        continue;
      }
      const hired = HIRED_AS.has(category.id) && HIRE_WORDS.has(service ?? '');
      // A fee is charged on whatever it names, good or service ('cake-cutting fee').
      if (service !== undefined && (CHARGE_NOUNS.has(service) || (isGood(category) && !hired))) continue;
      if (inMillilitres && category.group === 'apparel') continue;
      const entry = scores.get(categoryIndex) ?? {
        score: 0,
        matched: [],
        lastEnd: 0,
        starts: [],
        named: false,
      };
      entry.score += length * positionWeight * sideWeight;
      entry.named ||= (positionWeight >= 1 || namesUnlistedHead) && sideWeight === 1;
      entry.lastEnd = Math.max(entry.lastEnd, match.end);
      entry.starts.push(match.start);
      if (!entry.matched.includes(match.phrase)) entry.matched.push(match.phrase);
      scores.set(categoryIndex, entry);
    }
  }
  // Ties go to the category named last (English puts the head noun last), then to the table's order.
  let best: Scored | undefined;
  for (const candidate of scores) {
    const [index, { score, lastEnd }] = candidate;
    if (
      !best ||
      score > best[1].score ||
      (score === best[1].score &&
        (lastEnd > best[1].lastEnd || (lastEnd === best[1].lastEnd && index < best[0])))
    )
      best = candidate;
  }
  if (best) best = asServed(text, kept, scores, best);
  if (best) best = asMadeFor(text, kept, scores, best);
  if (best) best = asApplied(text, best);
  if (best) best = asSubscribed(text, best);
  if (best) best = asHired(text, best);
  if (best) best = asCarried(text, best);
  if (best) best = asBundled(scores, best);
  if (best) best = asAccessory(text, best);
  // A good named only as the object of what a subscription does is watched or streamed, not bought ('Watch live TV').
  const doing = namedByDoing(text);
  if (best && doing && best[1].starts.every((start) => start === doing[2])) best = undefined;
  const placeable = best !== undefined && best[1].named && best[1].score >= PLACEMENT.minimumScore;
  // A form named alone ('tablets for heartburn') is the product of the use named with it, if any.
  const formOnly = placeable && best![1].matched.every((phrase) => FORM_NOUNS.has(phrase.replace(/s$/, '')));
  if (!placeable || formOnly) {
    const byUse =
      namedByUse(text) ??
      (doing && ([doing[0], doing[1]] as [number, string[]])) ??
      (scores.size === 0 ? stayByTheNight(text) : undefined);
    // No head the table names (none refused either), nor billed as a plan: what its head noun is a kind of, if anything.
    if (byUse === undefined && !placeable)
      return [...scores.values()].every((entry) => !entry.named) && !billedByPeriod(text)
        ? notRefused(placedByMeaning(text, readCasing(casingKey).capitalised), refusedByCompound)
        : undefined;
    if (byUse !== undefined) {
      const [categoryIndex, uses] = byUse;
      best = [categoryIndex, { score: 1, matched: uses, lastEnd: 0, starts: [], named: true }];
      scores.set(categoryIndex, best[1]);
    }
  }
  return placement(best!, scores);
}, 2_000);

function placement(
  [categoryIndex, { matched, score }]: Scored,
  scores: Map<number, CategoryScore>,
): ProductPlacement {
  const total = [...scores.values()].reduce((sum, entry) => sum + entry.score, 0);
  const confidence = (score / total) * Math.min(1, score);
  return { category: PRODUCT_CATEGORIES[categoryIndex]!, matched, score, confidence };
}

/** A place as written: a capitalised name of up to three words ('San Diego', 'London Victoria') or an airport code. */
const PLACE = String.raw`(?:[A-Z]{3}|\p{Lu}[\p{Ll}.'’]+(?:\s+\p{Lu}[\p{Ll}.'’]+){0,2})`;
const ROUTES = [
  new RegExp(String.raw`(${PLACE})\s+to\s+(${PLACE})`, 'gu'),
  new RegExp(String.raw`(${PLACE})\s*(?:→|->|–|—|>)\s*(${PLACE})`, 'gu'),
  /\b([A-Z]{3})\s*[-/]\s*([A-Z]{3})\b/g,
];
const PRICE = /[$£€]\s?\d|\d\s?(?:usd|gbp|eur|euros?|dollars|pounds)\b/i;
/** Words a fare line holds besides its places: none of them names a product. */
const NAMES_NOTHING = new Set([
  'ADP',
  'DET',
  'CCONJ',
  'SCONJ',
  'PART',
  'PRON',
  'ADV',
  'ADJ',
  'AUX',
  'NUM',
  'SYM',
]);
const ROUTE_CONFIDENCE = 0.5;
/** Travel's own phrases name places ('flight to london'); other groups' words do not. */
const PRODUCT_WORDS_BEYOND_TRAVEL = new Set(
  PRODUCT_CATEGORIES.filter((category) => category.group !== 'travel').flatMap((category) =>
    category.words.flatMap((word) => normalise(word).split(/[\s-]+/)),
  ),
);

/**
 * A place is a name: an airport code, or a word wink's lexicon does not hold in lower case ('Lisbon', 'San Diego').
 * Capitalised common words are no places ('Upgrade to Premium', 'Introduction to Python', 'Monday to Friday'), nor,
 * for that reason, are places whose words are all common words ('New York', 'Nice').
 */
const isPlaceName = (place: string) =>
  /^[A-Z]{3}$/.test(place) || place.split(/\s+/).some((word) => !isLexiconWord(normalise(word)));

/**
 * A trip named by its route and a fare, no product named ('London to Lisbon, return, £89', 'JFK–LAX nonstop, $199',
 * 'Leeds to York by train, £9.80'): a flight, or a train, coach, bus or ferry ticket where one of those is named. Any
 * other noun makes it something else carried or sent ('Pallet London to Glasgow', 'Send money from London to
 * Lagos'). A flight is the table's flight: which city pairs are international is not read, and short-haul fares are
 * priced as flights.
 */
function routeFare(conceptText: string): ProductPlacement | undefined {
  if (!PRICE.test(conceptText)) return undefined;
  const route = ROUTES.flatMap((pattern) => [...conceptText.matchAll(pattern)]).find(
    ([, from, to]) => isPlaceName(from!) && isPlaceName(to!),
  );
  if (route === undefined) return undefined;
  // A word the table lists outside travel is no place name, capitalised or not ('Pallet London to Glasgow').
  const places = new Set(
    `${route[1]} ${route[2]}`
      .split(/\s+/)
      .filter((word) => /^[A-Z]{3}$/.test(word) || !PRODUCT_WORDS_BEYOND_TRAVEL.has(normalise(word)))
      .map(normalise),
  );
  const words = wordsOf(analyseText(normalise(conceptText)));
  const other = words.some(
    (token) =>
      !places.has(token.normal) &&
      /\p{L}/u.test(token.value) &&
      !NAMES_NOTHING.has(token.pos) &&
      !token.normal.includes('9') &&
      ![token.normal, token.lemma].some(
        (form) => FARE_WORDS.has(form) || GROUND_FARE_WORDS.has(form) || LONG_HAUL_WORDS.has(form),
      ),
  );
  if (other) return undefined;
  const ground = words.some((token) => GROUND_FARE_WORDS.has(token.lemma));
  const abroad = words.some((token) => LONG_HAUL_WORDS.has(token.normal));
  const id = ground ? 'train-bus' : abroad ? 'international-flights' : 'domestic-flights';
  const category = PRODUCT_CATEGORIES.find((candidate) => candidate.id === id)!;
  return { category, matched: [route[0]], score: 1, confidence: ROUTE_CONFIDENCE };
}

/**
 * An acronym's plural, written with a lower-case s ('IPAs', 'TVs', 'SUVs'), as its acronym: wink leaves it unread as
 * a plural, and it names what the acronym names.
 */
const ACRONYM_PLURAL = /\b(\p{Lu}{2,})s\b/gu;

/** A child's age in years, as a toy's box gives it: 'ages 4+', '3-6 years', '8 and up', a part ending '6+'. */
const CHILD_AGES = [
  /\bages?\s*(\d{1,2})\s*(?:\+|and up\b|or over\b|-|–|to\b)/i,
  /\b(\d{1,2})\s*(?:-|–|to)\s*\d{1,2}\s*(?:years?|yrs?)\b(?![- ]olds?)/i,
  /\b(\d{1,2})\s*(?:\+|years? and up\b|and up\b)\s*(?:,|$)/i,
];
const OLDEST_CHILD = 15;
const CHILD_AGE_CONFIDENCE = 0.5;

/**
 * A line stating a child's age in years and naming nothing the table lists is a toy's listing: toys are what shops
 * label by age alone ('Marble run with 80 tracks, ages 4+'); a child's clothes or gear name their product.
 */
function toyForChildAge(conceptText: string): ProductPlacement | undefined {
  const age = CHILD_AGES.map((pattern) => conceptText.match(pattern)?.[1]).find(
    (found) => found !== undefined,
  );
  if (age === undefined || Number(age) > OLDEST_CHILD) return undefined;
  const category = PRODUCT_CATEGORIES[categoryIndexOf('toys')]!;
  return { category, matched: [`ages ${age}`], score: 1, confidence: CHILD_AGE_CONFIDENCE };
}

/** The product category a concept is about, or undefined when no category fits well enough. */
export function placeProduct(conceptText: string): ProductPlacement | undefined {
  const text = conceptText.replace(ACRONYM_PLURAL, '$1');
  return (
    placeNormalised(`${normalise(text)}${CASING_SEPARATOR}${casingOf(text)}`) ??
    routeFare(text) ??
    toyForChildAge(text)
  );
}
