import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { feedbackRequests, pendingQuestions, runLeases } from '@db/schema/index';
import { applyLedgerEntry } from '../../services/credits/apply-ledger-entry';
import { holdQuestion } from '../../services/follow-ups/pending-questions';
import { refundAbandonedRuns } from '../../services/runs/refund-abandoned-runs';
import {
  describeRunType,
  type RunTypeSuiteOptions,
  balanceOf,
  emptyBalance,
  makeAdmin,
  type SignedInUser,
  signUpAndIn,
  startTestApp,
  type TestApp,
} from '../../testing';

const concept =
  'LeafLoop: a monthly plant-care kit for €24.99/month with organic fertiliser, a soil moisture sensor and a care app, for busy city professionals.';

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = {
  llm: { env: { LLM_EMBEDDING_MODEL: 'mock-embedding', LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '1' } },
};

describeRunType('concept test runs', suiteSetUp, (suite) => {
  let personaIds: string[];
  beforeAll(() => {
    personaIds = suite.library.slice(0, 8).map((p) => p.id);
  });

  const run = (
    target: TestApp,
    user: SignedInUser,
    payload: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) =>
    target.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: user.cookie, ...headers },
      payload,
    });

  it('charges 1 credit, answers with every twin and saves the record in the spec’s shape', async () => {
    const user = await signUpAndIn(suite.app);
    const filters = { ageGroups: ['25-34'], countries: ['NL'], cities: [], incomeGroups: [], jobTypes: [] };
    const response = await run(suite.app, user, {
      type: 'focus-group',
      concept,
      personaIds: personaIds.slice(0, 7),
      filters,
    });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      type: 'focus-group',
      concept,
      selected_personas: personaIds.slice(0, 7),
      filters,
      engine: { provider: 'offline' },
    });
    expect(record.responses).toHaveLength(7);
    for (const item of record.responses) {
      expect(item).toMatchObject({ sender: 'ai', followUpConversations: [] });
      expect(personaIds).toContain(item.personaId);
      const { sentiment, sentimentScore, interestLevel } = item.detailed;
      const range = { positive: [75, 94], neutral: [46, 73], negative: [25, 44] }[sentiment as 'positive']!;
      expect(sentimentScore).toBeGreaterThanOrEqual(range[0]!);
      expect(sentimentScore).toBeLessThanOrEqual(range[1]!);
      expect(item.detailed.concept.interestLevel).toBe(interestLevel);
      expect(item.text.length).toBeGreaterThan(40);
    }
    expect(record.overall_analysis).toMatchObject({
      aggregateScore: expect.any(Number),
      key_metrics: { overall_sentiment: expect.any(String) },
    });
    expect(record.overall_analysis.sentimentAnalysis.distribution).toEqual({
      positive: expect.any(Number),
      neutral: expect.any(Number),
      negative: expect.any(Number),
    });
    expect(await balanceOf(suite.app, user)).toBe(9);
    const ledger = (
      await suite.app.inject({ url: '/api/tokens/ledger', headers: { cookie: user.cookie } })
    ).json();
    expect(ledger.items[0]).toMatchObject({
      amount: -1,
      operationType: 'analysis',
      actionId: `analysis:${record.id}`,
    });
    const saved = (
      await suite.app.inject({ url: `/api/feedback/${record.id}`, headers: { cookie: user.cookie } })
    ).json();
    expect(saved.responses).toEqual(record.responses);
    // The trust report is saved with the run: the offline engine is not asked twice, the panel is resampled.
    expect(saved.trust).toEqual(record.trust);
    expect(record.trust).toMatchObject({
      summary: expect.stringMatching(/holds in \d+% of resamples/),
      stability: { draws: 200, retest: null },
      panel: { size: 7 },
    });
    expect(record.trust.stability.headlines.map((h: { key: string }) => h.key)).toEqual([
      'mean-intent',
      'likely-to-buy',
    ]);
  });

  it('refuses 8 twins, an empty concept, unknown twins and signed-out calls without charging', async () => {
    const user = await signUpAndIn(suite.app);
    const eight = await run(suite.app, user, { concept, personaIds });
    expect(eight.statusCode).toBe(400);
    expect(eight.json().invalidParams[0]).toMatchObject({
      name: 'personaIds',
      reason: 'Select at most 7 Digital Twins',
    });
    const empty = await run(suite.app, user, { concept: '   ', personaIds: personaIds.slice(0, 2) });
    expect(empty.json().invalidParams[0]).toMatchObject({
      name: 'concept',
      reason: 'Enter a concept or description first',
    });
    const none = await run(suite.app, user, { concept, personaIds: [] });
    expect(none.statusCode).toBe(400);
    const unknown = await run(suite.app, user, { concept, personaIds: ['nobody'] });
    expect(unknown.statusCode).toBe(400);
    expect(
      (
        await suite.app.inject({
          method: 'POST',
          url: '/api/analyses',
          payload: { concept, personaIds: personaIds.slice(0, 1) },
        })
      ).statusCode,
    ).toBe(401);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('answers 402 INSUFFICIENT_CREDITS without running when the balance is 0', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.app);
    await emptyBalance(suite.app, admin, user);
    const response = await run(suite.app, user, { concept, personaIds: personaIds.slice(0, 3) });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', currentBalance: 0 });
    expect(
      (await suite.app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })).json(),
    ).toEqual([]);
  });

  it('refunds the credit when the LLM or its embeddings endpoint answers 500 or times out', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const failures = [
      { failure: { mode: 'status-500' } },
      { failure: { mode: 'hang' } },
      { embeddingFailure: { mode: 'status-500' } },
    ] as const;
    for (const failure of failures) {
      suite.llm.configure({ failure: undefined, embeddingFailure: undefined, ...failure });
      const response = await run(suite.llmApp, user, { concept, personaIds: personaIds.slice(0, 2) });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        code: 'ANALYSIS_FAILED',
        detail: 'The simulation could not be completed, so your credit was refunded. Please try again.',
      });
      expect(await balanceOf(suite.llmApp, user)).toBe(10);
    }
    suite.llm.configure({ failure: undefined, embeddingFailure: undefined });
    const ledger = (
      await suite.llmApp.inject({ url: '/api/tokens/ledger', headers: { cookie: user.cookie } })
    ).json();
    expect(
      ledger.items
        .slice(0, 6)
        .map((e: { amount: number; operationType: string }) => `${e.operationType}:${e.amount}`),
    ).toEqual(['refund:1', 'analysis:-1', 'refund:1', 'analysis:-1', 'refund:1', 'analysis:-1']);
    // The user reads a plain reason; the provider's error (with its host and port) stays in the server log.
    expect(ledger.items[0].metadata).toEqual({ reason: 'The simulation could not be completed.' });
    expect(JSON.stringify(ledger.items)).not.toContain('127.0.0.1');
    expect(
      (await suite.llmApp.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })).json(),
    ).toEqual([]);
  });

  it('runs against an LLM provider and records its model', async () => {
    const user = await signUpAndIn(suite.llmApp);
    suite.llm.configure({ failure: undefined });
    const response = await run(suite.llmApp, user, { concept, personaIds: personaIds.slice(0, 3) });
    expect(response.statusCode).toBe(201);
    expect(response.json().engine).toMatchObject({ provider: 'openai-compatible', model: 'mock-model' });
    expect(response.json().responses).toHaveLength(3);
    expect(response.json().overall_analysis.generatedBy).toMatchObject({
      provider: 'openai-compatible',
      likertMethod: 'ssr',
    });
    expect(suite.llm.embeddingCalls).toBeGreaterThan(0);
    expect(response.json().trust.stability.retest).toMatchObject({ twins: 3 });
  });

  it('streams the place in the queue, the start, each twin’s answer, then the analysis and the saved record', async () => {
    await suite.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (suite.app.server.address() as { port: number }).port;
    const user = await signUpAndIn(suite.app);
    const response = await fetch(`http://127.0.0.1:${port}/api/analyses`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        cookie: user.cookie,
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ concept, personaIds: personaIds.slice(0, 4) }),
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    const types = [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
    // `queued` comes while the run waits for a worker (at once here, unless a worker took it first).
    expect(types.filter((type) => type !== 'queued')).toEqual([
      'started',
      'persona',
      'persona',
      'persona',
      'persona',
      'analysis',
      'done',
    ]);
    expect(types.indexOf('queued')).toBeLessThan(1);
    for (const [, data] of text.matchAll(/^event: queued\ndata: (.+)$/gm))
      expect(JSON.parse(data!)).toEqual({ position: 1 });
    expect(await balanceOf(suite.app, user)).toBe(9);
  });

  it('says "Failed to update feedback: {message}" when the answered follow-up cannot be saved', async () => {
    const user = await signUpAndIn(suite.app);
    const record = (await run(suite.app, user, { concept, personaIds: personaIds.slice(0, 1) })).json();
    // The twin answers; storing its reply fails in the database (a trigger refuses the update that carries it).
    const { db } = suite.app.context;
    await db.execute(
      sql.raw(`create function refuse_marked_follow_ups() returns trigger language plpgsql as $$
        begin if new.responses::text like '%[unsavable]%' then
          raise exception 'connection terminated unexpectedly'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw(`create trigger refuse_marked_follow_ups before update on feedback_requests
        for each row execute function refuse_marked_follow_ups()`),
    );
    try {
      const failed = await suite.app.inject({
        method: 'POST',
        url: `/api/feedback/${record.id}/follow-ups`,
        headers: { cookie: user.cookie },
        payload: { personaId: record.responses[0].personaId, question: 'Would you buy it? [unsavable]' },
      });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({
        code: 'INTERNAL_ERROR',
        detail: 'Failed to update feedback: connection terminated unexpectedly',
      });
    } finally {
      await db.execute(sql.raw('drop trigger refuse_marked_follow_ups on feedback_requests'));
      await db.execute(sql.raw('drop function refuse_marked_follow_ups'));
    }
  });

  it('asks a follow-up in character and appends it to that twin’s conversation; others get 404', async () => {
    const user = await signUpAndIn(suite.app);
    const stranger = await signUpAndIn(suite.app);
    const record = (await run(suite.app, user, { concept, personaIds: personaIds.slice(0, 2) })).json();
    const personaId = record.responses[0].personaId;
    const ask = (who: SignedInUser, question: string, id = record.id) =>
      suite.app.inject({
        method: 'POST',
        url: `/api/feedback/${id}/follow-ups`,
        headers: { cookie: who.cookie },
        payload: { personaId, question },
      });
    const first = await ask(user, 'What do you think about the price?');
    expect(first.statusCode).toBe(201);
    expect(first.json().followUp).toMatchObject({
      question: 'What do you think about the price?',
      isSaved: true,
      response: expect.any(String),
    });
    await ask(user, 'Would you buy it?');
    const list = (
      await suite.app.inject({
        url: `/api/feedback/${record.id}/follow-ups?personaId=${personaId}`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(list.map((f: { question: string }) => f.question)).toEqual([
      'What do you think about the price?',
      'Would you buy it?',
    ]);
    expect((await ask(stranger, 'Hello?')).statusCode).toBe(404);
    expect((await ask(stranger, 'Hello?')).json().detail).toBe(`Feedback with ID ${record.id} not found`);
    const noPersona = await suite.app.inject({
      method: 'POST',
      url: `/api/feedback/${record.id}/follow-ups`,
      headers: { cookie: user.cookie },
      payload: { question: 'Hi' },
    });
    expect(noPersona.json().detail).toBe('feedbackId and personaId are required');
    // Only the run's own twins take follow-ups, whatever the record is edited to name.
    const outsider = personaIds.find((id) => !record.selected_personas.includes(id))!;
    await suite.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${record.id}`,
      headers: { cookie: user.cookie },
      payload: {
        responses: [{ personaId: outsider, text: 'Hi' }],
        overallAnalysis: {},
        selectedPersonas: [outsider],
      },
    });
    const outsiderAsked = await suite.app.inject({
      method: 'POST',
      url: `/api/feedback/${record.id}/follow-ups`,
      headers: { cookie: user.cookie },
      payload: { personaId: outsider, question: 'And you?' },
    });
    expect(outsiderAsked.statusCode).toBe(409);
    expect(outsiderAsked.json().code).toBe('FOLLOW_UP_NOT_OFFERED');
    expect(await balanceOf(suite.app, user)).toBe(9);
  });

  it('does not charge a subscribed user', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.app);
    await suite.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/subscription`,
      headers: { cookie: admin.cookie },
      payload: { status: 'active', plan: 'basic' },
    });
    expect((await run(suite.app, user, { concept, personaIds: personaIds.slice(0, 1) })).statusCode).toBe(
      201,
    );
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('stores exactly 20 of 30 parallel follow-ups to one twin, and asks the LLM only those 20', async () => {
    // A patient client, so that no call times out under 30 at once and every admitted question is answered.
    const patient = await startTestApp(suite.database, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: suite.llm.baseUrl,
      LLM_MODEL: 'mock-model',
      LLM_TIMEOUT_MS: '20000',
    });
    const user = await signUpAndIn(patient);
    const record = (await run(patient, user, { concept, personaIds: personaIds.slice(0, 1) })).json();
    const personaId = record.responses[0].personaId;
    suite.llm.reset();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        patient.inject({
          method: 'POST',
          url: `/api/feedback/${record.id}/follow-ups`,
          headers: { cookie: user.cookie },
          payload: { personaId, question: `Question ${i}?` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const stored = (
      await patient.inject({
        url: `/api/feedback/${record.id}/follow-ups?personaId=${personaId}`,
        headers: { cookie: user.cookie },
      })
    ).json();
    expect(stored).toHaveLength(20);
    // Only the 20 admitted questions ever reached the LLM (a slow call may be retried, so count questions, not calls).
    const asked = new Set(
      suite.llm.requests
        .map((call) => [...call.prompt.matchAll(/Question \d+\?/g)].at(-1)?.[0])
        .filter(Boolean),
    );
    expect(asked.size).toBe(20);
    // Follow-ups on a run's own record are part of its one credit.
    expect(await balanceOf(patient, user)).toBe(9);
    await patient.close();
  });

  it('charges follow-ups on records saved by hand: none at all for a user with 0 credits, and refunds a failed one', async () => {
    const admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
    const user = await signUpAndIn(suite.llmApp);
    const saved = (
      await suite.llmApp.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { concept, responses: [{ personaId: personaIds[0], text: 'Nice' }] },
      })
    ).json();
    const ask = () =>
      suite.llmApp.inject({
        method: 'POST',
        url: `/api/feedback/${saved.id}/follow-ups`,
        headers: { cookie: user.cookie },
        payload: { personaId: personaIds[0], question: 'Why?' },
      });
    suite.llm.reset();
    const notNamed = await suite.llmApp.inject({
      method: 'POST',
      url: `/api/feedback/${saved.id}/follow-ups`,
      headers: { cookie: user.cookie },
      payload: { personaId: personaIds[1], question: 'Why?' },
    });
    expect(notNamed.json().code).toBe('FOLLOW_UP_NOT_OFFERED');
    expect(suite.llm.calls).toBe(0);
    expect((await ask()).statusCode).toBe(201);
    expect(await balanceOf(suite.llmApp, user)).toBe(9);

    suite.llm.configure({ failure: { mode: 'status-500' } });
    expect((await ask()).statusCode).toBe(502);
    suite.llm.configure({ failure: undefined });
    expect(await balanceOf(suite.llmApp, user)).toBe(9);

    await suite.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/credits`,
      headers: { cookie: admin.cookie },
      payload: { amount: -9, reason: 'Spent elsewhere' },
    });
    const callsBefore = suite.llm.calls;
    const refused = await ask();
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('INSUFFICIENT_CREDITS');
    expect(suite.llm.calls).toBe(callsBefore);
    const ledger = (
      await suite.llmApp.inject({ url: '/api/tokens/ledger?limit=100', headers: { cookie: user.cookie } })
    ).json();
    const entries = (ledger.items ?? ledger) as { amount: number }[];
    expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  });

  it('stores a model’s NUL and lone surrogates cleaned, and gives back a follow-up cut off mid-answer once', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const saved = (
      await suite.llmApp.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { concept, responses: [{ personaId: personaIds[0], text: 'Nice' }] },
      })
    ).json();
    const ask = (question: string) =>
      suite.llmApp.inject({
        method: 'POST',
        url: `/api/feedback/${saved.id}/follow-ups`,
        headers: { cookie: user.cookie },
        payload: { personaId: personaIds[0], question },
      });
    suite.llm.configure({
      respond: (call) => (call.schema ? { response: 'Fine\u0000 by me \ud800 really' } : undefined),
    });
    const dirty = await ask('Is that so?');
    suite.llm.configure({ respond: undefined });
    expect(dirty.statusCode, dirty.body).toBe(201);
    expect(dirty.json().followUp.response).toBe('Fine by me \ufffd really');
    expect(await balanceOf(suite.llmApp, user)).toBe(9);

    // The process "dies" mid-answer: the sweep gives the pending question back (slot and credit) while the model
    // hangs; when the call finally fails, nothing is given back twice.
    suite.llm.configure({ failure: { mode: 'hang' } });
    const cutOff = ask('Still there?');
    const pending = async () =>
      (
        await suite.database.db
          .select()
          .from(pendingQuestions)
          .where(eq(pendingQuestions.feedbackId, saved.id))
      ).length;
    while ((await pending()) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await balanceOf(suite.llmApp, user)).toBe(8);
    expect(await refundAbandonedRuns(suite.llmApp.context, 0)).toBe(1);
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
    expect((await cutOff).statusCode).toBe(502);
    suite.llm.configure({ failure: undefined });
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
    expect(await pending()).toBe(0);
    const [row] = await suite.database.db
      .select()
      .from(feedbackRequests)
      .where(eq(feedbackRequests.id, saved.id));
    expect(row!.followUpCounts[personaIds[0]!]).toBe(1);
  });

  it('gives back a follow-up whose process died once its lease lapses, long before the abandoned-run limit', async () => {
    const user = await signUpAndIn(suite.app);
    const saved = (
      await suite.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { cookie: user.cookie },
        payload: { concept, responses: [{ personaId: personaIds[0], text: 'Nice' }] },
      })
    ).json();
    const { env } = suite.app.context;
    // Two charged follow-ups asked a lease and a second ago: one still held by a live worker, one whose worker died.
    const askedAt = new Date(Date.now() - env.RUN_LEASE_MS - 1_000);
    const [live, dead] = [randomUUID(), randomUUID()];
    for (const id of [live, dead]) {
      await suite.database.db.transaction(async (tx) => {
        await applyLedgerEntry(tx, {
          userId: user.id,
          amount: -1,
          operationType: 'follow_up',
          actionId: `follow-up:${id}`,
        });
        await holdQuestion(tx, {
          id,
          userId: user.id,
          feedbackId: saved.id,
          personaId: personaIds[0]!,
          kind: 'follow-up',
          charged: 1,
        });
        await tx.update(pendingQuestions).set({ createdAt: askedAt }).where(eq(pendingQuestions.id, id));
      });
    }
    await suite.database.db.insert(runLeases).values({
      runId: live,
      holder: 'a live worker',
      userId: user.id,
      provider: suite.app.context.engine.name,
      granted: true,
      expiresAt: new Date(Date.now() + env.RUN_LEASE_MS),
    });
    expect(await balanceOf(suite.app, user)).toBe(8);
    expect(env.ABANDONED_RUN_AFTER_MS).toBeGreaterThan(2 * 60_000);

    expect(await refundAbandonedRuns(suite.app.context, env.ABANDONED_RUN_AFTER_MS)).toBe(1);
    expect(await balanceOf(suite.app, user)).toBe(9);
    const stillPending = await suite.database.db
      .select({ id: pendingQuestions.id })
      .from(pendingQuestions)
      .where(eq(pendingQuestions.feedbackId, saved.id));
    expect(stillPending).toEqual([{ id: live }]);
    // When that worker dies too, its lease lapses and the next sweep gives its question back.
    await suite.database.db
      .update(runLeases)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(runLeases.runId, live));
    expect(await refundAbandonedRuns(suite.app.context, env.ABANDONED_RUN_AFTER_MS)).toBe(1);
    expect(await balanceOf(suite.app, user)).toBe(10);
  });

  it('fails a run whose record cannot be stored once, refunds it at once and tells the client', async () => {
    const marker = '[refused by the database]';
    await suite.database.db.execute(
      sql.raw(`create function refuse_marked_runs() returns trigger language plpgsql as $$
        begin if new.concept like '%${marker}%' then raise exception 'refused'; end if; return new; end $$`),
    );
    await suite.database.db.execute(
      sql.raw(`create trigger refuse_marked_runs before insert on feedback_requests
        for each row execute function refuse_marked_runs()`),
    );
    try {
      const user = await signUpAndIn(suite.app);
      const response = await run(suite.app, user, {
        concept: `${concept} ${marker}`,
        personaIds: personaIds.slice(0, 1),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().code).toBe('ANALYSIS_FAILED');
      expect(await balanceOf(suite.app, user)).toBe(10);
      // The client hears of the failure before the worker marks the job done: wait for the job to settle.
      const jobsOf = async () =>
        (
          (await suite.database.db.execute(
            sql`select state, retry_count from pgboss.job where data->>'userId' = ${user.id}`,
          )) as unknown as { rows: { state: string }[] }
        ).rows;
      for (let i = 0; i < 100 && (await jobsOf()).some((job) => job.state === 'active'); i += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const jobs = (await suite.database.db.execute(
        sql`select state, retry_count from pgboss.job where data->>'userId' = ${user.id}`,
      )) as unknown as { rows: unknown[] };
      expect(jobs.rows).toEqual([{ state: 'completed', retry_count: 0 }]);
    } finally {
      await suite.database.db.execute(sql.raw('drop trigger refuse_marked_runs on feedback_requests'));
      await suite.database.db.execute(sql.raw('drop function refuse_marked_runs'));
    }
  });

  it('caches LLM answers per user: a concept someone else ran costs the next user the same calls', async () => {
    const first = await signUpAndIn(suite.llmApp);
    const second = await signUpAndIn(suite.llmApp);
    const payload = { concept: `${concept} (cache probe)`, personaIds: personaIds.slice(0, 2) };
    suite.llm.reset();
    expect((await run(suite.llmApp, first, payload)).statusCode).toBe(201);
    const callsOfOneRun = suite.llm.calls;
    expect(callsOfOneRun).toBeGreaterThan(0);
    expect((await run(suite.llmApp, second, payload)).statusCode).toBe(201);
    expect(suite.llm.calls).toBe(2 * callsOfOneRun);
    expect((await run(suite.llmApp, first, payload)).statusCode).toBe(201);
    expect(suite.llm.calls).toBe(2 * callsOfOneRun);
  });

  it('leaves finished and refunded runs alone when it refunds abandoned ones', async () => {
    const user = await signUpAndIn(suite.llmApp);
    expect((await run(suite.llmApp, user, { concept, personaIds: personaIds.slice(0, 1) })).statusCode).toBe(
      201,
    );
    suite.llm.configure({ failure: { mode: 'status-500' } });
    expect(
      (await run(suite.llmApp, user, { concept: `${concept} (fails)`, personaIds: personaIds.slice(0, 1) }))
        .statusCode,
    ).toBe(502);
    suite.llm.configure({ failure: undefined });
    expect(await refundAbandonedRuns(suite.llmApp.context, 0)).toBe(0);
    expect(await balanceOf(suite.llmApp, user)).toBe(9);
  });
});
