// What one variant of a concept says that the others do not: the runs of its words missing from another variant,
// as written ('organic', 'with a two-year guarantee', '€35').
const WORD = /[\p{L}\p{N}€$£][\p{L}\p{N}€$£.,'’-]*/gu;
const FILLER = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'of',
  'to',
  'in',
  'on',
  'for',
  'with',
  'it',
  'is',
  'at',
]);
const MAX_DIFFERENCES = 4;

const wordsOf = (text: string): string[] =>
  [...text.matchAll(WORD)].map((match) => match[0].replace(/[.,]+$/, ''));
const key = (word: string) => word.toLowerCase();

/** Per variant, its own phrases: runs of words some other variant lacks, fillers alone not counted. */
export function variantDifferences(variants: readonly string[]): string[][] {
  const vocabularies = variants.map((text) => new Set(wordsOf(text).map(key)));
  return variants.map((text, v) => {
    const others = vocabularies.filter((_, w) => w !== v);
    const runs: string[][] = [[]];
    for (const word of wordsOf(text)) {
      const differs = others.some((vocabulary) => !vocabulary.has(key(word)));
      if (differs) runs.at(-1)!.push(word);
      else if (runs.at(-1)!.length > 0) runs.push([]);
    }
    return runs
      .filter((run) => run.some((word) => !FILLER.has(key(word))))
      .map((run) => run.join(' '))
      .slice(0, MAX_DIFFERENCES);
  });
}

/** Whether `text` speaks of one of `phrases` (shares a word of it that is not a filler). */
export function mentionsAny(text: string, phrases: readonly string[]): boolean {
  const said = new Set(wordsOf(text).map(key));
  return phrases.some((phrase) =>
    wordsOf(phrase).some((word) => !FILLER.has(key(word)) && said.has(key(word))),
  );
}
