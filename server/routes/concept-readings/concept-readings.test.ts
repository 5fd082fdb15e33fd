import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conceptReadingSchema, runReadingSchema } from '@contracts/concept-reading';
import type { TestDatabase } from '@db/testing';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  balanceOf,
  signUpAndIn,
  startTestApp,
  testDatabaseKinds,
  type SignedInUser,
  type TestApp,
} from '../../testing';

const HOTEL = 'An $89 hotel night in central Chicago with free breakfast, but surprise fees at checkout.';
const EGGS = 'A dozen large free-range eggs from local farms, $4.50.';
const UNPLACED = 'A hand-knitted tea cosy.';

type Problem = { invalidParams: Array<{ name: string; reason: string }> };

describe.each(testDatabaseKinds)('concept readings on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let personaIds: string[];
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
    await seedPersonas(app.context);
    const all = (await app.inject({ url: '/api/personas' })).json();
    personaIds = all.slice(0, 7).map((p: { id: string }) => p.id);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url, headers, payload: payload as object });
  const as = (user: SignedInUser) => ({ cookie: user.cookie });
  const read = async (user: SignedInUser, concept: string, currency?: string) => {
    const response = await post('/api/concept-readings', { concept, currency }, as(user));
    expect(response.statusCode, response.body).toBe(200);
    return conceptReadingSchema.parse(response.json());
  };

  it('says what a concept is, what it usually costs, the price, each claim and the domain, charging nothing', async () => {
    const user = await signUpAndIn(app);
    const hotel = await read(user, HOTEL);
    expect(hotel.category).toEqual({ id: 'hotel-stay', label: 'hotel room', group: 'travel' });
    expect(hotel.confidence).toBeGreaterThan(0.5);
    expect(hotel.usualPrice).toMatchObject({ currency: 'USD', unit: 'night', quantity: 1 });
    expect(hotel.usualPrice!.amount).toBeGreaterThan(89);
    expect(hotel.price).toEqual({ amount: 89, currency: 'USD', per: 'one-off' });
    expect(hotel.attributes).toContainEqual({ text: 'surprise fees at checkout', counts: 'defect' });
    expect(hotel.measuredDomain).toBe(false);
    expect(hotel.measuredDomainNote).toMatch(/^Outside the measured domains/);

    const eggs = await read(user, EGGS, 'EUR');
    expect(eggs.category?.id).toBe('eggs');
    expect(eggs.usualPrice).toMatchObject({ currency: 'EUR', unit: 'count', quantity: 12 });
    expect(eggs.measuredDomain).toBe(true);

    const joints = await read(user, 'Glucosamine joint supplement for stiff knees, 90 tablets, $24.');
    expect(joints.audience).toContain('people aged 50 and over');

    const unplaced = await read(user, UNPLACED);
    expect(unplaced).toMatchObject({ category: null, confidence: 0, usualPrice: null, price: null });
    expect(await balanceOf(app, user)).toBe(10);
  });

  it('answers only a signed-in caller or an API key with the run scope, and refuses a bad body naming the field', async () => {
    expect((await post('/api/concept-readings', { concept: EGGS }, {})).statusCode).toBe(401);
    const user = await signUpAndIn(app);
    const created = await post(
      '/api/auth/api-key/create',
      { name: 'run key', expiresIn: 30 * 24 * 3600, metadata: { scope: 'run' } },
      as(user),
    );
    const key = (created.json() as { key: string }).key;
    const viaKey = await post('/api/concept-readings', { concept: EGGS }, { authorization: `Bearer ${key}` });
    expect(viaKey.statusCode, viaKey.body).toBe(200);
    expect(viaKey.json().category.id).toBe('eggs');
    const readOnly = await post(
      '/api/auth/api-key/create',
      { name: 'read key', expiresIn: 30 * 24 * 3600, metadata: { scope: 'read' } },
      as(user),
    );
    const readKey = (readOnly.json() as { key: string }).key;
    expect(
      (await post('/api/concept-readings', { concept: EGGS }, { authorization: `Bearer ${readKey}` }))
        .statusCode,
    ).toBe(403);
    const bad = await post('/api/concept-readings', { concept: EGGS, currency: 'JPY' }, as(user));
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problem).invalidParams.map((p) => p.name)).toEqual(['currency']);
  });

  it('lists the categories a reading can be corrected to', async () => {
    const user = await signUpAndIn(app);
    const response = await app.inject({ url: '/api/product-categories', headers: as(user) });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: Array<{ id: string; group: string; unit: string }> };
    expect(items.length).toBeGreaterThan(100);
    expect(items).toContainEqual({ id: 'hotel-stay', label: 'hotel room', group: 'travel', unit: 'night' });
    expect(new Set(items.map((item) => item.group)).size).toBe(17);
  });

  const runConceptTest = async (user: SignedInUser, reading?: unknown) => {
    const response = await post(
      '/api/analyses',
      { concept: EGGS, personaIds, ...(reading === undefined ? {} : { reading }) },
      as(user),
    );
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    const intents = record.responses.map(
      (r: { detailed: { purchaseIntent: { expected: number } } }) => r.detailed.purchaseIntent.expected,
    );
    return {
      id: record.id as string,
      reading: runReadingSchema.parse(record.overall_analysis.reading),
      meanIntent: intents.reduce((sum: number, i: number) => sum + i, 0) / intents.length,
    };
  };

  it('uses a corrected usual price in a concept test: three times lower, lower purchase intent, and the record keeps it', async () => {
    const user = await signUpAndIn(app);
    const plain = await runConceptTest(user);
    expect(plain.reading.corrections).toBeNull();
    const usual = plain.reading.usualPrice!.amount;
    const corrected = await runConceptTest(user, { usualPrice: { amount: usual / 3 } });
    expect(corrected.meanIntent).toBeLessThan(plain.meanIntent - 0.1);
    expect(corrected.reading.corrections).toEqual({ usualPrice: { amount: usual / 3 } });
    expect(corrected.reading.usualPrice).toMatchObject({ source: 'Your correction' });
    expect(corrected.reading.usualPrice!.amount).toBeCloseTo(usual / 3, 2);
    expect(await balanceOf(app, user)).toBe(8);

    const exported = (format: string) =>
      app.inject({ url: `/api/feedback/${corrected.id}/export?format=${format}`, headers: as(user) });
    const csv = (await exported('csv')).body;
    expect(csv.split('\r\n')[0]).toContain('product_category,usual_price,corrected_before_run');
    expect(csv).toContain('eggs (groceries)');
    expect(csv).toContain('(Your correction)');
    expect(csv).toContain('the usual price');
    const pdf = await exported('pdf');
    const document = mupdf.Document.openDocument(pdf.rawPayload, 'application/pdf');
    const text = Array.from({ length: document.countPages() }, (_, i) =>
      document.loadPage(i).toStructuredText('preserve-whitespace').asText(),
    )
      .join('\n')
      .replace(/\s+/g, ' ');
    expect(text).toContain('What the twins understood');
    expect(text).toContain('Product: eggs (groceries), placed with 100% confidence');
    expect(text).toContain('Corrected before the run: the usual price.');
  });

  it('answers a reading with corrections applied, and refuses one it cannot apply', async () => {
    const user = await signUpAndIn(app);
    const response = await post(
      '/api/concept-readings',
      { concept: HOTEL, reading: { categoryId: 'car-rental', usualPrice: { amount: 40, per: 'day' } } },
      as(user),
    );
    expect(response.statusCode, response.body).toBe(200);
    const corrected = conceptReadingSchema.parse(response.json());
    expect(corrected).toMatchObject({
      category: { id: 'car-rental' },
      confidence: 1,
      usualPrice: { amount: 40, unit: 'day', quantity: 1, source: 'Your correction' },
    });
    const foreign = await post(
      '/api/concept-readings',
      { concept: HOTEL, reading: { usualPrice: { amount: 40, per: 'month' } } },
      as(user),
    );
    expect(foreign.statusCode).toBe(400);
    expect((foreign.json() as Problem).invalidParams.map((p) => p.name)).toEqual(['reading.usualPrice.per']);
  });

  it('uses a corrected category in a pricing study: its ladder centres on the chosen category and the record keeps it', async () => {
    const user = await signUpAndIn(app);
    const study = (reading?: unknown) =>
      post(
        '/api/pricing-studies',
        {
          concept: UNPLACED,
          currency: 'USD',
          method: 'gabor-granger',
          personaIds,
          ...(reading ? { reading } : {}),
        },
        as(user),
      );
    const unplaced = await study();
    expect(unplaced.statusCode).toBe(400);
    expect((unplaced.json() as Problem).invalidParams.map((p) => p.name)).toEqual(['prices']);
    const response = await study({
      categoryId: 'customer-support-software',
      usualPrice: { amount: 30, per: 'seat-month' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const analysis = response.json().overall_analysis;
    expect(analysis.ladder.note).toMatch(/usual price of .*\$30\.00/);
    const reading = runReadingSchema.parse(analysis.reading);
    expect(reading.category?.id).toBe('customer-support-software');
    expect(reading.confidence).toBe(1);
    expect(reading.corrections).toEqual({
      categoryId: 'customer-support-software',
      usualPrice: { amount: 30, per: 'seat-month' },
    });
  });

  it('keeps a comparison’s corrected reading and changes its answers', async () => {
    const user = await signUpAndIn(app);
    const variants = [EGGS, 'A dozen large organic free-range eggs from local farms, $5.50.'];
    const compare = async (reading?: unknown) => {
      const response = await post(
        '/api/comparisons',
        { variants, personaIds, ...(reading ? { reading } : {}) },
        as(user),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().overall_analysis;
    };
    const plain = await compare();
    const corrected = await compare({ usualPrice: { amount: 1.2 } });
    expect(runReadingSchema.parse(corrected.reading).corrections).toEqual({ usualPrice: { amount: 1.2 } });
    const meanOf = (analysis: { variants: Array<{ meanIntent: number }> }) =>
      analysis.variants[0]!.meanIntent;
    expect(meanOf(corrected)).toBeLessThan(meanOf(plain));
  });

  it('refuses an override it cannot apply with a 400 naming the field, charging nothing', async () => {
    const user = await signUpAndIn(app);
    const cases: Array<[string, unknown, string]> = [
      ['/api/analyses', { categoryId: 'no-such-category' }, 'reading.categoryId'],
      ['/api/analyses', { usualPrice: { amount: -2 } }, 'reading.usualPrice.amount'],
      ['/api/analyses', { usualPrice: { amount: 'cheap' } }, 'reading.usualPrice.amount'],
      ['/api/analyses', { usualPrice: { amount: 2, per: 'night' } }, 'reading.usualPrice.per'],
      ['/api/analyses', { usualPrice: { amount: 2, per: 'fortnight' } }, 'reading.usualPrice.per'],
      ['/api/pricing-studies', { categoryId: 'no-such-category' }, 'reading.categoryId'],
      ['/api/comparisons', { usualPrice: { amount: 0 } }, 'reading.usualPrice.amount'],
    ];
    for (const [url, reading, field] of cases) {
      const body =
        url === '/api/comparisons'
          ? { variants: [EGGS, `${EGGS} Organic.`], personaIds, reading }
          : url === '/api/pricing-studies'
            ? { concept: EGGS, currency: 'USD', method: 'gabor-granger', personaIds, reading }
            : { concept: EGGS, personaIds, reading };
      const response = await post(url, body, as(user));
      expect(response.statusCode, `${url} ${JSON.stringify(reading)}`).toBe(400);
      expect((response.json() as Problem).invalidParams.map((p) => p.name)).toEqual([field]);
    }
    const unplaced = await post(
      '/api/analyses',
      { concept: UNPLACED, personaIds, reading: { usualPrice: { amount: 10 } } },
      as(user),
    );
    expect(unplaced.statusCode).toBe(400);
    expect((unplaced.json() as Problem).invalidParams.map((p) => p.name)).toEqual(['reading.usualPrice']);
    expect(await balanceOf(app, user)).toBe(10);
  });
});
