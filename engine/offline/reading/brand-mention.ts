// The known brand a concept names ('a Starbucks oat latte', 'Nike running shoes'), read against the brand knowledge
// table so that a famous name is judged as people know it and an unknown one on what the concept says.
import { knownBrand, type KnownBrand } from '../knowledge/brand-knowledge';
import type { AnalysedText } from '../text-analysis';

const LONGEST_NAME_TOKENS = 4;

/**
 * Brands whose name is also an ordinary word: read as the brand only where capitalised inside a sentence, since a
 * sentence may begin 'Next-day delivery' or 'Target customers are…'.
 */
const ORDINARY_WORDS = new Set([
  'action',
  'amazon',
  'apple',
  'axe',
  'beats',
  'boots',
  'bolt',
  'chase',
  'columbia',
  'converse',
  'corona',
  'crest',
  'crocs',
  'delta',
  'dove',
  'fairy',
  'finish',
  'gamma',
  'gap',
  'go',
  'greens',
  'iceland',
  'innocent',
  'jaguar',
  'jumbo',
  'lush',
  'lynx',
  'magnum',
  'mango',
  'mars',
  'mini',
  'nationwide',
  'next',
  'omega',
  'orange',
  'picnic',
  'puma',
  'rituals',
  'seat',
  'shell',
  'sky',
  'spa',
  'sprite',
  'subway',
  'target',
  'tide',
  'vans',
  'visa',
  'zoom',
]);

/** Whether the span is written as the table writes the name's first letter ('eBay', 'Nike', 'HP'). */
function writtenAsName(span: string, name: string): boolean {
  const first = span[0] ?? '';
  if (first !== first.toUpperCase() || /^[^A-Za-z]/.test(first)) return name[0] === first;
  // 'HP', 'BT', 'KFC' are names only in capitals; 'IKEA' may be written 'Ikea'.
  if (name === name.toUpperCase() && /^[A-Z]{2,3}$/.test(name)) return span === span.toUpperCase();
  return name[0] === name[0]!.toUpperCase();
}

/** The first known brand the concept names, longest name first at each position. */
export function readBrand(text: AnalysedText): KnownBrand | undefined {
  const sentenceStarts = new Set(text.sentences.map(([first]) => first));
  const isWord = (index: number) => ['word', 'number'].includes(text.tokens[index]?.type ?? '');
  for (let start = 0; start < text.tokens.length; start += 1) {
    if (!isWord(start)) continue;
    for (let length = Math.min(LONGEST_NAME_TOKENS, text.tokens.length - start); length >= 1; length -= 1) {
      if (!isWord(start + length - 1)) continue;
      const tokens = text.tokens.slice(start, start + length);
      const span = tokens.map((token, i) => (i === 0 ? '' : token.space) + token.value).join('');
      const brand = knownBrand(span);
      if (!brand || !writtenAsName(span, brand.name)) continue;
      if (ORDINARY_WORDS.has(brand.name.toLowerCase()) && sentenceStarts.has(start)) continue;
      return brand;
    }
  }
  return undefined;
}
