import { describe, expect, it } from 'vitest';
import { kindsOf, nounSense, nounSenses } from './noun-meanings';

const kindWords = (word: string, steps: number) =>
  kindsOf(nounSenses(word)[0]!, steps).map((kind) => kind.lemmas[0]);

describe('WordNet noun meanings', () => {
  it("walks a noun's first sense up to what it is a kind of", () => {
    expect(kindWords('penne', 2)).toEqual(['pasta', 'food']);
    expect(kindWords('mac', 2)).toEqual(['raincoat', 'coat']);
    expect(kindWords('oven', 20).at(-1)).toBe('entity');
  });

  it('reads a regular plural as its singular, and a lemma of several words', () => {
    expect(nounSenses('kumquats')).toEqual(nounSenses('kumquat'));
    expect(nounSenses('boxes')).toEqual(nounSenses('box'));
    expect(nounSenses('ovens')).toEqual(nounSenses('oven'));
    expect(nounSense(nounSenses('espresso maker')[0]!).lemmas).toContain('espresso maker');
  });

  it('knows no sense of a word WordNet does not hold', () => {
    expect(nounSenses('qxzjvkw')).toEqual([]);
    expect(nounSenses('')).toEqual([]);
  });

  it("reads a sense at its byte offset in data.noun, the id index.noun lists, with WordNet's case", () => {
    const [oven] = nounSenses('oven');
    expect(oven).toBe(3868196);
    expect(nounSense(oven!)).toMatchObject({ offset: 3868196, lexicalFile: 6, lemmas: ['oven'] });
    const paris = nounSense(nounSenses('paris')[0]!);
    expect(paris.isInstance).toBe(true);
    expect(paris.lemmas[0]).toBe('Paris');
  });
});
