import { expect, it } from 'vitest';
import { featureAnswerDetailSchema, type FeatureStudyRequest } from '@contracts/feature-study';
import {
  describeRunType,
  type RunTypeSuiteOptions,
  balanceOf,
  createAudience,
  signUpAndIn,
  type SignedInUser,
} from '../../testing';

const CAMERA = {
  product: 'a digital camera',
  attributes: [
    { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
    { name: 'Wifi', levels: ['no wifi', 'wifi'] },
    { name: 'Screen', levels: ['a fixed screen', 'a swivel screen'] },
  ],
  prices: [99, 149, 199, 249],
  currency: 'USD',
} satisfies FeatureStudyRequest;

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = { llm: {} };

describeRunType('feature value studies', suiteSetUp, (suite) => {
  const post = (url: string, user: SignedInUser, payload: unknown, target = suite.app) =>
    target.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload as object });

  it('quotes for free, runs on 300 twins chosen by filters for 1 credit, saves the figures, exports and simulates', async () => {
    const user = await signUpAndIn(suite.app);
    const quote = await post('/api/feature-studies/quote', user, { ...CAMERA, tasksPerTwin: 8, filters: {} });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      twins: 300,
      tasksPerTwin: 8,
      alternativesPerTask: 3,
      maxTasksPerTwin: Math.floor((8 * 4) / 3),
      credits: 1,
      modelCalls: 0,
    });
    expect(await balanceOf(suite.app, user)).toBe(10);

    const response = await post('/api/feature-studies', user, { ...CAMERA, tasksPerTwin: 8, filters: {} });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record.type).toBe('feature_study');
    expect(record.responses).toHaveLength(300);
    for (const item of record.responses.slice(0, 5)) {
      const detail = featureAnswerDetailSchema.parse(item.detailed);
      expect(detail.tasks).toHaveLength(8);
      for (const task of detail.tasks) expect(task.chances).toHaveLength(4);
    }
    expect(record.importance.map((i: { attribute: string }) => i.attribute)).toEqual([
      'Zoom',
      'Wifi',
      'Screen',
      'Price',
    ]);
    expect(record.willingnessToPay).toHaveLength(3);
    for (const w of record.willingnessToPay) {
      expect(w.currency).toBe('USD');
      expect(w.amount).toBeGreaterThan(0);
      expect(w.low).toBeLessThanOrEqual(w.amount);
      expect(w.high).toBeGreaterThanOrEqual(w.amount);
    }
    expect(record.partWorths).toHaveLength(6);
    expect(record.noneShare.value).toBeGreaterThan(0);
    expect(record.segments.every((s: { twins: number }) => s.twins >= 10)).toBe(true);
    expect(await balanceOf(suite.app, user)).toBe(9);

    const listed = (
      await suite.app.inject({ url: '/api/feature-studies', headers: { cookie: user.cookie } })
    ).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([record.id]);

    const csv = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    const lines = csv.body.trim().split('\n');
    // One row per twin x task x alternative, none included.
    expect(lines).toHaveLength(1 + 300 * 8 * 4);
    expect(lines[0]).toContain('task,alternative,product_levels,price,choice_chance,chosen');
    expect(lines[1]).toContain('Feature Value Study');
    const pdf = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=pdf`,
      headers: { cookie: user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const shown = (
      await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })
    ).json();
    expect(shown.willingnessToPay).toEqual(record.willingnessToPay);
    // The trust report reads each task as a yes or no to taking one of the products; its headline is the none share.
    const none = shown.trust.stability.headlines.find((h: { key: string }) => h.key === 'none-share');
    expect(none.value).toBeCloseTo(record.noneShare.value, 6);
    expect(none.low).toBeLessThanOrEqual(none.value);
    expect(none.high).toBeGreaterThanOrEqual(none.value);
    expect(shown.trust.panel.size).toBe(300);

    const product = (zoom: string, price: number) => ({
      levels: { Zoom: zoom, Wifi: 'wifi', Screen: 'a fixed screen' },
      price,
    });
    const simulate = (products: unknown[], none?: boolean) =>
      post(`/api/feature-studies/${record.id}/simulate`, user, {
        products,
        ...(none === undefined ? {} : { none }),
      });
    const cheap = await simulate(
      [product('a higher zoom', 149), product('a standard zoom', 149), product('a standard zoom', 99)],
      true,
    );
    expect(cheap.statusCode, cheap.body).toBe(200);
    const shares = cheap.json();
    expect(shares.shares).toHaveLength(3);
    const total =
      shares.shares.reduce((sum: number, s: { share: number }) => sum + s.share, 0) + shares.none.share;
    expect(total).toBeCloseTo(1, 8);
    expect(shares.shares[0].share).toBeGreaterThan(shares.shares[1].share);
    const dear = (
      await simulate(
        [product('a higher zoom', 249), product('a standard zoom', 149), product('a standard zoom', 99)],
        true,
      )
    ).json();
    expect(dear.shares[0].share).toBeLessThan(shares.shares[0].share);
    expect(dear.none.share).toBeGreaterThan(shares.none.share);

    const unknown = await simulate([product('a 50x zoom', 149), product('a standard zoom', 99)]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().invalidParams.map((p: { name: string }) => p.name)).toEqual([
      'products[0].levels.Zoom',
    ]);
    const other = await signUpAndIn(suite.app);
    const foreign = await post(`/api/feature-studies/${record.id}/simulate`, other, {
      products: [product('a higher zoom', 149), product('a standard zoom', 99)],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await balanceOf(suite.app, user)).toBe(9);
  });

  it('takes up to 300 twins named one by one and refuses 301 with a 400 naming personaIds', async () => {
    const user = await signUpAndIn(suite.app);
    const ids = suite.library.slice(0, 301).map((p) => p.id);
    const quote = await post('/api/feature-studies/quote', user, {
      ...CAMERA,
      tasksPerTwin: 8,
      personaIds: ids.slice(0, 300),
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().twins).toBe(300);
    for (const url of ['/api/feature-studies/quote', '/api/feature-studies']) {
      const response = await post(url, user, { ...CAMERA, tasksPerTwin: 8, personaIds: ids });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toContain('personaIds');
    }
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('shows the twins of an own audience as a segment named after it, beside the library twins', async () => {
    const user = await signUpAndIn(suite.app);
    const audience = await createAudience(suite.app, user, 'Camera club', 12);
    const personaIds = [
      ...audience.twins.map((twin) => twin.id),
      ...suite.library.slice(0, 12).map((p) => p.id),
    ];
    const response = await post('/api/feature-studies', user, { ...CAMERA, tasksPerTwin: 8, personaIds });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record.audiences).toEqual([{ id: audience.id, name: 'Camera club' }]);
    const bySegment = record.segments.filter((s: { dimension: string }) => s.dimension === 'Audience');
    expect(bySegment).toEqual([expect.objectContaining({ segment: 'Camera club', twins: 12 })]);
    expect(bySegment[0].figure.willingnessToPay).toHaveLength(3);
  });

  const attributes = (count: number, levels = 2) =>
    Array.from({ length: count }, (_, a) => ({
      name: `Attribute ${a}`,
      levels: Array.from({ length: levels }, (_, l) => `level ${a}.${l}`),
    }));
  it.each([
    ['attributes', { attributes: attributes(9) }],
    ['attributes', { attributes: attributes(2, 6) }],
    ['attributes', { attributes: [{ name: 'Zoom', levels: ['wifi', 'Wifi'] }, ...attributes(1)] }],
    ['attributes', { attributes: [{ name: 'Zoom', levels: ['only one'] }, ...attributes(1)] }],
    ['prices', { prices: [99, 'cheap'] }],
    ['prices', { prices: [99, 0] }],
    ['prices', { prices: [99, -5] }],
    ['tasksPerTwin', { attributes: attributes(2), prices: [10, 20], tasksPerTwin: 4 }],
    ['alternativesPerTask', { alternativesPerTask: 6 }],
    ['personaIds', { personaIds: [] }],
  ])('refuses a bad %s with a 400 naming it, stores and charges nothing', async (field, change) => {
    const user = await signUpAndIn(suite.app);
    for (const url of ['/api/feature-studies/quote', '/api/feature-studies']) {
      const response = await post(url, user, { ...CAMERA, personaIds: [suite.library[0]!.id], ...change });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().invalidParams.map((p: { name: string }) => p.name.split('.')[0])).toContain(
        field,
      );
    }
    expect(await balanceOf(suite.app, user)).toBe(10);
    const listed = (
      await suite.app.inject({ url: '/api/feature-studies', headers: { cookie: user.cookie } })
    ).json();
    expect(listed.items).toEqual([]);
  });

  it('with a language model, asks each twin its tasks six at a time, quotes those calls and estimates from the picks', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const body = { ...CAMERA, tasksPerTwin: 8, personaIds: suite.library.slice(0, 3).map((p) => p.id) };
    const quote = await post('/api/feature-studies/quote', user, body, suite.llmApp);
    expect(quote.statusCode, quote.body).toBe(200);
    // 8 tasks are two calls per twin (six, then two), not eight.
    expect(quote.json()).toMatchObject({ twins: 3, modelCalls: 6, credits: 1 });
    const before = suite.llm.calls;
    const response = await post('/api/feature-studies', user, body, suite.llmApp);
    expect(response.statusCode, response.body).toBe(201);
    expect(suite.llm.calls - before).toBe(6);
    const record = response.json();
    expect(record.responses).toHaveLength(3);
    for (const item of record.responses) {
      const detail = featureAnswerDetailSchema.parse(item.detailed);
      expect(detail.tasks).toHaveLength(8);
      // A language model picks one product (or none) in each task.
      for (const task of detail.tasks) {
        expect(task.chances).toHaveLength(4);
        expect(task.chances.filter((chance) => chance === 1)).toHaveLength(1);
        expect(task.chances.reduce((sum, chance) => sum + chance, 0)).toBe(1);
      }
    }
    expect(record.importance).toHaveLength(4);
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
  });
});
