import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderAdImage } from '../../e2e/support/ad-image';
import { closeAdImageReader, readAdImage } from './ad-image-reader';

const THREADS = 2;

async function noiseImage(side = 1400): Promise<Buffer> {
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg()
    .toBuffer();
}

describe('the ad image reader', () => {
  afterAll(closeAdImageReader);

  it('gives an image past its OCR budget no words, and reads the next image with a fresh OCR thread', async () => {
    const noise = await noiseImage();
    const overrun = await readAdImage(noise, { owner: 'heavy', timeMs: 150, threads: THREADS });
    expect(overrun.reading.text).toBe('');
    expect(overrun.reading.measures).toMatchObject({ width: 1400, height: 1400, textCoverage: 0 });
    expect(overrun.ocrMs).toBeGreaterThanOrEqual(150);
    const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF'] });
    const [read] = await Promise.all([
      readAdImage(ad, { owner: 'light', timeMs: 60_000, threads: THREADS }),
      readAdImage(noise, { owner: 'heavy', timeMs: 150, threads: THREADS }),
    ]);
    expect(read.reading.text).toMatch(/SUMMER SALE\s+50% OFF/);
  });

  it("reads another owner's ad before the first of one owner's noise images", async () => {
    const ad = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF'] });
    const noise = await noiseImage();
    // Both OCR threads started, as on a server that has read images before.
    await Promise.all(
      ['heavy', 'light'].map((owner) => readAdImage(ad, { owner, timeMs: 60_000, threads: THREADS })),
    );
    const answered: string[] = [];
    const read = (owner: string, image: Buffer, name: string) =>
      readAdImage(image, { owner, timeMs: 8_000, threads: THREADS }).then((result) => {
        answered.push(name);
        return result;
      });
    const noisy = [1, 2].map((n) => read('heavy', noise, `noise ${n}`));
    // The first noise image is prepared and being read before the ad comes (its limit is 8 s).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const light = await read('light', ad, 'ad');
    expect(light.reading.text).toMatch(/SUMMER SALE\s+50% OFF/);
    expect(answered).toEqual(['ad']);
    await Promise.all(noisy);
  });
});
