// A server killed (SIGKILL) in the middle of an LLM-backed run: after a restart the queued run is retried and
// completes (charged once), or, when it finally fails, its credit comes back; the ledger always sums to the balance.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '@db/testing';
import { startMockLlmServer, type MockLlmServer } from '../e2e/support/mock-llm-server';
import { cookieFrom, testDatabaseKinds } from './testing';

const concept = 'A subscription for refillable cleaning tablets, €6 a month, for eco-minded households.';
const password = 'correct horse battery';

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testDatabaseKinds)('a run cut off by SIGKILL on $name', (kind) => {
  let llm: MockLlmServer;
  let database: TestDatabase | undefined;
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'twinsight-restart-'));
  const port = 41000 + Math.floor(Math.random() * 15000);
  const base = `http://localhost:${port}`;

  beforeAll(async () => {
    // Slow answers, so the kill lands while the twins are being asked.
    llm = await startMockLlmServer({ latencyMs: 20_000 });
    if (kind.name === 'postgres') database = await kind.open();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await llm?.close();
    await database?.drop();
  });

  const startServer = (extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        ...(database?.url ? { DATABASE_URL: database.url } : { DATABASE_URL: '', DATA_DIR: dataDir }),
        NODE_ENV: 'test',
        PORT: String(port),
        BASE_URL: base,
        BETTER_AUTH_SECRET: 'r'.repeat(40),
        ADMIN_EMAIL: 'restart-admin@example.com',
        ADMIN_PASSWORD: 'restart admin password',
        LOG_LEVEL: 'warn',
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: 'mock-model',
        LLM_TIMEOUT_MS: '60000',
        AUTH_TIMING_FLOOR_MS: '0',
        ...extra,
      },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };
  const healthy = () =>
    waitFor('the server to answer', async () => ((await fetch(`${base}/api/health`)).ok ? true : undefined));

  it(
    'retries the run after a restart and charges it once; a run that then fails is refunded',
    { timeout: 480_000 },
    async () => {
      // Short leases, so the restarted server notices within seconds that the killed one no longer holds the run.
      let server = startServer({ RUN_LEASE_MS: '2000' });
      await healthy();
      const email = `restart-${Date.now()}@example.com`;
      const json = { 'content-type': 'application/json', origin: base };
      expect(
        (
          await fetch(`${base}/api/auth/sign-up/email`, {
            method: 'POST',
            headers: json,
            body: JSON.stringify({ name: 'R', email, password }),
          })
        ).status,
      ).toBe(200);
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      const cookie = cookieFrom(signIn.headers.getSetCookie());
      const personas = (await (await fetch(`${base}/api/personas`)).json()) as { id: string }[];
      const balance = async () =>
        ((await (await fetch(`${base}/api/tokens`, { headers: { cookie } })).json()) as { balance: number })
          .balance;
      const ledger = async () =>
        (
          (await (await fetch(`${base}/api/tokens/ledger?limit=100`, { headers: { cookie } })).json()) as {
            items: { amount: number; operationType: string; metadata: { reason?: string } }[];
          }
        ).items;
      const records = async () =>
        (await (await fetch(`${base}/api/feedback/all`, { headers: { cookie } })).json()) as {
          concept: string;
          responses: unknown[];
        }[];

      const killMidRun = async (runConcept: string) => {
        llm.configure({ latencyMs: 20_000, failure: undefined });
        llm.reset();
        void fetch(`${base}/api/analyses`, {
          method: 'POST',
          headers: { ...json, cookie },
          body: JSON.stringify({ concept: runConcept, personaIds: personas.slice(0, 3).map((p) => p.id) }),
        }).catch(() => undefined);
        await waitFor('the LLM to be asked', async () => (llm.calls > 0 ? true : undefined));
        server.kill('SIGKILL');
        await new Promise<void>((resolve) => server.once('exit', () => resolve()));
      };

      // 1. Killed mid-run, then the LLM answers quickly: the restarted server runs it again and saves it.
      await killMidRun(concept);
      llm.configure({ latencyMs: 50 });
      const restartedAt = Date.now();
      server = startServer({ RUN_LEASE_MS: '2000' });
      await healthy();
      const [record] = await waitFor(
        'the retried run’s record',
        async () => ((await records()).length === 1 ? records() : undefined),
        60_000,
      );
      console.log(
        `SIGKILL mid-run (${kind.name}): the retried run was saved ${Date.now() - restartedAt} ms after the restart`,
      );
      expect(record).toMatchObject({ concept });
      expect(record!.responses).toHaveLength(3);
      expect(await balance()).toBe(9);
      const afterRetry = await ledger();
      expect(afterRetry.map((e) => `${e.operationType}:${e.amount}`)).toEqual([
        'analysis:-1',
        'signup_grant:10',
      ]);
      expect(afterRetry.reduce((sum, e) => sum + e.amount, 0)).toBe(9);

      // 2. Killed mid-run, then the LLM fails: the retry gives up and the credit comes back.
      await killMidRun(`${concept} (second)`);
      llm.configure({ latencyMs: 50, failure: { mode: 'status-500' } });
      server = startServer({ RUN_LEASE_MS: '2000' });
      await healthy();
      await waitFor(
        'the refund',
        async () =>
          (await balance()) === 9 && (await ledger())[0]!.operationType === 'refund' ? true : undefined,
        60_000,
      );
      const entries = await ledger();
      expect(entries.slice(0, 3).map((e) => `${e.operationType}:${e.amount}`)).toEqual([
        'refund:1',
        'analysis:-1',
        'analysis:-1',
      ]);
      expect(entries[0]!.metadata.reason).toBe('The simulation could not be completed.');
      expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(await balance());
      expect(await records()).toHaveLength(1);
    },
  );
});
