import { beforeAll, expect, it } from 'vitest';
import type { Persona } from '@contracts/personas';
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

const topic = 'BrewBox: a monthly coffee subscription with sustainably sourced beans for €29/month';

/** What the interview stream's events carry: `chunk` {text}, `done` {reply, record}. */
type StreamEvent = {
  type: string;
  data: { text: string; reply: { text: string }; record: { responses: unknown[] } };
};

/** Server-Sent Events in an answer body, in order. */
function eventsOf(body: string): StreamEvent[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      type: /^event: (.+)$/m.exec(block)![1]!,
      data: JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as StreamEvent['data'],
    }));
}

/** What the suite sets up beside its database, its app and the seeded library. */
const suiteSetUp: RunTypeSuiteOptions = {
  llm: {
    server: { respond: (call) => `I would think about "${call.prompt}" as myself.` },
    env: { LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0' },
  },
};

describeRunType('interviews', suiteSetUp, (suite) => {
  let twin: Persona;
  let admin: SignedInUser;
  beforeAll(async () => {
    twin = suite.library[0]!;
    admin = await signUpAndIn(suite.app);
    await makeAdmin(suite.database, admin.id);
  });

  const start = (target: TestApp, user: SignedInUser, payload: Record<string, unknown>) =>
    target.inject({ method: 'POST', url: '/api/interviews', headers: { cookie: user.cookie }, payload });
  const ask = (
    target: TestApp,
    user: SignedInUser,
    id: string,
    content: unknown,
    headers: Record<string, string> = {},
  ) =>
    target.inject({
      method: 'POST',
      url: `/api/interviews/${id}/messages`,
      headers: { cookie: user.cookie, ...headers },
      payload: { content },
    });
  const recordOf = async (user: SignedInUser, id: string) =>
    (await suite.app.inject({ url: `/api/feedback/${id}`, headers: { cookie: user.cookie } })).json();

  it('opens an interview for 1 credit through the ledger, with the interview id as action id', async () => {
    const user = await signUpAndIn(suite.app);
    const response = await start(suite.app, user, { personaId: twin.id, topic });
    expect(response.statusCode).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      type: 'interview',
      concept: topic,
      selected_personas: [twin.id],
      responses: [],
      overall_analysis: {
        conversation_summary: null,
        conversation_stats: { total_messages: 0, user_messages: 0, ai_messages: 0 },
        topics: ['BrewBox'],
      },
    });
    expect(await balanceOf(suite.app, user)).toBe(9);
    const ledger = (
      await suite.app.inject({ url: '/api/tokens/ledger', headers: { cookie: user.cookie } })
    ).json();
    const entries = Array.isArray(ledger) ? ledger : (ledger.items ?? ledger.entries);
    expect(
      entries.find(
        (entry: { actionId?: string; action_id?: string }) =>
          (entry.actionId ?? entry.action_id) === `interview:${record.id}`,
      ),
    ).toMatchObject({ amount: -1 });
  });

  it('answers in the twin’s own words, remembers the conversation and keeps the record’s stats, summary and topics', async () => {
    const user = await signUpAndIn(suite.app);
    const { id } = (await start(suite.app, user, { personaId: twin.id, topic })).json();
    const first = await ask(suite.app, user, id, 'Tell me about yourself');
    expect(first.statusCode).toBe(200);
    const { reply } = first.json();
    expect(reply).toMatchObject({ sender: 'ai', personaId: twin.id, personaName: twin.name });
    expect(reply.text).toContain(String(twin.age));
    expect(reply.text).toContain(twin.city);
    for (const question of ['Would you buy it?', 'What price would you pay?'])
      expect((await ask(suite.app, user, id, question)).statusCode).toBe(200);
    const again = (await ask(suite.app, user, id, 'So, would you buy it?')).json();
    // Asked again, the twin holds its stance in new words instead of an "As I said" template (decision 049).
    expect(again.reply.text).toMatch(/^(Still yes\.|Still no\.|I still haven't made up my mind\.)/);
    expect(again.reply.text).not.toMatch(/As I said/);
    const record = again.record;
    expect(record.type).toBe('interview');
    expect(record.responses.map((m: { sender: string }) => m.sender)).toEqual([
      'user',
      'ai',
      'user',
      'ai',
      'user',
      'ai',
      'user',
      'ai',
    ]);
    expect(record.responses[1].replyTo).toBe(record.responses[0].id);
    expect(record.overall_analysis.conversation_stats).toMatchObject({
      total_messages: 8,
      user_messages: 4,
      ai_messages: 4,
    });
    expect(record.overall_analysis.conversation_summary).toContain(twin.name);
    // One count everywhere: the summary names as many questions as the stats hold.
    expect(record.overall_analysis.conversation_summary).toContain('answered 4 questions');
    expect(record.overall_analysis.topics).toEqual(
      expect.arrayContaining(['BrewBox', 'Background', 'Purchase intent', 'Price']),
    );
    expect(await balanceOf(suite.app, user)).toBe(9);
  });

  it('streams the answer over Server-Sent Events when asked to', async () => {
    const user = await signUpAndIn(suite.app);
    const { id } = (await start(suite.app, user, { personaId: twin.id })).json();
    const response = await ask(suite.app, user, id, 'How often do you eat out?', {
      accept: 'text/event-stream',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = eventsOf(response.body);
    const chunks = events.filter((e) => e.type === 'chunk');
    expect(chunks.length).toBeGreaterThan(3);
    const done = events.at(-1)!;
    expect(done.type).toBe('done');
    expect(
      chunks
        .map((e) => e.data.text)
        .join('')
        .trim(),
    ).toBe(done.data.reply.text);
    expect(done.data.record.responses).toHaveLength(2);
  });

  it('stores exactly 20 questions when 30 arrive at once, and refuses the 21st with 409', async () => {
    const user = await signUpAndIn(suite.app);
    const { id } = (await start(suite.app, user, { personaId: twin.id, topic })).json();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => ask(suite.app, user, id, `Question ${i + 1}: would you buy it?`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const record = await recordOf(user, id);
    expect(record.responses.filter((m: { sender: string }) => m.sender === 'user')).toHaveLength(20);
    expect(record.responses.filter((m: { sender: string }) => m.sender === 'ai')).toHaveLength(20);
    for (let i = 0; i < 40; i += 2) expect(record.responses[i + 1].replyTo).toBe(record.responses[i].id);
    expect(record.overall_analysis.conversation_stats).toMatchObject({
      total_messages: 40,
      user_messages: 20,
      ai_messages: 20,
    });
    const over = await ask(suite.app, user, id, 'One more?');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'INTERVIEW_QUESTION_LIMIT' });
    expect(over.json().detail).toContain('limit of 20 questions');
    expect(await balanceOf(suite.app, user)).toBe(9);
  });

  it('counts what was asked: editing the record neither resets the 20 questions nor changes the twin', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const { id } = (await start(suite.llmApp, user, { personaId: twin.id, topic })).json();
    for (let i = 0; i < 20; i += 1)
      expect((await ask(suite.llmApp, user, id, `Question ${i}?`)).statusCode).toBe(200);
    const other = (await suite.llmApp.inject({ url: '/api/personas' })).json()[1] as Persona;
    const patched = await suite.llmApp.inject({
      method: 'PATCH',
      url: `/api/feedback/${id}`,
      headers: { cookie: user.cookie },
      payload: { responses: [], overallAnalysis: {}, selectedPersonas: [other.id] },
    });
    expect(patched.statusCode).toBe(200);
    suite.llm.reset();
    const over = await ask(suite.llmApp, user, id, 'One more?');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('INTERVIEW_QUESTION_LIMIT');
    expect(suite.llm.calls).toBe(0);
  });

  it('asks no model on an interview saved by hand or on a run turned into an interview', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const llmAdmin = await signUpAndIn(suite.llmApp);
    await makeAdmin(suite.database, llmAdmin.id);
    await emptyBalance(suite.llmApp, llmAdmin, user);
    const handSaved = await suite.llmApp.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: user.cookie },
      payload: { type: 'interview', concept: topic, selectedPersonas: [twin.id], responses: [] },
    });
    expect(handSaved.json().type).toBe('interview');
    // A concept run on the offline engine, which the mock model here cannot answer, turned into an interview.
    const payer = await signUpAndIn(suite.app);
    const run = await suite.app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: payer.cookie },
      payload: { concept: topic, personaIds: [twin.id] },
    });
    const converted = await suite.app.inject({
      method: 'PATCH',
      url: `/api/feedback/${run.json().id}`,
      headers: { cookie: payer.cookie },
      payload: { responses: [], overallAnalysis: {} },
    });
    expect(converted.json().type, converted.body).toBe('interview');
    suite.llm.reset();
    for (const [target, who, id] of [
      [suite.llmApp, user, handSaved.json().id],
      [suite.app, payer, run.json().id],
    ] as const) {
      const refused = await ask(target, who, id, 'Tell me more?');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('INTERVIEW_NOT_STARTED');
      const record = await target.inject({ url: `/api/feedback/${id}`, headers: { cookie: who.cookie } });
      expect(record.json().responses).toEqual([]);
    }
    expect(suite.llm.calls).toBe(0);
  });

  it('answers 404 to anyone but the owner and changes nothing', async () => {
    const owner = await signUpAndIn(suite.app);
    const other = await signUpAndIn(suite.app);
    const { id } = (await start(suite.app, owner, { personaId: twin.id })).json();
    expect((await ask(suite.app, other, id, 'Hello?')).statusCode).toBe(404);
    expect((await ask(suite.app, other, '00000000-0000-4000-8000-000000000000', 'Hello?')).statusCode).toBe(
      404,
    );
    expect((await ask(suite.app, other, 'not-a-uuid', 'Hello?')).statusCode).toBe(404);
    expect((await recordOf(owner, id)).responses).toEqual([]);
    const focusGroup = await suite.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: owner.cookie },
      payload: { concept: 'A concept' },
    });
    expect((await ask(suite.app, owner, focusGroup.json().id, 'Hello?')).statusCode).toBe(404);
  });

  it('refuses empty or over-long messages and bad starts with 400, changing nothing', async () => {
    const user = await signUpAndIn(suite.app);
    const { id } = (await start(suite.app, user, { personaId: twin.id })).json();
    for (const content of ['', '   ', 'x'.repeat(1001), 42, undefined])
      expect((await ask(suite.app, user, id, content)).statusCode).toBe(400);
    expect((await recordOf(user, id)).responses).toEqual([]);
    expect((await start(suite.app, user, {})).statusCode).toBe(400);
    expect((await start(suite.app, user, { personaId: 'no-such-twin' })).statusCode).toBe(400);
    expect((await start(suite.app, user, { personaId: twin.id, topic: 'x'.repeat(2001) })).statusCode).toBe(
      400,
    );
    expect(await balanceOf(suite.app, user)).toBe(9);
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/interviews', payload: { personaId: twin.id } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 402 INSUFFICIENT_CREDITS without a balance and saves nothing; a subscription covers it', async () => {
    const user = await signUpAndIn(suite.app);
    await emptyBalance(suite.app, admin, user);
    const refused = await start(suite.app, user, { personaId: twin.id });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'INSUFFICIENT_CREDITS', currentBalance: 0 });
    expect(
      (await suite.app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })).json(),
    ).toEqual([]);
    await suite.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}/subscription`,
      headers: { cookie: admin.cookie },
      payload: { status: 'active', plan: 'basic' },
    });
    expect((await start(suite.app, user, { personaId: twin.id })).statusCode).toBe(201);
    expect(await balanceOf(suite.app, user)).toBe(0);
  });

  it('streams an LLM provider’s answer, and withdraws the question when the model fails', async () => {
    const user = await signUpAndIn(suite.llmApp);
    const { id } = (await start(suite.llmApp, user, { personaId: twin.id, topic })).json();
    suite.llm.reset();
    const streamed = await ask(suite.llmApp, user, id, 'Would you buy it?', { accept: 'text/event-stream' });
    const events = eventsOf(streamed.body);
    expect(events.filter((e) => e.type === 'chunk').length).toBeGreaterThan(3);
    expect(events.at(-1)!.data.reply.text).toBe('I would think about "Would you buy it?" as myself.');
    const body = JSON.stringify(suite.llm.requests[0]!.body);
    expect(body).toContain(twin.biography);
    expect(body).toContain('BrewBox');

    suite.llm.configure({ failure: { mode: 'status-500' } });
    const failed = await ask(suite.llmApp, user, id, 'And the price?');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'INTERVIEW_REPLY_FAILED' });
    suite.llm.configure({ failure: undefined });
    const record = (
      await suite.llmApp.inject({ url: `/api/feedback/${id}`, headers: { cookie: user.cookie } })
    ).json();
    expect(record.responses).toHaveLength(2);
    expect(record.overall_analysis.conversation_stats.user_messages).toBe(1);
    expect((await ask(suite.llmApp, user, id, 'And the price?')).statusCode).toBe(200);
  });
});
