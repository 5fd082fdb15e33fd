import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANGEL_PITCH_MISSING_ANALYSIS,
  angelPitchAnalysisSchema,
  investorDetailSchema,
} from '@contracts/angel-pitch';
import { matchesIncomeGroup, matchesJobType } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';
import type { TestDatabase } from '@db/testing';
import {
  answerRepeatsWith,
  startMockLlmServer,
  type MockLlmServer,
} from '../../../e2e/support/mock-llm-server';
import { seedPersonas } from '../../services/personas/seed-personas';
import {
  balanceOf,
  emptyBalance,
  makeAdmin,
  type SignedInUser,
  signUpAndIn,
  startTestApp,
  type TestApp,
  testDatabaseKinds,
} from '../../testing';

const pitch = {
  pitch:
    'LedgerLeaf is an AI bookkeeping platform for small restaurants. 120 paying customers, €18k MRR growing 12% a month. Founders are ex-Deliveroo engineers.',
  askEur: 250000,
  valuationEur: 2000000,
};

describe.each(testDatabaseKinds)('angel pitches on $name', (kind) => {
  let database: TestDatabase;
  let app: TestApp;
  let llmApp: TestApp;
  let llm: MockLlmServer;
  let library: Persona[];
  beforeAll(async () => {
    database = await kind.open();
    app = await startTestApp(database);
    await seedPersonas(app.context);
    llm = await startMockLlmServer();
    llmApp = await startTestApp(database, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'mock-model',
      LLM_TIMEOUT_MS: '2000',
      LLM_MAX_RETRIES: '1',
    });
    library = (await app.inject({ url: '/api/personas' })).json();
  });
  afterAll(async () => {
    await app?.close();
    await llmApp?.close();
    await llm?.close();
    await database?.drop();
  });

  const send = (target: TestApp, user: SignedInUser, payload: Record<string, unknown>) =>
    target.inject({ method: 'POST', url: '/api/angel-pitches', headers: { cookie: user.cookie }, payload });

  it('has up to 7 high-income business twins judge the pitch, charges 1 credit and saves an angel_pitch with its analysis', async () => {
    const user = await signUpAndIn(app);
    const response = await send(app, user, pitch);
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      type: 'angel_pitch',
      concept: pitch.pitch,
      concept_details: { askEur: 250000, valuationEur: 2000000 },
    });
    expect(record.responses.length).toBeGreaterThan(0);
    expect(record.responses.length).toBeLessThanOrEqual(7);
    for (const item of record.responses) {
      const twin = library.find((p) => p.id === item.personaId)!;
      expect(matchesIncomeGroup(twin, 'High')).toBe(true);
      expect(matchesJobType(twin, 'Executive') || matchesJobType(twin, 'B2B')).toBe(true);
      const detail = investorDetailSchema.parse(item.detailed);
      expect(detail.investor.role).toBe(twin.occupation);
      expect(item.text.length).toBeGreaterThan(20);
    }
    const analysis = angelPitchAnalysisSchema.parse(record.overall_analysis);
    expect(analysis.investCount + analysis.passCount).toBe(record.responses.length);
    expect(analysis).toMatchObject({ askEur: 250000, valuationEur: 2000000 });
    expect(await balanceOf(app, user)).toBe(9);
    const listed = (await app.inject({ url: '/api/angel-pitches', headers: { cookie: user.cookie } })).json();
    expect(listed.items.map((r: { id: string }) => r.id)).toEqual([record.id]);
    expect(listed).toMatchObject({ hasMore: false, nextCursor: null });
    const other = await signUpAndIn(app);
    expect(
      (await app.inject({ url: '/api/angel-pitches', headers: { cookie: other.cookie } })).json(),
    ).toEqual({ items: [], hasMore: false, nextCursor: null });
    expect(
      (await app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: other.cookie } })).statusCode,
    ).toBe(404);
  });

  it('judges by the pitch: a vague pitch with a rich valuation wins fewer investors than a concrete one', async () => {
    const user = await signUpAndIn(app);
    const strong = (await send(app, user, pitch)).json().overall_analysis;
    const weak = (
      await send(app, user, {
        pitch: 'We are building something big in an exciting space and want to change the world with it.',
        askEur: 900000,
        valuationEur: 1000000,
      })
    ).json().overall_analysis;
    expect(weak.investCount).toBeLessThan(strong.investCount);
    expect(weak.reasonsToPass.length).toBeGreaterThan(0);
  });

  it('refuses a short pitch and a valuation below the ask with clear messages, without charging', async () => {
    const user = await signUpAndIn(app);
    const short = await send(app, user, { pitch: 'An app.' });
    expect(short.json().invalidParams[0]).toMatchObject({
      name: 'pitch',
      reason: 'Describe the start-up in at least 40 characters',
    });
    const terms = await send(app, user, { ...pitch, valuationEur: 1000 });
    expect(terms.json().invalidParams[0]).toMatchObject({
      name: 'valuationEur',
      reason: 'The valuation must be larger than the ask',
    });
    const negative = await send(app, user, { ...pitch, askEur: -5 });
    expect(negative.json().invalidParams[0]).toMatchObject({
      name: 'askEur',
      reason: 'The ask must be more than 0',
    });
    expect(await balanceOf(app, user)).toBe(10);
  });

  it('answers 402 without a run at a balance of 0, and refunds when the LLM fails', async () => {
    const admin = await signUpAndIn(app);
    await makeAdmin(database, admin.id);
    const broke = await signUpAndIn(app);
    await emptyBalance(app, admin, broke);
    expect((await send(app, broke, pitch)).json()).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(
      (await app.inject({ url: '/api/angel-pitches', headers: { cookie: broke.cookie } })).json(),
    ).toEqual({ items: [], hasMore: false, nextCursor: null });

    const user = await signUpAndIn(llmApp);
    llm.configure({ failure: undefined });
    const ok = await send(llmApp, user, pitch);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().engine).toMatchObject({ provider: 'openai-compatible' });
    expect(llm.requests.at(-1)!.prompt).toContain('Valuation: €2,000,000');
    expect(llm.requests.at(-1)!.prompt).toContain('Revenue stated: about €216,000 a year');
    expect(llm.requests.at(-1)!.prompt).toContain('Valuation as a multiple of yearly revenue: 9x');
    expect(llm.requests.at(-1)!.prompt).toContain('Growth stated: 12% a month');
    llm.configure({ failure: { mode: 'status-500' } });
    const failed = await send(llmApp, user, { ...pitch, pitch: `${pitch.pitch} Second round.` });
    llm.configure({ failure: undefined });
    expect(failed.json()).toMatchObject({ status: 502, code: 'ANALYSIS_FAILED' });
    expect(await balanceOf(llmApp, user)).toBe(9);
  });

  it('on an LLM provider asks three investors again for the trust report; the offline engine says it need not', async () => {
    const user = await signUpAndIn(llmApp);
    // Asked again, the mock's investors, who first invest (the schema's first choice), pass.
    llm.configure({
      failure: undefined,
      respond: answerRepeatsWith((sample) => ({ ...sample, decision: 'pass' })),
    });
    llm.reset();
    const response = await send(llmApp, user, { ...pitch, pitch: `${pitch.pitch} Asked twice.` });
    llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.responses.length).toBeGreaterThanOrEqual(3);
    expect(record.overall_analysis.investCount).toBe(record.responses.length);
    expect(llm.calls).toBe(record.responses.length + 3);
    const { stability } = record.trust;
    expect(stability.retest).toEqual({ twins: 3, sameSide: 0, meanDifference: 1 });
    expect(stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 0% stayed on the same side of invest / pass.",
    );

    const offline = (await send(app, await signUpAndIn(app), pitch)).json();
    expect(offline.trust.stability.retest).toBeNull();
    expect(offline.trust.stability.note).toMatch(
      /^The offline engine gives a twin the same answer every time/,
    );
  });

  it('saving an angel_pitch by hand keeps its analysis, or stores the note that none was generated', async () => {
    const user = await signUpAndIn(app);
    const save = (overallAnalysis?: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: {
          type: 'angel_pitch',
          concept: 'A pitch',
          responses: [{ personaId: 'x', text: 'Hi', detailed: { sentiment: 'positive' } }],
          ...(overallAnalysis ? { overallAnalysis } : {}),
        },
      });
    const without = (await save()).json();
    expect(without.overall_analysis).toEqual(ANGEL_PITCH_MISSING_ANALYSIS);
    // A hand-saved answer or analysis that is not an investor's reads as none; the stored JSON keeps it.
    expect(without.responses[0]).toMatchObject({ text: 'Hi', detailed: null });
    expect((await save({ verdict: 'invest' })).json().overall_analysis).toBeNull();
  });

  it('pages the pitch history like the others: newest first, a cursor to the next page, hasMore on a full page', async () => {
    const user = await signUpAndIn(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { type: 'angel_pitch', concept: `Pitch ${i}` },
      });
      ids.unshift(saved.json().id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const page: { items: Array<{ id: string }>; hasMore: boolean; nextCursor: string | null } = (
        await app.inject({
          url: `/api/angel-pitches?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
          headers: { cookie: user.cookie },
        })
      ).json();
      seen.push(...page.items.map((item) => item.id));
      if (!page.hasMore) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(ids);
    const bad = await app.inject({ url: '/api/angel-pitches?pageSize=0', headers: { cookie: user.cookie } });
    expect(bad.statusCode).toBe(400);
  });
});
