/**
 * Agreement between a listed phrase and the compound it stands in (decision 045): where the phrase and the words beside
 * it form a noun WordNet knows, and that noun is no kind of what the phrase or the category's words name, the compound
 * is another product ('hot water bottle' is no water bottle, 'water jug' no bottled water, 'car ferry' no car), and the
 * phrase does not place the line there. Words a gapped phrase stands across count too ('private dining room hire').
 */
import type { AnalysedText, PhraseMatch } from '../text-analysis';
import { kindsOf, nounSense, nounSenses } from './noun-meanings';
import { categoryWordsUnder, commonSense } from './placement-by-meaning';
import type { ProductPlacement } from './product-placement';

/** Words a compound may join beside the phrase, before or after it. */
const COMPOUND_REACH = 2;
/** Far enough up to reach WordNet's root. */
const ROOT_STEPS = 30;

/** WordNet's lexicographer files of made things: artifacts (6) and foods (13), not materials ('stainless steel'). */
const MADE_THINGS = new Set([6, 13]);

interface Compound {
  written: string;
  /** It runs on after the phrase, from the phrase's first word: the phrase qualifies its head ('naproxen sodium'). */
  extendsAfter: boolean;
}

const isWord = (text: AnalysedText, i: number) => {
  const token = text.tokens[i];
  return token !== undefined && token.type !== 'punctuation' && /\p{L}/u.test(token.value);
};

/** A compound as WordNet may write it: each pair of words apart or hyphenated ('hot-water bottle'). */
function joinings(words: string[]): string[] {
  return words
    .slice(1)
    .reduce(
      (written, word) => written.flatMap((start) => [`${start} ${word}`, `${start}-${word}`]),
      [words[0]!],
    );
}

function compoundOf(text: AnalysedText, from: number, to: number): string | undefined {
  if (from < 0 || to > text.tokens.length) return undefined;
  const indices = Array.from({ length: to - from }, (_, k) => from + k);
  if (!indices.every((i) => isWord(text, i))) return undefined;
  return joinings(indices.map((i) => text.tokens[i]!.value.toLowerCase())).find(
    (written) => nounSenses(written).length > 0,
  );
}

/** The compound nouns WordNet knows that hold the whole phrase and a word beside it, or lie in a gapped phrase. */
function compoundsAround(text: AnalysedText, match: PhraseMatch, gapped: boolean): Compound[] {
  const compounds: Compound[] = [];
  for (let from = match.start - COMPOUND_REACH; from <= match.start; from++)
    for (let to = match.end; to <= match.end + COMPOUND_REACH; to++) {
      if (from === match.start && to === match.end) continue;
      const written = compoundOf(text, from, to);
      if (written !== undefined) compounds.push({ written, extendsAfter: from === match.start });
    }
  if (gapped)
    for (let from = match.start + 1; from < match.end - 2; from++)
      for (let to = from + 2; to < match.end; to++) {
        const written = compoundOf(text, from, to);
        const sense = written === undefined ? undefined : commonSense(written);
        if (sense !== undefined && MADE_THINGS.has(sense.lexicalFile))
          compounds.push({ written: written!, extendsAfter: false });
      }
  return compounds;
}

/** The senses of what the phrase names: the phrase as one noun if WordNet knows it, else its last word. */
function phraseSenses(text: AnalysedText, match: PhraseMatch): number[] {
  const words = text.tokens.slice(match.start, match.end).filter((token) => token.type !== 'punctuation');
  const whole = nounSenses(words.map((token) => token.value).join(' '));
  return whole.length > 0 ? whole : nounSenses(words.at(-1)?.lemma ?? '');
}

/**
 * Whether a compound is a kind of what the phrase names or of a word the category lists, or more general than one; a
 * compound the phrase qualifies may also be a kind beside it ('naproxen sodium' is an anti-inflammatory as naproxen is).
 */
function agrees(compound: Compound, offset: number, named: number[], categoryIndex: number): boolean {
  if (categoryWordsUnder(offset)?.has(categoryIndex)) return true;
  const kinds = [nounSense(offset), ...kindsOf(offset, ROOT_STEPS)];
  if (
    compound.extendsAfter &&
    named.some((sense) => nounSense(sense).hypernyms.includes(kinds[1]?.offset ?? -1))
  )
    return true;
  return kinds.some(
    (kind) =>
      named.includes(kind.offset) || categoryWordsUnder(kind.offset)?.get(categoryIndex)?.has(kind.offset),
  );
}

/** The phrase stands in a compound that is another thing than the phrase and the category's words name. */
export function changedByCompound(
  text: AnalysedText,
  match: PhraseMatch & { gapped: boolean },
  categoryIndex: number,
): boolean {
  const compounds = compoundsAround(text, match, match.gapped);
  if (compounds.length === 0) return false;
  const named = phraseSenses(text, match);
  return compounds.some((compound) => {
    const sense = commonSense(compound.written);
    return sense !== undefined && !agrees(compound, sense.offset, named, categoryIndex);
  });
}

/** A placement by meaning, unless read from a word of a phrase refused for its compound ('hot water bottle' as water). */
export function notRefused(
  placed: ProductPlacement | undefined,
  refusedWords: ReadonlySet<string>,
): ProductPlacement | undefined {
  return placed?.matched.some((word) => refusedWords.has(word)) ? undefined : placed;
}
