// Fair sharing of model calls (decision 055): one user's 200-twin comparison (203 calls) is under way when another
// user's 7-twin concept test (11 calls) starts; the small run's calls are taken in turn with the study's, so it ends
// while most of the study's calls have not been asked yet. No timings are asserted (bench/fair-model-calls.ts prints
// them beside the goal).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import { startMockLlmServer, type MockLlmServer } from '../e2e/support/mock-llm-server';
import { seedPersonas } from './services/personas/seed-personas';
import { signUpAndIn, startTestApp, testDatabaseKinds, type TestApp } from './testing';

const STUDY = 'An insulated lunch box that keeps food warm for 6 hours, $30.';
const STUDY_CALLS = 200 + 3;

describe.each(testDatabaseKinds)('model calls shared fairly across users on $name', (kind) => {
  let database: TestDatabase;
  let llm: MockLlmServer;
  let app: TestApp;
  beforeAll(async () => {
    database = await kind.open();
    llm = await startMockLlmServer({ latencyMs: 50 });
    app = await startTestApp(database, {
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: llm.baseUrl,
      LLM_MODEL: 'mock-model',
      LLM_CONCURRENCY: '2',
    });
    await seedPersonas(app.context);
  });
  afterAll(async () => {
    await app?.close();
    await llm?.close();
    await database?.drop();
  });

  it('ends another user’s concept test while a 200-twin study still has most of its calls to make', async () => {
    const busy = await signUpAndIn(app);
    const other = await signUpAndIn(app);
    const twins = (await app.inject({ url: '/api/personas' })).json().slice(0, 7);
    const studyCalls = () => llm.requests.filter((request) => request.prompt.includes(STUDY)).length;
    const study = app.inject({
      method: 'POST',
      url: '/api/comparisons',
      headers: { cookie: busy.cookie },
      payload: { variants: [STUDY, STUDY.replace('6 hours', '4 hours')] },
    });
    while (studyCalls() < 10) await new Promise((resolve) => setTimeout(resolve, 10));

    const small = await app.inject({
      method: 'POST',
      url: '/api/analyses',
      headers: { cookie: other.cookie },
      payload: {
        concept: 'A refillable deodorant in a steel case, €12 then €6 a refill.',
        personaIds: twins.map((twin: { id: string }) => twin.id),
      },
    });
    const askedByThen = studyCalls();
    expect(small.statusCode).toBe(201);
    // Without turns by user, the small run's 11 calls waited behind all 200 of the study's first questions.
    expect(askedByThen).toBeLessThan(STUDY_CALLS / 2);
    expect((await study).statusCode).toBe(201);
    expect(studyCalls()).toBe(STUDY_CALLS);
    // The provider's limit held: the gate shares it, it does not add to it.
    expect(llm.maxConcurrentCalls).toBeLessThanOrEqual(2);
  });
});
