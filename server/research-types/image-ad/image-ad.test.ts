import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageAdOverallAnalysisSchema } from '@contracts/image-ad';
import { uploads } from '@db/schema/index';
import type { TestDatabase } from '@db/testing';
import { renderAdImage } from '../../../e2e/support/ad-image';
import {
  startMockLlmServer,
  type MockLlmCall,
  type MockLlmServer,
} from '../../../e2e/support/mock-llm-server';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  describeRunType,
  balanceOf,
  emptyBalance,
  makeAdmin,
  postImageRun,
  type SignedInUser,
  signUpAndIn,
  startTestApp,
  type TestApp,
  testDatabaseKinds,
} from '../../testing';

const historyOf = async (app: TestApp, user: SignedInUser, type: string) =>
  (await app.inject({ url: `/api/feedback?type=${type}`, headers: { cookie: user.cookie } })).json().items;

/** Answers the vision model would give: it names what it sees in the ad. */
function visionAnswer(call: MockLlmCall): unknown {
  const properties = Object.keys(call.schema?.properties ?? {});
  if (properties.includes('perceivedMessage')) {
    return {
      answer: 'Half price running shoes in summer sounds good to me.',
      interestInOwnWords: 'I am quite interested because I run every week.',
      purchaseLikelihoodInOwnWords: 'I would probably buy a pair.',
      reasonsFor: [
        { text: 'Half price is a real deal', conceptDetail: '50% off', personaAttribute: 'income: Middle' },
      ],
      reasonsAgainst: [],
      concerns: ['Which brands are included'],
      suggestions: ['Show the shoes'],
      firstImpression: 'Bright orange and big letters: hard to miss.',
      perceivedMessage: 'Running shoes are half price this summer.',
      attention: 5,
      clarity: 4,
      appeal: 3,
      wouldChange: 'Show a photo of the shoes.',
    };
  }
  if (properties.includes('perceivedKeyMessages')) {
    return {
      perceivedKeyMessages: ['Half-price running shoes'],
      topics: ['price'],
      concerns: [],
      suggestions: [],
    };
  }
  return undefined;
}

describeRunType('Ad Creative Test runs', {}, (suite) => {
  let summerSale: Buffer;
  beforeAll(async () => {
    summerSale = await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] });
  });

  const runAd = (
    user: SignedInUser,
    fields: Record<string, string>,
    image: { bytes: Buffer; filename?: string; contentType?: string } | undefined,
    headers: Record<string, string> = {},
  ) => postImageRun(suite.app, user, { type: 'image-ad', ...fields }, image, headers);

  it('reads the ad offline, charges 1 credit and saves an image-ad record whose key messages name the discount and the product', async () => {
    const user = await signUpAndIn(suite.app);
    const twinIds = suite.library.slice(0, 5).map((p) => p.id);
    const response = await runAd(
      user,
      { personaIds: JSON.stringify(twinIds), callToAction: 'Shop now' },
      { bytes: summerSale },
    );
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      type: 'image-ad',
      selected_personas: twinIds,
      engine: { provider: 'offline' },
    });
    expect(record.concept).toMatch(/summer sale 50% off running shoes/i);
    const analysis = imageAdOverallAnalysisSchema.parse(record.overall_analysis);
    expect(analysis.adReading.text).toMatch(/SUMMER SALE\s+50% OFF\s+RUNNING SHOES/);
    expect(analysis.adReading.measures).toMatchObject({ width: 1080, height: 1080 });
    expect(analysis.adReading.measures.dominantColours[0]).toMatchObject({ name: 'orange' });
    expect(analysis.qualitativeFeedback.perceivedKeyMessages.length).toBeGreaterThan(0);
    expect(analysis.qualitativeFeedback.perceivedKeyMessages.join(' ')).toMatch(/50% off|running shoes/i);
    for (const item of record.responses) {
      const reaction = item.detailed.adReaction;
      expect(reaction.perceivedMessage).toMatch(/summer sale|50% off|running shoes/i);
      for (const score of [reaction.attention, reaction.clarity, reaction.appeal])
        expect(score).toBeGreaterThanOrEqual(1);
      const band = { positive: [75, 94], neutral: [46, 73], negative: [25, 44] }[
        item.detailed.sentiment as 'positive'
      ]!;
      expect(item.detailed.sentimentScore).toBeGreaterThanOrEqual(band[0]!);
      expect(item.detailed.sentimentScore).toBeLessThanOrEqual(band[1]!);
    }
    expect(await balanceOf(suite.app, user)).toBe(9);

    // The image is its owner's (and a snapshot's) only; the content route never serves it.
    const image = await suite.app.inject({
      url: `/api/feedback/${record.id}/image`,
      headers: { cookie: user.cookie },
    });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
    const stranger = await signUpAndIn(suite.app);
    expect(
      (
        await suite.app.inject({
          url: `/api/feedback/${record.id}/image`,
          headers: { cookie: stranger.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await suite.app.inject({ url: `/api/uploads/${record.concept_details.imageId}` })).statusCode,
    ).toBe(404);
    const snapshot = (
      await suite.app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/snapshot`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect((await suite.app.inject({ url: `/api/snapshots/${snapshot.slug}/image` })).statusCode).toBe(200);
    await suite.app.inject({
      method: 'DELETE',
      url: `/api/feedback/${record.id}/snapshot`,
      headers: { cookie: user.cookie },
    });
    expect((await suite.app.inject({ url: `/api/snapshots/${snapshot.slug}/image` })).statusCode).toBe(404);

    // History: the image-ad lookup finds it, and so does image_analysis (the spec's lookup rule).
    expect((await historyOf(suite.app, user, 'image-ad')).map((r: { id: string }) => r.id)).toEqual([
      record.id,
    ]);
    expect((await historyOf(suite.app, user, 'image_analysis')).map((r: { id: string }) => r.id)).toEqual([
      record.id,
    ]);
  });

  it('lowers a twin’s intent when the price in the picture is far above their means', async () => {
    const user = await signUpAndIn(suite.app);
    const twin = suite.library.find((p) => p.segments.income_bracket === 'Low')!;
    const intentFor = async (price: string) => {
      const bytes = await renderAdImage({ lines: ['RUNNING SHOES', price] });
      const record = (await runAd(user, { personaIds: JSON.stringify([twin.id]) }, { bytes })).json();
      expect(record.overall_analysis.adReading.text).toContain(price);
      return record.responses[0].detailed.purchaseIntent.expected as number;
    };
    const affordable = await intentFor('€39');
    const dear = await intentFor('€2,900');
    expect(dear).toBeLessThan(affordable - 0.3);
  });

  it('refuses a 6 MB file, a renamed text file, a broken image and a missing file without charging or saving', async () => {
    const user = await signUpAndIn(suite.app);
    const personaIds = JSON.stringify([suite.library[0]!.id]);
    const big = await runAd(user, { personaIds }, { bytes: Buffer.alloc(6 * 1024 * 1024, 7) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'FILE_TOO_LARGE', detail: 'Images can be at most 5 MB.' });
    const text = await runAd(
      user,
      { personaIds },
      { bytes: Buffer.from('not really a picture\n'.repeat(50)), filename: 'ad.png' },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().detail).toBe(
      'This file is not an image we can read. Upload a PNG, JPEG or WebP image.',
    );
    const broken = await runAd(user, { personaIds }, { bytes: summerSale.subarray(0, 2000) });
    expect(broken.statusCode).toBe(400);
    const missing = await runAd(user, { personaIds }, undefined);
    expect(missing.json().detail).toMatch(/Choose an image/);
    const eight = await runAd(
      user,
      { personaIds: JSON.stringify(suite.library.slice(0, 8).map((p) => p.id)) },
      { bytes: summerSale },
    );
    expect(eight.json().invalidParams[0]).toMatchObject({
      name: 'personaIds',
      reason: 'Select at most 7 Digital Twins',
    });
    expect(await balanceOf(suite.app, user)).toBe(10);
    expect(await historyOf(suite.app, user, 'image-ad')).toEqual([]);
  });

  it('refuses with 402 and saves nothing without credits', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.app);
    await emptyBalance(suite.app, admin, user);
    const refused = await runAd(
      user,
      { personaIds: JSON.stringify([suite.library[0]!.id]) },
      { bytes: summerSale },
    );
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('INSUFFICIENT_CREDITS');
    expect(await historyOf(suite.app, user, 'image-ad')).toEqual([]);
    // Refused before the file is decoded: even a file that is no image at all gets the 402, not a decoding verdict.
    const undecoded = await runAd(
      user,
      { personaIds: JSON.stringify([suite.library[0]!.id]) },
      { bytes: Buffer.from('not an image, never opened'.repeat(100)) },
    );
    expect(undecoded.statusCode).toBe(402);
  });

  it('streams the reading, each twin and the analysis as Server-Sent Events', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await runAd(
      user,
      { personaIds: JSON.stringify(suite.library.slice(0, 2).map((p) => p.id)) },
      { bytes: summerSale },
      { accept: 'text/event-stream' },
    );
    expect(response.statusCode).toBe(201);
    // The queue's own events (place in line, start) come first when the run waits; the run's follow in order.
    const events = [...response.body.matchAll(/^event: (?!queued$|started$)(\w+)$/gm)].map((m) => m[1]);
    expect(events).toEqual(['reading', 'persona', 'persona', 'analysis', 'done']);
  });
});

describe('Ad Creative Test with a vision model', () => {
  let database: TestDatabase;
  let app: TestApp;
  let llm: MockLlmServer;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    llm = await startMockLlmServer({ respond: visionAnswer });
    app = await startTestApp(database, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'mock-vision',
      LLM_EMBEDDING_MODEL: 'mock-embedding',
    });
    await seedPersonas(app.context);
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
    await database?.drop();
  });

  it('refunds a run the vision model fails and removes its stored image', async () => {
    llm.configure({ failure: { mode: 'status-500' } });
    try {
      const user = await signUpAndIn(app);
      const personaId = (await app.inject({ url: '/api/personas' })).json()[0].id;
      const response = await postImageRun(
        app,
        user,
        { type: 'image-ad', personaIds: JSON.stringify([personaId]) },
        { bytes: await renderAdImage({ lines: ['SUMMER SALE'] }) },
      );
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('ANALYSIS_FAILED');
      expect(await balanceOf(app, user)).toBe(10);
      const images = await app.context.db
        .select({ id: uploads.id })
        .from(uploads)
        .where(eq(uploads.ownerId, user.id));
      expect(images).toEqual([]);
    } finally {
      llm.configure({ failure: undefined });
    }
  });

  it('sends the ad as an image part with the persona prompt and keeps the model’s reading', async () => {
    const user = await signUpAndIn(app);
    const personaId = (await app.inject({ url: '/api/personas' })).json()[0].id;
    const response = await postImageRun(
      app,
      user,
      { type: 'image-ad', personaIds: JSON.stringify([personaId]) },
      { bytes: await renderAdImage({ lines: ['SUMMER SALE', '50% OFF', 'RUNNING SHOES'] }) },
    );
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record.responses[0].detailed.adReaction).toMatchObject({
      perceivedMessage: 'Running shoes are half price this summer.',
      attention: 5,
    });
    expect(record.overall_analysis.qualitativeFeedback.perceivedKeyMessages).toContain(
      'Running shoes are half price this summer.',
    );
    const adCall = llm.requests.find((call) =>
      Object.keys(call.schema?.properties ?? {}).includes('perceivedMessage'),
    )!;
    const messages = adCall.body.messages as Array<{ role: string; content: unknown }>;
    expect(messages[0]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('Your profile (JSON)'),
    });
    const parts = messages.find((m) => m.role === 'user')!.content as Array<{
      type: string;
      image_url?: { url: string };
    }>;
    expect(parts.map((p) => p.type)).toEqual(['text', 'image_url']);
    expect(parts[1]!.image_url!.url).toMatch(/^data:image\/webp;base64,/);
  });
});
