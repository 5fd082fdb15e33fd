import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAdImage } from '../../e2e/support/ad-image';
import { closeAdImageReader, readAdImage } from './ad-image-reader';

describe('the ad image reader', () => {
  afterAll(closeAdImageReader);

  it('gives an image past its OCR budget no words, and reads the next image with a fresh OCR thread', async () => {
    const side = 1400;
    const noise = await sharp(randomBytes(side * side * 3), {
      raw: { width: side, height: side, channels: 3 },
    })
      .jpeg()
      .toBuffer();
    const overrun = await readAdImage(noise, { owner: 'heavy', timeMs: 150 });
    expect(overrun.text).toBe('');
    expect(overrun.measures).toMatchObject({ width: side, height: side, textCoverage: 0 });
    const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF'] });
    const [read] = await Promise.all([
      readAdImage(ad, { owner: 'light', timeMs: 60_000 }),
      readAdImage(noise, { owner: 'heavy', timeMs: 150 }),
    ]);
    expect(read.text).toMatch(/SUMMER SALE\s+50% OFF/);
  });
});
