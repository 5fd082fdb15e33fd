import { describe, expect, it } from 'vitest';
import type { AdReading, AdVisualMeasures } from '../../../contracts/image-ad';
import type { AdCreative } from '../../provider';
import { adTextOf } from '../../run-image-ad-test';
import { SAMPLE_PERSONAS } from '../../test-personas';
import { createOfflineProvider } from '../offline-provider';

const provider = createOfflineProvider();
const twin = (id: string) => SAMPLE_PERSONAS.find((persona) => persona.id === id)!;

function adWith(
  measures: Partial<AdVisualMeasures>,
  text = 'SUMMER SALE\n50% OFF\nRUNNING SHOES',
): AdCreative {
  const reading: AdReading = {
    text,
    textConfidence: 95,
    measures: {
      width: 1080,
      height: 1080,
      brightness: 55,
      contrast: 50,
      colourfulness: 50,
      textCoverage: 15,
      clutter: 20,
      dominantColours: [],
      ...measures,
    },
  };
  return {
    imageId: '00000000-0000-4000-8000-000000000002',
    reading,
    brief: {},
    image: { bytes: new Uint8Array(), mediaType: 'image/webp' },
  };
}

const react = async (personaId: string, ad: AdCreative) =>
  (await provider.answerImageAd({ persona: twin(personaId), ad, adText: adTextOf(ad) })).reaction;

describe('offline reaction to an ad creative', () => {
  it('lets the look drive attention and clarity: a loud, clean ad beats a faint, busy one', async () => {
    const loud = adWith({ contrast: 85, colourfulness: 90, clutter: 10 });
    const faint = adWith({ contrast: 8, colourfulness: 5, clutter: 80, brightness: 15 });
    for (const persona of SAMPLE_PERSONAS) {
      const [a, b] = [await react(persona.id, loud), await react(persona.id, faint)];
      expect(a.attention, persona.name).toBeGreaterThan(b.attention);
      expect(a.clarity, persona.name).toBeGreaterThanOrEqual(b.clarity);
    }
  });

  it('weighs colour by age: a colourful ad with faint contrast holds a 23-year-old more than a 71-year-old', async () => {
    const ad = adWith({ contrast: 10, colourfulness: 100, clutter: 15 });
    expect((await react('p-tyler', ad)).attention).toBeGreaterThan((await react('p-joseph', ad)).attention);
  });

  it('tells what it read, and says when it cannot tell what the ad sells', async () => {
    expect((await react('p-sophie', adWith({ contrast: 85, colourfulness: 90 }))).perceivedMessage).toMatch(
      /^Summer sale, 50% off/,
    );
    const wordless = await react('p-sophie', adWith({}, ''));
    expect(wordless.perceivedMessage).toBe("I can't tell what this ad is selling.");
    expect(wordless.wouldChange).toMatch(/Say in words what is on offer/);
  });
});
