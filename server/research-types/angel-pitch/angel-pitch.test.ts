import { expect, it } from 'vitest';
import {
  ANGEL_PITCH_MISSING_ANALYSIS,
  angelPitchAnalysisSchema,
  investorDetailSchema,
} from '@contracts/angel-pitch';
import { matchesIncomeGroup, matchesJobType } from '@contracts/persona-filters';
import { answerRepeatsWith } from '../../../e2e/support/mock-llm-server';
import {
  describeRunType,
  type RunTypeSuiteOptions,
  balanceOf,
  emptyBalance,
  makeAdmin,
  type SignedInUser,
  signUpAndIn,
  type TestApp,
} from '../../testing';

const pitch = {
  pitch:
    'LedgerLeaf is an AI bookkeeping platform for small restaurants. 120 paying customers, €18k MRR growing 12% a month. Founders are ex-Deliveroo engineers.',
  askEur: 250000,
  valuationEur: 2000000,
};

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = { llm: { env: { LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '1' } } };

describeRunType('angel pitches', suiteSetUp, (suite) => {
  const send = (target: TestApp, user: SignedInUser, payload: Record<string, unknown>) =>
    target.inject({ method: 'POST', url: '/api/angel-pitches', headers: { cookie: user.cookie }, payload });

  it('has up to 7 high-income business twins judge the pitch, charges 1 credit and saves an angel_pitch with its analysis', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await send(suite.app, user, pitch);
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
      const twin = suite.library.find((p) => p.id === item.personaId)!;
      expect(matchesIncomeGroup(twin, 'High')).toBe(true);
      expect(matchesJobType(twin, 'Executive') || matchesJobType(twin, 'B2B')).toBe(true);
      const detail = investorDetailSchema.parse(item.detailed);
      expect(detail.investor.role).toBe(twin.occupation);
      expect(item.text.length).toBeGreaterThan(20);
    }
    const analysis = angelPitchAnalysisSchema.parse(record.overall_analysis);
    expect(analysis.investCount + analysis.passCount).toBe(record.responses.length);
    expect(analysis).toMatchObject({ askEur: 250000, valuationEur: 2000000 });
    expect(await balanceOf(suite.app, user)).toBe(9);
    const listed = (
      await suite.app.inject({ url: '/api/angel-pitches', headers: { cookie: user.cookie } })
    ).json();
    expect(listed.items.map((r: { id: string }) => r.id)).toEqual([record.id]);
    expect(listed).toMatchObject({ hasMore: false, nextCursor: null });
    const other = await signUpAndIn(suite.app);
    expect(
      (await suite.app.inject({ url: '/api/angel-pitches', headers: { cookie: other.cookie } })).json(),
    ).toEqual({ items: [], hasMore: false, nextCursor: null });
    expect(
      (await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
  });

  it('judges by the pitch: a vague pitch with a rich valuation wins fewer investors than a concrete one', async () => {
    const user = await signUpAndIn(suite.app);
    const strong = (await send(suite.app, user, pitch)).json().overall_analysis;
    const weak = (
      await send(suite.app, user, {
        pitch: 'We are building something big in an exciting space and want to change the world with it.',
        askEur: 900000,
        valuationEur: 1000000,
      })
    ).json().overall_analysis;
    expect(weak.investCount).toBeLessThan(strong.investCount);
    expect(weak.reasonsToPass.length).toBeGreaterThan(0);
  });

  it('refuses a short pitch and a valuation below the ask with clear messages, without charging', async () => {
    const user = await signUpAndIn(suite.app);
    const short = await send(suite.app, user, { pitch: 'An app.' });
    expect(short.json().invalidParams[0]).toMatchObject({
      name: 'pitch',
      reason: 'Describe the start-up in at least 40 characters',
    });
    const terms = await send(suite.app, user, { ...pitch, valuationEur: 1000 });
    expect(terms.json().invalidParams[0]).toMatchObject({
      name: 'valuationEur',
      reason: 'The valuation must be larger than the ask',
    });
    const negative = await send(suite.app, user, { ...pitch, askEur: -5 });
    expect(negative.json().invalidParams[0]).toMatchObject({
      name: 'askEur',
      reason: 'The ask must be more than 0',
    });
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('answers 402 without a run at a balance of 0, and refunds when the LLM fails', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const broke = await signUpAndIn(suite.app);
    await emptyBalance(suite.app, admin, broke);
    expect((await send(suite.app, broke, pitch)).json()).toMatchObject({
      status: 402,
      code: 'INSUFFICIENT_CREDITS',
    });
    expect(
      (await suite.app.inject({ url: '/api/angel-pitches', headers: { cookie: broke.cookie } })).json(),
    ).toEqual({ items: [], hasMore: false, nextCursor: null });

    const user = await signUpAndIn(suite.llmApp);
    suite.llm.configure({ failure: undefined });
    const ok = await send(suite.llmApp, user, pitch);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().engine).toMatchObject({ provider: 'openai-compatible' });
    expect(suite.llm.requests.at(-1)!.prompt).toContain('Valuation: €2,000,000');
    expect(suite.llm.requests.at(-1)!.prompt).toContain('Revenue stated: about €216,000 a year');
    expect(suite.llm.requests.at(-1)!.prompt).toContain('Valuation as a multiple of yearly revenue: 9x');
    expect(suite.llm.requests.at(-1)!.prompt).toContain('Growth stated: 12% a month');
    suite.llm.configure({ failure: { mode: 'status-500' } });
    const failed = await send(suite.llmApp, user, { ...pitch, pitch: `${pitch.pitch} Second round.` });
    suite.llm.configure({ failure: undefined });
    expect(failed.json()).toMatchObject({ status: 502, code: 'ANALYSIS_FAILED' });
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
  });

  it('on an LLM provider asks three investors again for the trust report; the offline engine says it need not', async () => {
    const user = await signUpAndIn(suite.llmApp);
    // Asked again, the mock's investors, who first invest (the schema's first choice), pass.
    suite.llm.configure({
      failure: undefined,
      respond: answerRepeatsWith((sample) => ({ ...sample, decision: 'pass' })),
    });
    suite.llm.reset();
    const response = await send(suite.llmApp, user, { ...pitch, pitch: `${pitch.pitch} Asked twice.` });
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.responses.length).toBeGreaterThanOrEqual(3);
    expect(record.overall_analysis.investCount).toBe(record.responses.length);
    expect(suite.llm.calls).toBe(record.responses.length + 3);
    const { stability } = record.trust;
    expect(stability.retest).toEqual({ twins: 3, sameSide: 0, meanDifference: 1 });
    expect(stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 0% stayed on the same side of invest / pass.",
    );

    const offline = (await send(suite.app, await signUpAndIn(suite.app), pitch)).json();
    expect(offline.trust.stability.retest).toBeNull();
    expect(offline.trust.stability.note).toMatch(
      /^The offline engine gives a twin the same answer every time/,
    );
  });

  it('saving an angel_pitch by hand keeps its analysis, or stores the note that none was generated', async () => {
    const user = await signUpAndIn(suite.app);
    const save = (overallAnalysis?: Record<string, unknown>) =>
      suite.app.inject({
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
    const user = await signUpAndIn(suite.app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const saved = await suite.app.inject({
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
        await suite.app.inject({
          url: `/api/angel-pitches?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
          headers: { cookie: user.cookie },
        })
      ).json();
      seen.push(...page.items.map((item) => item.id));
      if (!page.hasMore) break;
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(ids);
    const bad = await suite.app.inject({
      url: '/api/angel-pitches?pageSize=0',
      headers: { cookie: user.cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
