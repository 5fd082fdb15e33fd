import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model);
const its = nlp.its;

export interface Token {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  type: string;
  /** Spaces before this token in the source text, to rebuild spans as written. */
  space: string;
}

export interface AnalysedText {
  tokens: Token[];
  /** [first, last] token index of each sentence, inclusive. */
  sentences: Array<[number, number]>;
}

export interface PhraseMatch {
  phrase: string;
  start: number;
  /** Exclusive. */
  end: number;
}

const analysisCache = new Map<string, AnalysedText>();
const ANALYSIS_CACHE_LIMIT = 500;

/** Tokenises with wink-nlp (POS, lemmas, sentences); memoised because a run reads one concept per twin. */
export function analyseText(text: string): AnalysedText {
  const cached = analysisCache.get(text);
  if (cached) return cached;
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const normals = tokens.out(its.normal) as string[];
  // wink's typings declare lemma with an extra parameter that out() supplies itself.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const analysed: AnalysedText = {
    tokens: values.map((value, i) => ({
      value,
      normal: normals[i] ?? value.toLowerCase(),
      lemma: lemmas[i] ?? value.toLowerCase(),
      pos: pos[i] ?? 'X',
      type: types[i] ?? 'word',
      space: spaces[i] ?? '',
    })),
    sentences: [],
  };
  doc.sentences().each((sentence: ItemSentence) => {
    const [first, last] = sentence.out(its.span) as unknown as [number, number];
    analysed.sentences.push([first, last]);
  });
  if (analysisCache.size >= ANALYSIS_CACHE_LIMIT) analysisCache.clear();
  analysisCache.set(text, analysed);
  return analysed;
}

function splitPhrase(phrase: string): string[] {
  return phrase.toLowerCase().split(/[\s-]+/).filter(Boolean);
}

function isWordToken(token: Token): boolean {
  return token.type !== 'punctuation';
}

function tokenMatches(token: Token, word: string): boolean {
  return token.normal === word || token.lemma === word;
}

/** Every occurrence of any phrase; hyphens in the text and in phrases are ignored. */
export function findPhrases(text: AnalysedText, phrases: readonly string[]): PhraseMatch[] {
  const wordIndexes = text.tokens.flatMap((token, i) => (isWordToken(token) ? [i] : []));
  const matches: PhraseMatch[] = [];
  for (const phrase of phrases) {
    const words = splitPhrase(phrase);
    for (let w = 0; w + words.length <= wordIndexes.length; w += 1) {
      const matched = words.every((word, j) => tokenMatches(text.tokens[wordIndexes[w + j]!]!, word));
      if (matched) matches.push({ phrase, start: wordIndexes[w]!, end: wordIndexes[w + words.length - 1]! + 1 });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** The source text of tokens [start, end), as written. */
export function spanText(text: AnalysedText, start: number, end: number): string {
  return text.tokens
    .slice(start, end)
    .map((token, i) => (i === 0 ? token.value : token.space + token.value))
    .join('');
}

/** Reads the lexicon phrases of one free-text field, e.g. a persona's values. */
export function phrasesIn(value: string, phrases: readonly string[]): PhraseMatch[] {
  return findPhrases(analyseText(value), phrases);
}
