import { describe, expect, it } from 'vitest';
import type { AdReading, AdVisualMeasures } from '@contracts/image-ad';
import type { AdCreative } from '../../../provider';
import { adTextOf } from '../run-image-ad-test';
import { SAMPLE_PERSONAS } from '../../../test-personas';
import { createOfflineProvider } from '../../../offline/offline-provider';
import { adPhrases, callToActionIn } from './ad-reaction';
import { colourFamilies } from '@contracts/image-ad';

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
    // What a twin reads first is its own; an attentive twin takes in every phrase of a short ad.
    const read = (await react('p-sophie', adWith({ contrast: 85, colourfulness: 90 }))).perceivedMessage;
    for (const phrase of [/summer sale/i, /50% off/i, /running shoes/i]) expect(read).toMatch(phrase);
    const wordless = await react('p-sophie', adWith({}, ''));
    expect(wordless.perceivedMessage).toBe("I can't tell what this ad is selling.");
    expect(wordless.wouldChange).toMatch(/Say in words what is on offer/);
  });

  it('reads OCR lines as phrases, keeping a claim whole with its negation', () => {
    expect(adPhrases(['ZERO', 'SUGAR ADDED', '2 FOR £3'])).toEqual(['ZERO SUGAR ADDED', '2 FOR £3']);
    expect(adPhrases(['NO', 'ADDED SUGAR', 'Shop Now'])).toEqual(['NO ADDED SUGAR', 'Shop Now']);
    expect(adPhrases(['SUMMER SALE', '50% OFF', 'RUNNING SHOES'])).toEqual([
      'SUMMER SALE',
      '50% OFF',
      'RUNNING SHOES',
    ]);
  });

  it('recognises a visible call to action and never asks for one it already has', async () => {
    expect(callToActionIn(['FIZZUP', 'Shop Now'])).toBe('Shop Now');
    expect(callToActionIn(['Order today for delivery tomorrow'])).toBe('Order today');
    expect(callToActionIn(['SUMMER SALE', '50% OFF'])).toBeUndefined();
    const ad = adWith({ contrast: 80, colourfulness: 70 }, COLA_AD);
    for (const persona of SAMPLE_PERSONAS) {
      const reaction = await react(persona.id, ad);
      expect(reaction.wouldChange, persona.name).not.toMatch(/call to action/i);
    }
  });

  it('differs between people: what catches the eye, what is read first and what they make of the offer', async () => {
    const ad = adWith({ contrast: 70, colourfulness: 75, dominantColours: SHADES_OF_RED }, COLA_AD);
    const reactions = await Promise.all(SAMPLE_PERSONAS.map((persona) => react(persona.id, ad)));
    const openings = reactions.map((r) => r.firstImpression.split('.')[0]);
    expect(new Set(openings).size).toBeGreaterThanOrEqual(3);
    expect(new Set(reactions.map((r) => r.perceivedMessage.split(',')[0])).size).toBeGreaterThanOrEqual(2);
    expect(new Set(reactions.map((r) => r.firstImpression)).size).toBe(reactions.length);
    for (const reaction of reactions) {
      expect(reaction.perceivedMessage).not.toMatch(/zero, sugar/i);
      // Colours by hue family, each named once.
      expect(reaction.firstImpression).not.toMatch(/red.*red|dark red/);
    }
  });

  it('names dominant colours once each, by hue family', () => {
    expect(colourFamilies(SHADES_OF_RED).map((c) => c.name)).toEqual(['red', 'white', 'yellow']);
    expect(colourFamilies(SHADES_OF_RED)[0]!.share).toBe(50);
  });
});

const COLA_AD = 'FIZZUP COLA\nZERO\nSUGAR ADDED\n2 FOR £3\nShop Now';
const SHADES_OF_RED = [
  { hex: '#d01e28', name: 'red', share: 30 },
  { hex: '#781019', name: 'dark red', share: 20 },
  { hex: '#f5f5f5', name: 'white', share: 15 },
  { hex: '#f5d728', name: 'yellow', share: 10 },
];
