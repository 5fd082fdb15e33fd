import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import type Tesseract from 'tesseract.js';
import { adReadingSchema, colourFamilies, type AdReading, type DominantColour } from '@contracts/image-ad';
import { FairQueue } from './fair-queue';

/**
 * Reads an ad image without any network: the words by OCR (tesseract.js in worker threads of its own, with the
 * English model that ships in the @tesseract.js-data/eng package) and the look by measuring pixels with sharp
 * (libvips runs on libuv's thread pool). Neither blocks the event loop, so other requests keep being served while an
 * ad is read, and the OCR threads run at a lower CPU priority than the loop, so they do not starve it either.
 */

const require = createRequire(import.meta.url);
/** The integer LSTM model: a third of the size of the full one and faster, with the same accuracy on ad headlines. */
const LANG_PATH = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);
/** tesseract.js's worker script, started at the background priority (background-priority.mjs). */
const OCR_WORKER = fileURLToPath(new URL('./ocr-worker.mjs', import.meta.url));
/** Lines OCR reads with less confidence are specks, textures or photo detail, not words of the ad. */
const MIN_LINE_CONFIDENCE = 55;
const OCR_MAX_SIDE = 1600;
const MEASURE_SIDE = 128;
const EDGE_SIDE = 256;
const EDGE_THRESHOLD = 40;
/** Edge density of a very busy picture; clutter is reported as a percent of it. */
const BUSY_EDGE_SHARE = 0.35;
const DOMINANT_LIMIT = 5;
const DOMINANT_MIN_SHARE = 4;

/** Every OCR thread started and not yet ended, and those of them waiting for an image. */
const threads = new Set<Worker>();
const idle: Worker[] = [];

async function startOcr(): Promise<Worker> {
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: OCR_WORKER,
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  });
  threads.add(worker);
  // Re-encoded WebP carries no resolution; tell Tesseract a screen's rather than let it guess (and warn) per image.
  await worker.setParameters({ user_defined_dpi: '72' });
  return worker;
}

async function endOcr(worker: Worker) {
  if (threads.delete(worker)) await worker.terminate();
}

/** Ends the OCR threads (server shutdown, tests); the next image starts a new one. */
export async function closeAdImageReader(): Promise<void> {
  idle.splice(0);
  await Promise.all([...threads].map(endOcr));
}

const NAMED_COLOURS: Array<[name: string, rgb: [number, number, number]]> = [
  ['black', [20, 20, 20]],
  ['white', [245, 245, 245]],
  ['grey', [128, 128, 128]],
  ['red', [210, 30, 40]],
  ['dark red', [120, 15, 25]],
  ['orange', [245, 140, 20]],
  ['yellow', [245, 215, 40]],
  ['green', [40, 160, 70]],
  ['dark green', [20, 80, 40]],
  ['teal', [20, 140, 140]],
  ['blue', [40, 100, 220]],
  ['dark blue', [20, 35, 100]],
  ['light blue', [140, 200, 240]],
  ['purple', [120, 50, 160]],
  ['pink', [240, 120, 180]],
  ['brown', [120, 75, 40]],
  ['beige', [225, 205, 170]],
];

function colourName([r, g, b]: [number, number, number]): string {
  let best = NAMED_COLOURS[0]!;
  let bestDistance = Infinity;
  for (const entry of NAMED_COLOURS) {
    const [nr, ng, nb] = entry[1];
    const distance = 2 * (r - nr) ** 2 + 4 * (g - ng) ** 2 + 3 * (b - nb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [entry, distance];
  }
  return best[0];
}

const hex = (rgb: number[]): string =>
  `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const round1 = (value: number): number => Math.round(value * 10) / 10;
const percent = (value: number): number => round1(Math.min(100, Math.max(0, value)));

/** Brightness, contrast (spread of luminance), colourfulness (Hasler and Süsstrunk) and the dominant colours. */
async function measureColour(image: Buffer) {
  const { data } = await sharp(image)
    .resize(MEASURE_SIDE, MEASURE_SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = data.length / 3;
  let lumaSum = 0;
  let lumaSquares = 0;
  let rgSum = 0;
  let rgSquares = 0;
  let ybSum = 0;
  let ybSquares = 0;
  const bins = new Map<number, { count: number; sum: [number, number, number] }>();
  for (let i = 0; i < data.length; i += 3) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    lumaSum += luma;
    lumaSquares += luma * luma;
    const rg = r - g;
    const yb = 0.5 * (r + g) - b;
    rgSum += rg;
    rgSquares += rg * rg;
    ybSum += yb;
    ybSquares += yb * yb;
    const key = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    const bin = bins.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bin.count += 1;
    bin.sum[0] += r;
    bin.sum[1] += g;
    bin.sum[2] += b;
    bins.set(key, bin);
  }
  const spread = (sum: number, squares: number) =>
    Math.sqrt(Math.max(0, squares / pixels - (sum / pixels) ** 2));
  const lumaMean = lumaSum / pixels;
  const colourfulness =
    Math.hypot(spread(rgSum, rgSquares), spread(ybSum, ybSquares)) +
    0.3 * Math.hypot(rgSum / pixels, ybSum / pixels);
  const dominantColours: DominantColour[] = colourFamilies(
    [...bins.values()].map(({ count, sum }) => {
      const rgb = sum.map((c) => c / count) as [number, number, number];
      return { hex: hex(rgb), name: colourName(rgb), share: round1((count * 100) / pixels) };
    }),
  )
    .filter((colour) => colour.share >= DOMINANT_MIN_SHARE)
    .slice(0, DOMINANT_LIMIT);
  return {
    brightness: percent((lumaMean * 100) / 255),
    // A black-and-white split ad has a luminance spread of 127.5: that is full contrast.
    contrast: percent((spread(lumaSum, lumaSquares) * 100) / 127.5),
    // Hasler and Süsstrunk put "extremely colourful" at about 109.
    colourfulness: percent((colourfulness * 100) / 109),
    dominantColours,
  };
}

/** Share of pixels on a strong edge: how busy the ad looks. */
async function measureClutter(image: Buffer): Promise<number> {
  const data = await sharp(image)
    .resize(EDGE_SIDE, EDGE_SIDE, { fit: 'fill' })
    .greyscale()
    .convolve({ width: 3, height: 3, kernel: [-1, -1, -1, -1, 8, -1, -1, -1, -1], offset: 128 })
    .raw()
    .toBuffer();
  let edges = 0;
  for (const value of data) if (Math.abs(value - 128) > EDGE_THRESHOLD) edges += 1;
  return percent(((edges / data.length) * 100) / BUSY_EDGE_SHARE);
}

interface OcrLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/**
 * Whose image it is, the most time its OCR may take, and how many OCR threads there are (OCR_WORKERS): each reads
 * one image at a time, and an owner's images take one thread at a time, owners in turn, so from two threads on
 * another owner's image never waits behind them.
 */
export type OcrTurn = { owner: string; timeMs: number; threads: number };

const ocrTurns = new FairQueue(1, 1);

/** What OCR answers when an image is past its budget: no words (photo noise and textures take the longest). */
const NO_WORDS = { blocks: [] } as unknown as Tesseract.Page;

/**
 * OCR within the time limit, and how long the image held its thread (from when the started thread took it). Past
 * the limit that thread is ended (the next image starts a new one) and no words are read.
 */
function recognizeWithin(data: Buffer, turn: OcrTurn): Promise<{ page: Tesseract.Page; ms: number }> {
  ocrTurns.setConcurrency(turn.threads);
  return ocrTurns.run(turn.owner, async () => {
    const worker = idle.pop() ?? (await startOcr());
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), turn.timeMs);
    });
    const recognized = worker
      .recognize(data, {}, { text: false, blocks: true })
      .then(({ data: page }) => page);
    let page: Tesseract.Page | null;
    try {
      page = await Promise.race([recognized, overrun]).finally(() => clearTimeout(timer));
    } catch (error) {
      await endOcr(worker);
      throw error;
    }
    const ms = Math.round(performance.now() - started);
    if (page !== null) {
      // Unless it was ended meanwhile (shutdown).
      if (threads.has(worker)) idle.push(worker);
      return { page, ms };
    }
    // The ended thread's recognize rejects: nobody waits for it any more.
    recognized.catch(() => {});
    await endOcr(worker);
    return { page: NO_WORDS, ms };
  });
}

async function readText(image: Buffer, turn: OcrTurn) {
  const prepared = await sharp(image)
    .resize(OCR_MAX_SIDE, OCR_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .png()
    .toBuffer({ resolveWithObject: true });
  const { page: data, ms } = await recognizeWithin(prepared.data, turn);
  const lines: OcrLine[] = (data.blocks ?? []).flatMap((block) =>
    block.paragraphs.flatMap((paragraph) => paragraph.lines),
  );
  const kept = lines.filter(
    (line) => line.confidence >= MIN_LINE_CONFIDENCE && /[\p{L}\p{N}]/u.test(line.text),
  );
  const area = prepared.info.width * prepared.info.height;
  const covered = kept.reduce((sum, { bbox }) => sum + (bbox.x1 - bbox.x0) * (bbox.y1 - bbox.y0), 0);
  return {
    text: kept.map((line) => line.text.trim()).join('\n'),
    textConfidence: kept.length
      ? percent(kept.reduce((sum, line) => sum + line.confidence, 0) / kept.length)
      : 0,
    textCoverage: percent((covered * 100) / area),
    ocrMs: ms,
  };
}

/** Reads an image already checked and re-encoded by the upload store; `ocrMs`: how long OCR held a thread. */
export async function readAdImage(
  image: Buffer,
  turn: OcrTurn,
): Promise<{ reading: AdReading; ocrMs: number }> {
  const { width, height } = await sharp(image).metadata();
  const [text, colour, clutter] = await Promise.all([
    readText(image, turn),
    measureColour(image),
    measureClutter(image),
  ]);
  const reading = adReadingSchema.parse({
    text: text.text,
    textConfidence: text.textConfidence,
    measures: { width, height, ...colour, textCoverage: text.textCoverage, clutter },
  });
  return { reading, ocrMs: text.ocrMs };
}
