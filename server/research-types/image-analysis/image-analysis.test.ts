import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownedImageAnalysisRecordSchema } from '@contracts/image-analysis';
import { renderAdImage } from '../../../e2e/support/ad-image';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  describeRunType,
  type RunTypeSuiteOptions,
  balanceOf,
  emptyBalance,
  makeAdmin,
  postImageRun,
  type SignedInUser,
  signUpAndIn,
  type TestApp,
  useTestApp,
} from '../../testing';

const READS_PER_HOUR = 2;

const historyIds = async (app: TestApp, user: SignedInUser, type: string) =>
  (await app.inject({ url: `/api/feedback?type=${type}`, headers: { cookie: user.cookie } }))
    .json()
    .items.map((record: { id: string }) => record.id);

/** What the suite sets up beside its database and its app: no library until a test seeds it. */
const suiteSetUp: RunTypeSuiteOptions = {
  env: { FREE_IMAGE_READS_PER_HOUR: String(READS_PER_HOUR), FREE_IMAGE_READS_PER_DAY: '3' },
  seed: false,
};

describeRunType('image analysis runs', suiteSetUp, (suite) => {
  let summerSale: Buffer;
  beforeAll(async () => {
    summerSale = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] });
  });

  const analyse = (
    user: SignedInUser,
    bytes: Buffer | undefined,
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => postImageRun(suite.app, user, { type: 'image_analysis', ...fields }, bytes && { bytes }, headers);

  it('reads an image alone, without twins and without a credit, and tells what it says and shows', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.app);
    // Free: even an empty balance reads an image.
    await emptyBalance(suite.app, admin, user);
    const response = await analyse(user, summerSale, { callToAction: 'Shop now' });
    expect(response.statusCode, response.body).toBe(201);
    const record = ownedImageAnalysisRecordSchema.parse(response.json());
    expect(record).toMatchObject({
      type: 'image_analysis',
      selected_personas: [],
      responses: [],
      engine: { provider: 'offline', model: 'ad-reader' },
      concept_details: { callToAction: 'Shop now', width: 1080, height: 1080 },
    });
    expect(record.concept).toMatch(/summer sale 50% off running shoes/i);
    const analysis = record.overall_analysis!;
    expect(analysis.adReading.text).toMatch(/SUMMER SALE\s+50% OFF\s+RUNNING SHOES/);
    expect(analysis.message.headline).toMatch(/summer sale, 50% off, running shoes/i);
    expect(analysis.message.discount).toBe('50% off');
    expect(analysis.message.missing).toContain('what it costs');
    expect(analysis.adReading.measures.dominantColours[0]).toMatchObject({ name: 'orange' });
    expect(analysis.observations.length).toBeGreaterThan(0);
    expect(await balanceOf(suite.app, user)).toBe(0);

    // Free, and no twin took part: no follow-up to any twin.
    await seedPersonas(suite.app.context);
    const twin = (await suite.app.inject({ url: '/api/personas' })).json()[0].id;
    const followUp = await suite.app.inject({
      method: 'POST',
      url: `/api/feedback/${record.id}/follow-ups`,
      headers: { cookie: user.cookie },
      payload: { personaId: twin, question: 'What did you think?' },
    });
    expect(followUp.statusCode).toBe(409);
    expect(followUp.json().code).toBe('FOLLOW_UP_NOT_OFFERED');

    // The image is the owner's. The image_analysis lookup lists it; the exact image-ad lookup does not.
    expect(
      (await suite.app.inject({ url: `/api/feedback/${record.id}/image`, headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(await historyIds(suite.app, user, 'image_analysis')).toEqual([record.id]);
    expect(await historyIds(suite.app, user, 'image-ad')).toEqual([]);

    // Its exports: the CSV has no twin rows, the PDF carries the reading.
    const csv = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    const pdf = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=pdf`,
      headers: { cookie: user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('streams what was read, then the analysis, then the record', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await analyse(user, summerSale, {}, { accept: 'text/event-stream' });
    expect(response.statusCode).toBe(201);
    const events = [...response.body.matchAll(/^event: (?!queued$|started$)(\w+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['reading', 'analysis', 'done']);
  });

  it('refuses a renamed text file and a missing file, and stops at the hour’s limit, saving nothing', async () => {
    const user = await signUpAndIn(suite.app);
    const text = await analyse(user, Buffer.from('not really a picture\n'.repeat(50)));
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe(
      'This file is not an image we can read. Upload a PNG, JPEG or WebP image.',
    );
    expect((await analyse(user, undefined)).json().detail).toMatch(/Choose an image/);
    expect(await historyIds(suite.app, user, 'image_analysis')).toEqual([]);

    // Sent at once, the day's free reads still stop at the cap.
    const answers = await Promise.all(
      Array.from({ length: READS_PER_HOUR + 2 }, () => analyse(user, summerSale)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      ...Array<number>(READS_PER_HOUR).fill(201),
      429,
      429,
    ]);
    expect(answers.find((answer) => answer.statusCode === 429)!.json()).toMatchObject({
      code: 'RECORD_LIMIT',
      detail: `You can analyse at most ${READS_PER_HOUR} images an hour. Please try again later.`,
    });
    expect(await historyIds(suite.app, user, 'image_analysis')).toHaveLength(READS_PER_HOUR);
  });

  it('never serves another user’s image through a record saved by hand with its id', async () => {
    const owner = await signUpAndIn(suite.app);
    const record = (await analyse(owner, summerSale)).json();
    const thief = await signUpAndIn(suite.app);
    const saved = await suite.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: thief.cookie },
      payload: { type: 'image_analysis', concept: 'Mine now', conceptDetails: record.concept_details },
    });
    expect(saved.statusCode).toBe(201);
    const stolen = await suite.app.inject({
      url: `/api/feedback/${saved.json().id}/image`,
      headers: { cookie: thief.cookie },
    });
    expect(stolen.statusCode).toBe(404);
    const share = await suite.app.inject({
      method: 'POST',
      url: `/api/feedback/${saved.json().id}/snapshot`,
      headers: { cookie: thief.cookie },
    });
    expect((await suite.app.inject({ url: `/api/snapshots/${share.json().slug}/image` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a form whose type is neither an ad test nor an image analysis', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await analyse(user, summerSale, { type: 'brand360' });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams[0]).toMatchObject({ name: 'type' });
  });

  describe('with an hour of OCR time spent', () => {
    const budgeted = useTestApp(suite.kind, {
      FREE_IMAGE_OCR_SECONDS_PER_HOUR: '1',
      OCR_TIME_BUDGET_MS: '10000',
      FREE_IMAGE_READS_PER_HOUR: '10',
    });
    const uploadCount = async () =>
      Number(
        (
          (await budgeted.app.context.db.execute(sql`select count(*)::int as n from uploads`)) as unknown as {
            rows: Array<{ n: number }>;
          }
        ).rows[0]!.n,
      );

    it('refuses that user 429 with Retry-After, storing nothing, while another user still reads', async () => {
      const side = 1400;
      const noise = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .jpeg()
        .toBuffer();
      const [heavy, light] = [await signUpAndIn(budgeted.app), await signUpAndIn(budgeted.app)];
      const read = (user: SignedInUser, bytes: Buffer) =>
        postImageRun(budgeted.app, user, { type: 'image_analysis' }, { bytes });
      // Noise holds an OCR thread for seconds: past the hour's one second.
      expect((await read(heavy, noise)).statusCode).toBe(201);
      const before = await uploadCount();
      const refused = await read(heavy, noise);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3500);
      expect(retryAfter).toBeLessThanOrEqual(3600);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        detail: `Your images of the last hour used the 1 second of reading that free image analyses may take in an hour. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      });
      expect(await uploadCount()).toBe(before);

      const other = await read(light, summerSale);
      expect(other.statusCode, other.body).toBe(201);
      expect(ownedImageAnalysisRecordSchema.parse(other.json()).overall_analysis!.adReading.text).toMatch(
        /SUMMER SALE/,
      );
    });
  });
});
