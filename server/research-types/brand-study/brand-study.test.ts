import { beforeAll, expect, it } from 'vitest';
import {
  BRAND_DIMENSIONS,
  brandProfileSchema,
  brandStudyAnalysisSchema,
  brandAnswerDetailSchema,
} from '@contracts/brand-study';
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

const profile = {
  name: 'Kafe Lumi',
  category: 'coffee shop',
  description:
    'A new neighbourhood coffee shop with organic, fair trade beans, flat whites for €3.20 and a loyalty app.',
  competitors: ['Starbucks', 'Costa Coffee'],
};

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = { llm: { env: { LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '1' } } };

describeRunType('Brand 360', suiteSetUp, (suite) => {
  let twinIds: string[];
  beforeAll(() => {
    twinIds = suite.library.slice(0, 8).map((p) => p.id);
  });

  const createProfile = async (
    target: TestApp,
    user: SignedInUser,
    payload: Record<string, unknown> = profile,
  ) =>
    target.inject({ method: 'POST', url: '/api/brand-profiles', headers: { cookie: user.cookie }, payload });
  const study = (target: TestApp, user: SignedInUser, id: string, payload: Record<string, unknown>) =>
    target.inject({
      method: 'POST',
      url: `/api/brand-profiles/${id}/studies`,
      headers: { cookie: user.cookie },
      payload,
    });

  it('saves a profile for its owner only: others get the same 404 as a missing one', async () => {
    const owner = await signUpAndIn(suite.app);
    const other = await signUpAndIn(suite.app);
    const created = await createProfile(suite.app, owner, {
      ...profile,
      logoUrl: 'https://example.com/lumi.png',
    });
    expect(created.statusCode).toBe(201);
    const saved = brandProfileSchema.parse(created.json());
    expect(saved).toMatchObject({
      name: 'Kafe Lumi',
      competitors: ['Starbucks', 'Costa Coffee'],
      logo_url: 'https://example.com/lumi.png',
    });
    expect(
      (
        await suite.app.inject({ url: `/api/brand-profiles/${saved.id}`, headers: { cookie: owner.cookie } })
      ).json(),
    ).toEqual(saved);
    expect(
      (await suite.app.inject({ url: '/api/brand-profiles', headers: { cookie: owner.cookie } })).json(),
    ).toEqual([saved]);
    for (const url of [`/api/brand-profiles/${saved.id}`, `/api/brand-profiles/${saved.id}/studies`]) {
      const refused = await suite.app.inject({ url, headers: { cookie: other.cookie } });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        code: 'NOT_FOUND',
        detail: `Brand profile with ID ${saved.id} not found`,
      });
    }
    expect((await study(suite.app, other, saved.id, { personaIds: twinIds.slice(0, 2) })).statusCode).toBe(
      404,
    );
    expect(await balanceOf(suite.app, other)).toBe(10);
    expect(
      (await suite.app.inject({ url: '/api/brand-profiles', headers: { cookie: other.cookie } })).json(),
    ).toEqual([]);
  });

  it('refuses incomplete profiles and studies with clear messages, without charging', async () => {
    const user = await signUpAndIn(suite.app);
    const bad = await createProfile(suite.app, user, {
      name: ' ',
      category: 'coffee',
      description: 'short',
      competitors: [],
      logoUrl: 'http://example.com/x.png',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.fromEntries(
        bad.json().invalidParams.map((p: { name: string; reason: string }) => [p.name, p.reason]),
      ),
    ).toEqual({
      name: 'Enter the brand name',
      description: 'Describe the brand in at least 20 characters',
      competitors: 'Name at least one competitor',
      logoUrl: 'The logo must be an https:// address',
    });
    const twice = await createProfile(suite.app, user, { ...profile, competitors: ['Costa', 'costa'] });
    expect(twice.json().invalidParams[0]).toMatchObject({
      name: 'competitors',
      reason: 'Name each competitor once',
    });
    const { id } = (await createProfile(suite.app, user)).json();
    const eight = await study(suite.app, user, id, { personaIds: twinIds });
    expect(eight.json().invalidParams[0]).toMatchObject({
      name: 'personaIds',
      reason: 'Select at most 7 Digital Twins',
    });
    expect((await study(suite.app, user, id, { personaIds: ['nobody'] })).json()).toMatchObject({
      status: 400,
      invalidParams: [{ name: 'personaIds', reason: 'Unknown twin nobody' }],
    });
    expect(
      (
        await study(suite.app, user, '00000000-0000-4000-8000-000000000000', {
          personaIds: twinIds.slice(0, 1),
        })
      ).statusCode,
    ).toBe(404);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('charges 1 credit, rates the brand and each competitor per twin, and lists the study in the profile’s history', async () => {
    const user = await signUpAndIn(suite.app);
    const { id } = (await createProfile(suite.app, user)).json();
    const response = await study(suite.app, user, id, { personaIds: twinIds.slice(0, 5) });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      type: 'brand360',
      concept_details: { profileId: id, name: 'Kafe Lumi' },
      selected_personas: twinIds.slice(0, 5),
      engine: { provider: 'offline' },
    });
    const analysis = brandStudyAnalysisSchema.parse(record.overall_analysis);
    expect(analysis.brands.map((b) => b.brand)).toEqual(['Kafe Lumi', 'Starbucks', 'Costa Coffee']);
    expect(analysis.twinCount).toBe(5);
    expect(analysis.strengths.length + analysis.risks.length).toBeGreaterThan(0);
    for (const item of record.responses) {
      const detail = brandAnswerDetailSchema.parse(item.detailed);
      expect(detail.ratings.map((r) => r.brand)).toEqual(['Kafe Lumi', 'Starbucks', 'Costa Coffee']);
      expect(item.text).toContain('Kafe Lumi');
    }
    // Twins differ: not every twin gives the brand the same fit.
    expect(
      new Set(
        record.responses.map(
          (r: { detailed: { ratings: Array<{ scores: { fit: number } }> } }) =>
            r.detailed.ratings[0]!.scores.fit,
        ),
      ).size,
    ).toBeGreaterThan(1);
    expect(await balanceOf(suite.app, user)).toBe(9);
    const ledger = (
      await suite.app.inject({ url: '/api/tokens/ledger', headers: { cookie: user.cookie } })
    ).json();
    expect(ledger.items[0]).toMatchObject({
      amount: -1,
      operationType: 'analysis',
      actionId: `analysis:${record.id}`,
      metadata: { type: 'brand360', twins: 5 },
    });
    const history = (
      await suite.app.inject({ url: `/api/brand-profiles/${id}/studies`, headers: { cookie: user.cookie } })
    ).json();
    expect(history.map((r: { id: string }) => r.id)).toEqual([record.id]);
    expect(
      (await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })).json()
        .responses,
    ).toEqual(record.responses);
    // The same twins and profile give the same study.
    const again = (await study(suite.app, user, id, { personaIds: twinIds.slice(0, 5) })).json();
    expect(again.overall_analysis.brands).toEqual(record.overall_analysis.brands);
  });

  it('edits and deletes a profile for its owner only; a deleted profile’s studies stay readable', async () => {
    const user = await signUpAndIn(suite.app);
    const stranger = await signUpAndIn(suite.app);
    const { id } = (await createProfile(suite.app, user)).json();
    const record = (await study(suite.app, user, id, { personaIds: twinIds.slice(0, 2) })).json();
    const edit = (who: SignedInUser, payload: Record<string, unknown>) =>
      suite.app.inject({
        method: 'PATCH',
        url: `/api/brand-profiles/${id}`,
        headers: { cookie: who.cookie },
        payload,
      });
    const renamed = { ...profile, name: 'Kafe Lumi Roasters', competitors: ['Starbucks'] };
    expect((await edit(stranger, renamed)).statusCode).toBe(404);
    expect((await edit(user, { ...renamed, competitors: [] })).json()).toMatchObject({
      status: 400,
      invalidParams: [{ name: 'competitors', reason: 'Name at least one competitor' }],
    });
    const edited = await edit(user, renamed);
    expect(edited.statusCode).toBe(200);
    expect(brandProfileSchema.parse(edited.json())).toMatchObject({
      name: 'Kafe Lumi Roasters',
      competitors: ['Starbucks'],
    });

    const remove = (who: SignedInUser) =>
      suite.app.inject({
        method: 'DELETE',
        url: `/api/brand-profiles/${id}`,
        headers: { cookie: who.cookie },
      });
    expect((await remove(stranger)).statusCode).toBe(404);
    expect((await remove(user)).statusCode).toBe(204);
    expect(
      (await suite.app.inject({ url: `/api/brand-profiles/${id}`, headers: { cookie: user.cookie } }))
        .statusCode,
    ).toBe(404);
    expect((await remove(user)).statusCode).toBe(404);
    // The study keeps the profile as it was when it ran, and its page and export still answer.
    const kept = await suite.app.inject({
      url: `/api/feedback/${record.id}`,
      headers: { cookie: user.cookie },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().concept_details).toMatchObject({
      name: 'Kafe Lumi',
      competitors: profile.competitors,
    });
    // It stays listed among the caller's studies, and only theirs.
    const listed = (
      await suite.app.inject({ url: '/api/brand-studies', headers: { cookie: user.cookie } })
    ).json();
    expect(listed.items.map((item: { id: string }) => item.id)).toEqual([record.id]);
    expect(
      (await suite.app.inject({ url: '/api/brand-studies', headers: { cookie: stranger.cookie } })).json()
        .items,
    ).toEqual([]);
    const csv = await suite.app.inject({
      url: `/api/feedback/${record.id}/export?format=csv`,
      headers: { cookie: user.cookie },
    });
    expect(csv.statusCode).toBe(200);
  });

  it('answers 402 without running or saving when the balance is 0', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.app);
    const { id } = (await createProfile(suite.app, user)).json();
    await emptyBalance(suite.app, admin, user);
    const response = await study(suite.app, user, id, { personaIds: twinIds.slice(0, 2) });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', currentBalance: 0 });
    expect(
      (
        await suite.app.inject({ url: `/api/brand-profiles/${id}/studies`, headers: { cookie: user.cookie } })
      ).json(),
    ).toEqual([]);
  });

  it('on an LLM provider asks three twins again for the trust report; the offline engine says it need not', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const { id } = (await createProfile(suite.llmApp, user)).json();
    // Asked again, the mock's twins, who first rate every brand very low (the schema's first level), rate it very high.
    suite.llm.configure({
      failure: undefined,
      respond: answerRepeatsWith((sample) => ({
        ...sample,
        ratings: (sample.ratings as Record<string, unknown>[]).map((rating) => ({
          ...rating,
          ...Object.fromEntries(BRAND_DIMENSIONS.map((d) => [d, 'very high'])),
        })),
      })),
    });
    suite.llm.reset();
    const response = await study(suite.llmApp, user, id, { personaIds: twinIds.slice(0, 5) });
    suite.llm.configure({ respond: undefined });
    expect(response.statusCode).toBe(201);
    const { trust } = response.json();
    expect(suite.llm.calls).toBe(5 + 3);
    expect(trust.stability.retest).toEqual({ twins: 3, sameSide: 0, meanDifference: 4 });
    expect(trust.stability.note).toBe(
      "3 twins were asked again at the provider's temperature: 0% stayed on the same side of rating the brand above 60 of 100 / not, and answers moved 4.0 points on average.",
    );

    const owner = await signUpAndIn(suite.app);
    const offlineProfile = (await createProfile(suite.app, owner)).json();
    const offline = (
      await study(suite.app, owner, offlineProfile.id, { personaIds: twinIds.slice(0, 5) })
    ).json();
    expect(offline.trust.stability.retest).toBeNull();
    expect(offline.trust.stability.note).toMatch(
      /^The offline engine gives a twin the same answer every time/,
    );
  });

  it('runs against an LLM provider, and refunds when it fails', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const { id } = (await createProfile(suite.llmApp, user)).json();
    suite.llm.configure({ failure: undefined, respond: undefined });
    const response = await study(suite.llmApp, user, id, { personaIds: twinIds.slice(0, 2) });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record.engine).toMatchObject({ provider: 'openai-compatible', model: 'mock-model' });
    // The model chose worded levels; the schema-derived mock picks the first, 'very low'.
    expect(
      record.responses[0].detailed.ratings.map((r: { brand: string; scores: { trust: number } }) => [
        r.brand,
        r.scores.trust,
      ]),
    ).toEqual([
      ['Kafe Lumi', 10],
      ['Starbucks', 10],
      ['Costa Coffee', 10],
    ]);
    const prompt = suite.llm.requests.at(-1)!.prompt;
    expect(prompt).toContain('Kafe Lumi');
    expect(prompt).toContain('Competitors: Starbucks, Costa Coffee');
    expect(prompt).toContain('If you know nothing of a competitor beyond its name, rate it middling');
    expect(prompt).toContain('not from where you go out');
    expect(await balanceOf(suite.llmApp, user)).toBe(9);

    suite.llm.configure({ failure: { mode: 'status-500' } });
    const failed = await study(suite.llmApp, user, id, { personaIds: twinIds.slice(2, 4) });
    suite.llm.configure({ failure: undefined });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({
      code: 'ANALYSIS_FAILED',
      detail: 'The simulation could not be completed, so your credit was refunded. Please try again.',
    });
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
    expect(
      (
        await suite.llmApp.inject({
          url: `/api/brand-profiles/${id}/studies`,
          headers: { cookie: user.cookie },
        })
      ).json(),
    ).toHaveLength(1);
  });
});
