import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../db/testing';
import { SDK_SCHEMA_FILE, sdkSchemaSource } from '../scripts/generate-sdk';
import { seedPersonas } from '../server/services/personas/seed-personas';
import { signUpAndIn, startTestApp, type TestApp } from '../server/testing';

const ROOT = path.resolve(import.meta.dirname, '..');
const TSX_CLI = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** The README's first TypeScript block, exactly as a reader copies it. */
async function readmeSnippet(): Promise<string> {
  const readme = await readFile(path.resolve(import.meta.dirname, 'README.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error('sdk/README.md has no ```ts block');
  return block[1]!;
}

/**
 * Saves the snippet as concept-test.ts in a folder of the repository and runs it with `npx tsx` from the
 * repository's folder, as the README says, with the address and key in the environment.
 */
async function runReadmeSnippet(baseUrl: string, apiKey: string) {
  const folder = await mkdtemp(path.join(ROOT, '.sdk-readme-'));
  try {
    const file = path.join(folder, 'concept-test.ts');
    await writeFile(file, await readmeSnippet());
    return await promisify(execFile)(process.execPath, [TSX_CLI, file], {
      cwd: ROOT,
      env: { ...process.env, TWINSIGHT_URL: baseUrl, TWINSIGHT_API_KEY: apiKey },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describe('the SDK', () => {
  let database: TestDatabase;
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
    app = await startTestApp(database);
    await seedPersonas(app.context);
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('runs the README’s concept test as written, over HTTP with an API key', async () => {
    const user = await signUpAndIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/api-key/create',
      headers: { cookie: user.cookie },
      payload: { name: 'SDK test', expiresIn: null, metadata: { scope: 'run' } },
    });
    expect(created.statusCode).toBe(200);

    const result = await runReadmeSnippet(baseUrl, created.json().key);
    expect(result.stderr).toBe('');
    const printed = /^Saved run (\S+): 5 twins answered\.$/.exec(result.stdout.trim());
    expect(printed, result.stdout).not.toBeNull();
    const record = (
      await app.inject({ url: `/api/feedback/${printed![1]}`, headers: { cookie: user.cookie } })
    ).json();
    expect(record).toMatchObject({
      type: 'focus-group',
      concept: 'A refillable glass bottle of dish soap for €4.50, sold at the supermarket.',
    });
    expect(record.responses).toHaveLength(5);
    const balance = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(balance.balance).toBe(9);
  });

  it('stops with the server’s problem detail when the key is not valid', async () => {
    const result = await runReadmeSnippet(baseUrl, `tws_${'x'.repeat(64)}`);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('This API key is not valid.');
  });

  it('keeps its types matching the current API document', async () => {
    expect(await readFile(SDK_SCHEMA_FILE, 'utf8'), 'run npm run sdk:generate').toBe(await sdkSchemaSource());
  });
});
