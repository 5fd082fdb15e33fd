/**
 * Placement by meaning (decision 045): a line no category word names is placed by what its head noun is a kind of,
 * as WordNet says ('rain mac' → raincoat, 'penne' → pasta, 'decanter' → bottle), or not at all.
 */
import { isLexiconWord, type AnalysedText, type Token } from '../text-analysis';
import { kindsOf, nounSense, nounSenses, type NounSense } from './noun-meanings';
import { FORM_NOUNS, GENERIC_HEADS, MEASURE_NOUNS } from './placement-words';
import type { ProductPlacement } from './product-placement';
import { PRODUCT_CATEGORIES } from './product-categories';

const MEANING = {
  /** A head one kind below a category's words: less sure than a head noun the category lists (1). */
  confidence: 0.4,
  /** Each kind further up is less sure. */
  decayPerKind: 0.75,
  /** Below this, not placed: more than three kinds up ('harmonica' → ... → musical instrument). */
  minimumConfidence: 0.2,
  /**
   * A kind names a category when two of its words lie under it, and no other category's: one word may be listed in
   * a sense WordNet does not put first ('piccolo', a coffee and first a flute; musical instruments are no café drink).
   */
  minimumWords: 2,
} as const;

/** WordNet's lexicographer files of things sold: artifacts (6), foods (13), plants (20: fruit, flowers), substances (27). */
const GOODS_FILES = new Set([6, 13, 20, 27]);

/** A head that is a form, a measure or an offer names the product by the noun before it ('farfalle pack'). */
const FORM_OR_MEASURE = new Set([...FORM_NOUNS, ...MEASURE_NOUNS, ...GENERIC_HEADS]);

/** Far enough up to reach WordNet's root from any category word. */
const ROOT_STEPS = 30;

/** The first sense of a word, unless it names one thing (a person, a place, a brand: 'Paris', 'Tylenol'). */
export function commonSense(word: string): NounSense | undefined {
  const offset = nounSenses(word)[0];
  if (offset === undefined) return undefined;
  const sense = nounSense(offset);
  const asWritten = sense.lemmas.find((lemma) => lemma.toLowerCase() === word) ?? sense.lemmas[0]!;
  return sense.isInstance || /^\p{Lu}/u.test(asWritten) ? undefined : sense;
}

/** Per sense, the categories with a word (in its first sense) that is that sense or a kind of it, and which words. */
let wordsUnder: Map<number, Map<number, Set<number>>> | undefined;

export function categoryWordsUnder(offset: number): Map<number, Set<number>> | undefined {
  if (!wordsUnder) {
    const under = new Map<number, Map<number, Set<number>>>();
    PRODUCT_CATEGORIES.forEach((category, index) => {
      for (const word of new Set([category.label, ...category.words])) {
        const sense = commonSense(word.toLowerCase().replace(/-/g, ' '));
        if (!sense) continue;
        for (const kind of [sense, ...kindsOf(sense.offset, ROOT_STEPS)]) {
          const byCategory = under.get(kind.offset) ?? new Map<number, Set<number>>();
          byCategory.set(index, (byCategory.get(index) ?? new Set()).add(sense.offset));
          under.set(kind.offset, byCategory);
        }
      }
    });
    wordsUnder = under;
  }
  return wordsUnder.get(offset);
}

const IN_NOUN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM']);
const ENDS_NOUN_PHRASE = new Set(['ADP', 'CCONJ', 'SCONJ']);

/**
 * The nouns of the noun phrase a line opens with ('Penne rigate, 1 lb box' → penne, rigate); none when the line
 * opens otherwise ('Stream with your family') or the phrase runs on into a word read as a verb.
 */
function openingNouns(text: AnalysedText): Token[] {
  const nouns: Token[] = [];
  let last: Token | undefined;
  for (const token of text.tokens) {
    const ends = token.type === 'punctuation' ? token.value !== '-' : ENDS_NOUN_PHRASE.has(token.pos);
    if (ends) return nouns.at(-1) === last ? nouns : [];
    if (!IN_NOUN_PHRASE.has(token.pos)) return [];
    if (token.pos === 'NOUN' || token.pos === 'PROPN') nouns.push(token);
    if (token.value !== '-') last = token;
  }
  return nouns.at(-1) === last ? nouns : [];
}

/**
 * The category of what a line's head noun is a kind of. Its first sense and the kinds above it are read, nearest
 * first, to the first kind with the words of one category under it, two at least; a kind with several categories'
 * words under it is too general ('vehicle', 'food', 'covering') and ends the search. A head is never placed as a
 * synonym of a listed word (a name shared in one sense: 'lounge', a sofa), and never when it is a name: written
 * capitalised inside the line, unknown to wink's lexicon in lower case, or capitalised in WordNet. A head WordNet
 * does not know gives way to the noun before it ('penne rigate').
 */
export function placedByMeaning(
  text: AnalysedText,
  capitalised: ReadonlySet<string>,
): ProductPlacement | undefined {
  const nouns = openingNouns(text);
  while (nouns.length > 1 && FORM_OR_MEASURE.has(nouns.at(-1)!.lemma)) nouns.pop();
  const [modifier, head] = nouns.length >= 2 ? nouns.slice(-2) : [undefined, nouns[0]];
  if (head === undefined) return undefined;
  const named = [modifier, head].filter((noun): noun is Token => noun !== undefined);
  const words = modifier ? [`${modifier.lemma} ${head.lemma}`, head.lemma, modifier.lemma] : [head.lemma];
  const word = words.find((candidate) => nounSenses(candidate).length > 0);
  if (word === undefined) return undefined;
  const isName = (noun: Token) => capitalised.has(noun.normal) || !isLexiconWord(noun.normal);
  if (named.some((noun) => word.split(' ').includes(noun.lemma) && isName(noun))) return undefined;
  const sense = commonSense(word);
  if (!sense || !GOODS_FILES.has(sense.lexicalFile)) return undefined;
  let confidence = MEANING.confidence;
  for (const kind of kindsOf(sense.offset, ROOT_STEPS)) {
    if (confidence < MEANING.minimumConfidence) return undefined;
    const below = categoryWordsUnder(kind.offset);
    if (below && below.size > 1) return undefined;
    const [categoryIndex, senses] = below ? [...below][0]! : [];
    if (categoryIndex !== undefined && senses!.size >= MEANING.minimumWords)
      return { category: PRODUCT_CATEGORIES[categoryIndex]!, matched: [word], score: confidence, confidence };
    confidence *= MEANING.decayPerKind;
  }
  return undefined;
}
