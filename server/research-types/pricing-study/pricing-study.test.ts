import { expect, it } from 'vitest';
import { comparisonAnswerDetailSchema } from '@contracts/concept-comparison';
import { matchesCountry } from '@contracts/persona-filters';
import { pricingAnswerDetailSchema } from '@contracts/pricing-study';
import { eq } from 'drizzle-orm';
import { feedbackRequests } from '@db/schema/index';
import { answerRepeatsWith, sampleFromSchema, type MockLlmCall } from '../../../e2e/support/mock-llm-server';
import {
  describeRunType,
  type RunTypeSuiteOptions,
  balanceOf,
  createAudience,
  signUpAndIn,
  startTestApp,
  type SignedInUser,
} from '../../testing';

const EGGS = 'A dozen large free-range eggs from local farms, sold at the supermarket.';
const BETTER = 'A stainless steel water bottle that keeps drinks cold for 24 hours. $25.';
const WORSE = 'A stainless steel water bottle that leaks and keeps drinks cold for 2 hours. $25.';

/** A twin asked the same again says it would definitely buy: a model at temperature changing its mind. */
const wouldBuy = (sample: Record<string, unknown>) => ({
  ...sample,
  purchaseLikelihoodInOwnWords: 'I would definitely buy it.',
});

/** The same, asked several variants at once. */
const wouldBuyEach = (sample: Record<string, unknown>) => ({
  answers: (sample.answers as Record<string, unknown>[]).map(wouldBuy),
});

/** A twin asked several variants at once that would buy only the second. */
const wouldBuyOnlyTheSecond = (call: MockLlmCall): unknown =>
  call.schema?.properties?.answers
    ? {
        answers: (sampleFromSchema(call.schema) as { answers: Record<string, unknown>[] }).answers.map(
          (answer, v) => ({
            ...answer,
            purchaseLikelihoodInOwnWords:
              v === 1 ? 'I would definitely buy it.' : 'I would definitely not buy it.',
          }),
        ),
      }
    : undefined;

/** The same, asked a whole price ladder at once. */
const wouldBuyAtEveryPrice = (sample: Record<string, unknown>) => ({
  atEachPrice: (sample.atEachPrice as string[]).map(() => 'I would definitely buy it.'),
});

/** A twin naming its four Van Westendorp prices, in dollars. */
const namesFourPrices = (call: MockLlmCall): unknown =>
  call.schema?.properties?.tooCheap
    ? { tooCheap: 2, bargain: 3, gettingExpensive: 5, tooExpensive: 7 }
    : undefined;

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = { llm: { env: { MAX_RUN_MODEL_CALLS: '1000' } } };

describeRunType('pricing studies and concept comparisons', suiteSetUp, (suite) => {
  const post = (url: string, user: SignedInUser, payload: unknown, target = suite.app) =>
    target.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload: payload as object });

  it('runs a Gabor-Granger study on 200 twins chosen by filters, charges 1 credit and saves the demand curve', async () => {
    const user = await signUpAndIn(suite.app);
    const prices = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15];
    const response = await post('/api/pricing-studies', user, {
      concept: EGGS,
      currency: 'USD',
      prices,
      method: 'gabor-granger',
      filters: { countries: ['US', 'UK'] },
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({ type: 'pricing_study', method: 'gabor-granger', currency: 'USD', prices });
    expect(record.responses).toHaveLength(200);
    for (const item of record.responses) {
      const twin = suite.library.find((p) => p.id === item.personaId)!;
      expect(matchesCountry(twin, 'US') || matchesCountry(twin, 'UK')).toBe(true);
      expect(pricingAnswerDetailSchema.parse(item.detailed).likelihoods).toHaveLength(prices.length);
    }
    expect(record.demand.map((point: { price: number }) => point.price)).toEqual(prices);
    for (const point of record.demand) {
      expect(point.low).toBeLessThanOrEqual(point.share);
      expect(point.high).toBeGreaterThanOrEqual(point.share);
    }
    expect(record.demand[0].share).toBeGreaterThan(record.demand.at(-1).share);
    expect(prices).toContain(record.revenueMaximisingPrice);
    // The curve says what it rests on: the usual price of the product and where that figure comes from.
    expect(record.overall_analysis.usualPrice).toMatchObject({
      label: 'eggs',
      basis: 'reference',
      source: expect.stringContaining('BLS'),
    });
    expect(record.overall_analysis.panel).toMatchObject({ twins: 200, chosenBy: 'filters' });
    expect(record.overall_analysis.panel.matched).toBeGreaterThan(200);
    const segments = record.overall_analysis.segments as Array<{
      dimension: string;
      segment: string;
      twins: number;
    }>;
    expect(segments.every((segment) => segment.twins >= 10)).toBe(true);
    expect(new Set(segments.map((segment) => segment.dimension))).toEqual(
      new Set(['Age band', 'Gender', 'Income', 'Parents', 'Country']),
    );
    expect(segments.filter((s) => s.dimension === 'Country').map((s) => s.segment)).toEqual(['UK', 'US']);
    expect(await balanceOf(suite.app, user)).toBe(9);
    const listed = (
      await suite.app.inject({ url: '/api/pricing-studies', headers: { cookie: user.cookie } })
    ).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([record.id]);
    const csv = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    const lines = csv.body.trim().split('\n');
    expect(lines).toHaveLength(1 + 200 * prices.length);
    expect(lines[0]).toContain('price_question,price,likelihood_of_buying');
    expect(lines[1]).toContain('Pricing Study');
    // Saved with its trust report when the run finished: the revenue-maximising price, its interval and how often
    // it stays the best; each price a question as people's pricing-task figures are.
    const { trust } = (
      await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })
    ).json();
    const price = trust.stability.headlines.find(
      (h: { key: string }) => h.key === 'revenue-maximising-price',
    );
    expect(price).toMatchObject({ unit: 'money', value: record.revenueMaximisingPrice });
    expect(price.low).toBeLessThanOrEqual(price.value);
    expect(price.high).toBeGreaterThanOrEqual(price.value);
    expect(trust.stability.ranking.label).toBe('Best price on the ladder');
    expect(trust.stability.ranking.top).toBe(`$${record.revenueMaximisingPrice.toFixed(2)}`);
    expect(trust.stability.ranking.holds).toBeGreaterThan(0);
    expect(trust.stability.retest).toBeNull();
    expect(trust.spread.people.source).toContain('twin2k-pricing-calibration');
    expect(trust.panel).toMatchObject({ size: 200, comparedWith: 'market', countries: ['UK', 'US'] });
    const [row] = await suite.app.context.db
      .select({ trust: feedbackRequests.trust })
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, record.id));
    expect(row!.trust).toEqual(trust);
  });

  it('runs Van Westendorp on a suggested ladder and says what the ladder is centred on', async () => {
    const user = await signUpAndIn(suite.app);
    const quote = (
      await post('/api/pricing-studies/quote', user, {
        concept: EGGS,
        currency: 'USD',
        method: 'van-westendorp',
      })
    ).json();
    expect(quote).toMatchObject({ twins: 200, credits: 1, modelCalls: 0, ladder: { source: 'suggested' } });
    expect(quote.ladder.note).toMatch(/^Suggested around the usual price of eggs/);
    expect(quote.usualPrice).toMatchObject({ label: 'eggs', basis: 'reference' });
    expect(await balanceOf(suite.app, user)).toBe(10);
    const record = (
      await post('/api/pricing-studies', user, { concept: EGGS, currency: 'USD', method: 'van-westendorp' })
    ).json();
    expect(record.prices).toEqual(quote.prices);
    expect(record.acceptableRange.low).toBeLessThan(record.acceptableRange.high);
    expect(record.optimalPrice).toBeGreaterThan(0);
    expect(record.indifferencePrice).toBeGreaterThan(0);
    expect(record.demand).toEqual([]);
    const thresholds = pricingAnswerDetailSchema.parse(record.responses[0].detailed).thresholds!;
    expect(thresholds.tooCheap).toBeLessThan(thresholds.tooExpensive);
    // The range holds the usual price the study rests on (decision 046).
    const usual = record.overall_analysis.usualPrice.amount;
    expect(record.acceptableRange.low).toBeLessThan(usual);
    expect(record.acceptableRange.high).toBeGreaterThan(usual);
    // Saved with its trust report: the study's own price points with intervals, the named prices' spread, and
    // positivity said not to apply; a record without one gets the same report on first read.
    const read = async () =>
      (await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })).json()
        .trust;
    const trust = await read();
    const figures = [record.acceptableRange.low, record.acceptableRange.high, record.optimalPrice];
    expect(trust.stability.headlines.map((h: { key: string }) => h.key)).toEqual([
      'acceptable-low',
      'acceptable-high',
      'optimal-price',
    ]);
    trust.stability.headlines.forEach((h: { value: number; low: number; high: number }, k: number) => {
      expect(h.value).toBeCloseTo(figures[k]!, 6);
      expect(h.low).toBeLessThanOrEqual(h.value);
      expect(h.high).toBeGreaterThanOrEqual(h.value);
    });
    expect(trust.stability.ranking).toMatchObject({
      label: 'Where the optimal price point lands',
      top: `$${record.optimalPrice.toFixed(2)} ± 5%`,
    });
    expect(trust.stability.retest).toBeNull();
    expect(trust.spread).toMatchObject({ scaleDeviation: null, disagreement: null, people: null });
    expect(trust.spread.named).toHaveLength(4);
    expect(trust.spread.note).toContain('No measured reference');
    expect(trust.positivity).toMatchObject({ topBoxShare: null, tooPositive: false });
    expect(trust.positivity.note).toMatch(/^Not applicable/);
    expect(trust.panel.size).toBe(200);
    await suite.app.context.db
      .update(feedbackRequests)
      .set({ trust: null })
      .where(eq(feedbackRequests.id, record.id));
    const again = await read();
    expect(again.stability).toEqual(trust.stability);
    expect(again.spread).toEqual(trust.spread);
    const pdf = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=pdf`,
      headers: { cookie: user.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
  });

  it.each([
    ['prices', { prices: [1, 2] }],
    ['prices', { prices: Array.from({ length: 13 }, (_, i) => i + 1) }],
    ['prices.1', { prices: [1, -2, 3] }],
    ['personaIds', { personaIds: Array.from({ length: 201 }, (_, i) => `twin-${i}`) }],
    ['filters', { filters: { planets: ['Mars'] } }],
    ['method', { method: 'conjoint' }],
    ['prices', { concept: 'Something nice for everyone.', prices: undefined }],
  ])('refuses a study with a bad %s (400 naming it) and charges nothing', async (field, change) => {
    const user = await signUpAndIn(suite.app);
    const response = await post('/api/pricing-studies', user, {
      concept: EGGS,
      currency: 'USD',
      method: 'gabor-granger',
      prices: [2, 4, 6],
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name)).toContain(field);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('compares variants on the same twins, names the clearly better one and explains by what differs', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await post('/api/comparisons', user, { variants: [WORSE, BETTER] });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.type).toBe('concept_comparison');
    expect(record.winner).toBe(1);
    expect(record.variants.map((v: { text: string }) => v.text)).toEqual([WORSE, BETTER]);
    expect(record.variants[1].preferredShare).toBeGreaterThan(record.variants[0].preferredShare);
    expect(record.variants[1].low).toBeGreaterThan(record.variants[0].high);
    expect(record.responses).toHaveLength(200);
    const detail = comparisonAnswerDetailSchema.parse(record.responses[0].detailed);
    expect(detail.intents).toHaveLength(2);
    expect(await balanceOf(suite.app, user)).toBe(9);
    const csv = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    expect(csv.body.trim().split('\n')).toHaveLength(1 + 200 * 2);
    // The clearly better variant is a stable winner; a record without a report gets the same one on first read.
    const read = async () =>
      (await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })).json()
        .trust;
    const trust = await read();
    expect(trust.stability.ranking).toMatchObject({ label: 'Preferred variant', top: 'Variant B' });
    expect(trust.stability.ranking.holds).toBeGreaterThanOrEqual(0.9);
    expect(trust.summary).toMatch(/^Stable: the top answer \(Variant B\)/);
    expect(trust.stability.retest).toBeNull();
    await suite.app.context.db
      .update(feedbackRequests)
      .set({ trust: null })
      .where(eq(feedbackRequests.id, record.id));
    const again = await read();
    expect(again.stability).toEqual(trust.stability);
    expect(again.panel).toEqual(trust.panel);
  });

  it('a comparison on an audience’s twins names the audience and sets its mix beside the national library', async () => {
    const user = await signUpAndIn(suite.app);
    const audience = await createAudience(suite.app, user, 'Loyalty members', 20);
    const personaIds = audience.twins.slice(0, 12).map((twin: { id: string }) => twin.id);
    const response = await post('/api/comparisons', user, { variants: [WORSE, BETTER], personaIds });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record.audiences).toEqual([{ id: audience.id, name: 'Loyalty members' }]);
    expect(record.overall_analysis.segments).toContainEqual(
      expect.objectContaining({ dimension: 'Audience', segment: 'Loyalty members', twins: 12 }),
    );
    const { trust } = (
      await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })
    ).json();
    expect(trust.panel).toMatchObject({ size: 12, comparedWith: 'library', audiences: ['Loyalty members'] });
    expect(trust.panel.note).toContain('the twins come from the audience Loyalty members');
    expect(trust.panel.note).toContain("away from the national library's");
    expect(trust.panel.mix.map((m: { dimension: string }) => m.dimension)).toEqual(
      expect.arrayContaining(['Age', 'Gender', 'Country']),
    );
    expect(trust.panel.countries.length).toBeGreaterThan(0);
  });

  it.each([
    ['variants', { variants: ['Only one'] }],
    ['variants', { variants: ['a', 'b', 'c', 'd', 'e', 'f'] }],
    ['filters', { variants: [BETTER, WORSE], filters: { ageGroups: ['12-17'] } }],
  ])('refuses a comparison with a bad %s and charges nothing', async (field, payload) => {
    const user = await signUpAndIn(suite.app);
    const response = await post('/api/comparisons', user, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().invalidParams.map((p: { name: string }) => p.name.split('.')[0])).toContain(field);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('with an LLM, asks each twin its whole ladder in one call and three twins again, as the quote says', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const personaIds = suite.library.slice(0, 4).map((p) => p.id);
    const body = { concept: EGGS, currency: 'USD', method: 'gabor-granger', prices: [2, 4, 6], personaIds };
    const quote = (await post('/api/pricing-studies/quote', user, body, suite.llmApp)).json();
    expect(quote).toMatchObject({ twins: 4, credits: 1, modelCalls: 4 + 3 });
    const before = suite.llm.requests.length;
    suite.llm.configure({ failure: undefined, respond: answerRepeatsWith(wouldBuyAtEveryPrice) });
    const record = (await post('/api/pricing-studies', user, body, suite.llmApp)).json();
    suite.llm.configure({ respond: undefined });
    expect(record.engine).toMatchObject({ provider: 'openai-compatible' });
    const asked = suite.llm.requests.slice(before).filter((r) => r.prompt.includes('free-range eggs'));
    expect(asked).toHaveLength(4 + 3);
    for (const request of asked)
      expect(request.prompt).toMatch(/1\. 2\.00 USD\n2\. 4\.00 USD\n3\. 6\.00 USD/);
    // First unlikely to buy at any price, the re-asked twins would definitely buy at the middle one.
    expect(record.responses[0].detailed.likelihoods[1].likelihood).toBeLessThan(0.5);
    expect(record.trust.stability.retest).toEqual({ twins: 3, sameSide: 0, meanDifference: 1 });
    expect(record.trust.stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 0% stayed on the same side of would buy / would not.",
    );
  });

  it('with an LLM, a 200-twin Van Westendorp study asks each twin its four prices in one call', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const westendorp = { concept: EGGS, currency: 'USD', method: 'van-westendorp' };
    const quote = (await post('/api/pricing-studies/quote', user, westendorp, suite.llmApp)).json();
    expect(quote).toMatchObject({ twins: 200, credits: 1, modelCalls: 200 });
    const before = suite.llm.requests.length;
    suite.llm.configure({ failure: undefined, respond: namesFourPrices });
    const record = (await post('/api/pricing-studies', user, westendorp, suite.llmApp)).json();
    suite.llm.configure({ respond: undefined });
    expect(suite.llm.requests.length - before).toBe(200);
    expect(pricingAnswerDetailSchema.parse(record.responses[0].detailed).thresholds).toEqual({
      tooCheap: 2,
      bargain: 3,
      gettingExpensive: 5,
      tooExpensive: 7,
    });
    expect(record.acceptableRange.low).toBeLessThan(record.acceptableRange.high);
    // Van Westendorp's twins name prices, which a second sample cannot compare: it asks none.
    expect(record.trust.stability.retest).toBeNull();
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
  });

  it('with an LLM, refunds a study whose twins name prices that do not rise, after retrying the answer', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const body = {
      concept: EGGS,
      currency: 'USD',
      method: 'van-westendorp',
      personaIds: suite.library.slice(0, 2).map((p) => p.id),
    };
    const before = suite.llm.requests.length;
    suite.llm.configure({
      failure: undefined,
      respond: (call) => ({ ...(namesFourPrices(call) as object), tooCheap: 9 }),
    });
    const response = await post('/api/pricing-studies', user, body, suite.llmApp);
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(502);
    expect(suite.llm.requests.length - before).toBeGreaterThan(1);
    expect(await balanceOf(suite.llmApp, user)).toBe(10);
  });

  it('with an LLM, asks a comparison of five variants on 200 twins in one call per twin, and refuses one past the cap', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const five = [
      WORSE,
      BETTER,
      `${BETTER} Now in blue.`,
      `${BETTER} Now in red.`,
      `${BETTER} Now in green.`,
    ];
    const quote = (await post('/api/comparisons/quote', user, { variants: five }, suite.llmApp)).json();
    // Was 200 × 5 + 3 = 1,003 calls and 3 credits, past the cap of 1,000 this app has.
    expect(quote).toMatchObject({ twins: 200, modelCalls: 200 + 3, credits: 1 });
    const capped = await startTestApp(suite.database, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: suite.llm.baseUrl,
      LLM_MODEL: 'mock-model',
      MAX_RUN_MODEL_CALLS: '200',
    });
    try {
      const cappedUser = await signUpAndIn(capped);
      for (const url of ['/api/comparisons/quote', '/api/comparisons']) {
        const refused = await post(url, cappedUser, { variants: five }, capped);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().detail).toContain('the limit per run is 200 (MAX_RUN_MODEL_CALLS)');
      }
      expect(await balanceOf(capped, cappedUser)).toBe(10);
    } finally {
      await capped.close();
    }
  });

  it('with an LLM, reads a comparison answer per variant in the order asked', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const body = { variants: [WORSE, BETTER, `${BETTER} Now in blue.`], personaIds: [suite.library[0]!.id] };
    const before = suite.llm.requests.length;
    suite.llm.configure({ failure: undefined, respond: wouldBuyOnlyTheSecond });
    const response = await post('/api/comparisons', user, body, suite.llmApp);
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    // One question for the three variants, and the second sample's.
    const asked = suite.llm.requests.slice(before);
    expect(asked).toHaveLength(1 + 1);
    expect(asked[0]!.prompt).toMatch(/<concept number="1">\n.*leaks[\s\S]*<concept number="3">\n.*blue/);
    const { intents } = comparisonAnswerDetailSchema.parse(record.responses[0].detailed);
    expect(intents[1]).toBeGreaterThan(intents[0]!);
    expect(intents[1]).toBeGreaterThan(intents[2]!);
    expect(record.overall_analysis.lead.variant).toBe(1);
  });

  it('with an LLM, retries a comparison answer with an answer short, then fails the run and refunds it', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const body = { variants: [WORSE, BETTER], personaIds: [suite.library[0]!.id] };
    const before = suite.llm.requests.length;
    suite.llm.configure({
      failure: undefined,
      respond: (call) =>
        call.schema?.properties?.answers
          ? { answers: (sampleFromSchema(call.schema) as { answers: unknown[] }).answers.slice(1) }
          : undefined,
    });
    const response = await post('/api/comparisons', user, body, suite.llmApp);
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(502);
    expect(suite.llm.requests.length - before).toBe(3);
    expect(await balanceOf(suite.llmApp, user)).toBe(10);
  });

  it('with an LLM, a comparison asks three twins again about the leading variant, as the quote says', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const body = { variants: [WORSE, BETTER], personaIds: suite.library.slice(0, 4).map((p) => p.id) };
    const quote = (await post('/api/comparisons/quote', user, body, suite.llmApp)).json();
    expect(quote).toMatchObject({ twins: 4, modelCalls: 4 + 3 });
    const before = suite.llm.requests.length;
    suite.llm.configure({ failure: undefined, respond: answerRepeatsWith(wouldBuyEach) });
    const response = await post('/api/comparisons', user, body, suite.llmApp);
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    const asked = suite.llm.requests.slice(before);
    // One question per twin names both variants; the re-asked twins get the same question.
    expect(asked).toHaveLength(4 + 3);
    for (const request of asked) expect([WORSE, BETTER].every((v) => request.prompt.includes(v))).toBe(true);
    // First in two minds (3 of 5) about every variant, the re-asked twins come out likely to buy (4).
    expect(record.responses[0].detailed.intents).toEqual([3, 3]);
    expect(record.trust.stability.retest).toEqual({ twins: 3, sameSide: 0, meanDifference: 1 });
    expect(record.trust.stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 0% stayed on the same side of would buy / would not, and answers moved 1.0 points on average.",
    );
  });
});
