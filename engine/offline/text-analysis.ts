import winkNLP, { type ItemSentence, type ItsFunction } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { memoize } from './memoize';

const nlp = winkNLP(model);
const its = nlp.its;

const uniqueIdOf = (word: string) => nlp.readDoc(word).tokens().out(its.uniqueId)[0] as unknown as number;
/**
 * wink numbers the words of its lexicon first and any other word after them, as first read; so a word no lexicon
 * holds, read before any other text, is numbered with the lexicon's size. This must stay the first text read.
 */
const LEXICON_SIZE = uniqueIdOf('qxzjvkw');

/** Whether wink's English lexicon holds a word in lower case ('silk', 'coach', 'tide'; not 'netflix'). */
export const isLexiconWord = memoize(
  (word: string): boolean => uniqueIdOf(word.toLowerCase()) < LEXICON_SIZE,
  2_000,
);

export interface Token {
  value: string;
  normal: string;
  lemma: string;
  pos: string;
  type: string;
  /** Spaces before this token in the source text, to rebuild spans as written. */
  space: string;
  /** Inside the scope of a negation ('not waterproof', 'no warranty', "doesn't crash"), as wink-nlp marks it. */
  negated: boolean;
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

const ANALYSIS_CACHE_LIMIT = 2_000;

/** Tokenises with wink-nlp (POS, lemmas, sentences); memoised because persona fields and concepts recur. */
export const analyseText = memoize((text: string): AnalysedText => {
  const doc = nlp.readDoc(text);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const normals = tokens.out(its.normal) as string[];
  // wink's typings declare lemma with an extra parameter that out() supplies itself.
  const lemmas = tokens.out(its.lemma as unknown as ItsFunction<string>) as string[];
  const pos = tokens.out(its.pos) as string[];
  const types = tokens.out(its.type) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  const analysed: AnalysedText = {
    tokens: values.map((value, i) => ({
      value,
      normal: normals[i] ?? value.toLowerCase(),
      lemma: lemmas[i] ?? value.toLowerCase(),
      pos: pos[i] ?? 'X',
      type: types[i] ?? 'word',
      space: spaces[i] ?? '',
      negated: negations[i] === true,
    })),
    sentences: [],
  };
  doc.sentences().each((sentence: ItemSentence) => {
    const [first, last] = sentence.out(its.span) as unknown as [number, number];
    analysed.sentences.push([first, last]);
  });
  return analysed;
}, ANALYSIS_CACHE_LIMIT);

/** The words of a phrase; a hyphenated word is tried both split ('bpa - free') and whole ('non-toxic'), as wink keeps some whole. */
function phraseForms(phrase: string): string[][] {
  const lower = phrase.toLowerCase();
  const split = lower.split(/[\s-]+/).filter(Boolean);
  if (!lower.includes('-')) return [split];
  return [split, lower.split(/\s+/).filter(Boolean)];
}

function isWordToken(token: Token): boolean {
  return token.type !== 'punctuation';
}

/** wink's normal form spells the American way ('cancelation'), so a word also matches as written ('cancellation'). */
const formsOf = (token: Token) => new Set([token.normal, token.lemma, token.value.toLowerCase()]);

function tokenMatches(token: Token, word: string): boolean {
  return token.normal === word || token.lemma === word || token.value.toLowerCase() === word;
}

interface WordIndex {
  /** Token index of each non-punctuation token, in order. */
  wordTokens: number[];
  /** Word → positions in wordTokens where that word (as normal form or lemma) occurs. */
  positions: Map<string, number[]>;
}

const wordIndexes = new WeakMap<AnalysedText, WordIndex>();

function wordIndexOf(text: AnalysedText): WordIndex {
  const cached = wordIndexes.get(text);
  if (cached) return cached;
  const wordTokens = text.tokens.flatMap((token, i) => (isWordToken(token) ? [i] : []));
  const positions = new Map<string, number[]>();
  wordTokens.forEach((tokenIndex, position) => {
    const token = text.tokens[tokenIndex]!;
    for (const form of formsOf(token)) positions.set(form, [...(positions.get(form) ?? []), position]);
  });
  const index = { wordTokens, positions };
  wordIndexes.set(text, index);
  return index;
}

/** Every occurrence of any phrase; hyphens in the text and in phrases are ignored. */
export function findPhrases(text: AnalysedText, phrases: readonly string[]): PhraseMatch[] {
  const { wordTokens, positions } = wordIndexOf(text);
  const matches: PhraseMatch[] = [];
  for (const phrase of phrases) {
    for (const words of phraseForms(phrase)) {
      for (const w of positions.get(words[0]!) ?? []) {
        if (w + words.length > wordTokens.length) continue;
        const matched = words.every((word, j) => tokenMatches(text.tokens[wordTokens[w + j]!]!, word));
        if (matched)
          matches.push({ phrase, start: wordTokens[w]!, end: wordTokens[w + words.length - 1]! + 1 });
      }
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

/** `text` matched literally inside a regular expression. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `phrase` as `text` writes it ('4.5% APY' for '4.5% apy'), or `phrase` itself where the text does not hold it. An
 * article capitalised only because a sentence starts with it is not kept: 'A savings account' is quoted as 'a savings
 * account' (a name keeps its capitals: 'The North Face jacket', 'Acme Pro headphones').
 */
export function casedAsIn(text: string, phrase: string): string {
  const found = new RegExp(escapeRegExp(phrase), 'i').exec(text);
  if (!found) return phrase;
  const written = found[0];
  return /^(?:A|An|The) [a-z0-9]/.test(written) ? written[0]!.toLowerCase() + written.slice(1) : written;
}
