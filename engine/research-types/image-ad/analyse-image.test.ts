import { describe, expect, it } from 'vitest';
import type { AdBrief, AdVisualMeasures } from '@contracts/image-ad';
import { analyseImage } from './analyse-image';

function imageWith(text: string, measures: Partial<AdVisualMeasures> = {}, brief: AdBrief = {}) {
  return {
    reading: {
      text,
      textConfidence: 92,
      measures: {
        width: 1080,
        height: 1080,
        brightness: 55,
        contrast: 40,
        colourfulness: 40,
        textCoverage: 15,
        clutter: 30,
        dominantColours: [
          { hex: '#f97316', name: 'orange', share: 60 },
          { hex: '#ffffff', name: 'white', share: 30 },
        ],
        ...measures,
      },
    },
    brief,
  };
}

describe('analyseImage', () => {
  it('tells what a sale ad says: the discount and the product, and that it names no price', () => {
    const { message } = analyseImage(imageWith('SUMMER SALE\n50% OFF\nRUNNING SHOES'));
    expect(message.headline).toBe('Summer sale, 50% off, running shoes');
    expect(message.discount).toBe('50% off');
    expect(message.price).toBeNull();
    expect(message.missing).toContain('what it costs');
  });

  it('reads the typed copy beside the image: price, name, claims and audience', () => {
    const { message } = analyseImage(
      imageWith(
        '',
        {},
        { adCopy: 'FreshBrew organic coffee beans, €12 a bag. Sustainably sourced, for busy professionals.' },
      ),
    );
    expect(message).toMatchObject({
      productName: 'FreshBrew',
      price: '€12',
      audiences: ['busy professionals'],
    });
    expect(message.claims).toContain('Sustainably sourced');
    expect(message.specificity).toBeGreaterThan(50);
  });

  it('says when an image has no words and the ad leaves everything to the caption', () => {
    const analysis = analyseImage(imageWith('', { textCoverage: 0 }));
    expect(analysis.message.headline).toBeNull();
    expect(analysis.message.missing[0]).toBe('what it is');
    expect(analysis.observations).toContain('No words in the image: the offer has to come from the caption.');
  });

  it('notes the look from the measures: wordy, faint, busy and dark ads against clean, vivid ones', () => {
    const weak = analyseImage(
      imageWith('A LOT OF WORDS', { textCoverage: 55, contrast: 10, clutter: 70, brightness: 12 }),
    ).observations;
    expect(weak).toEqual([
      'Text covers 55% of the ad: hard to take in at a glance.',
      'Low contrast: the ad may blend into a feed, and faint text is hard for older viewers.',
      'A busy layout: the message competes with detail.',
      'A dark image; it can look heavy on a bright screen.',
    ]);
    const strong = analyseImage(
      imageWith('SALE', { contrast: 75, colourfulness: 80, clutter: 10, textCoverage: 20 }),
    ).observations;
    expect(strong).toEqual([
      'Text covers 20% of the ad: enough to tell the offer without crowding it.',
      'Strong contrast: the ad stands out in a feed.',
      'Vivid colours (orange and white) draw the eye, most of all for younger viewers.',
      'A clean layout that leaves the message room.',
    ]);
  });

  it('warns when the words were hard to read', () => {
    const image = imageWith('SUMMER SALE');
    image.reading.textConfidence = 41;
    expect(analyseImage(image).observations).toContain(
      'Some words were hard to read (41% confidence); viewers may struggle too.',
    );
  });
});
