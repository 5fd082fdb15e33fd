import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../db/testing';
import { SDK_SCHEMA_FILE, sdkSchemaSource } from '../scripts/generate-sdk';
import { seedPersonas } from '../server/services/personas/seed-personas';
import { signUpAndIn, startTestApp, type TestApp } from '../server/testing';
import { runConceptTest } from './examples/run-concept-test';

const EXAMPLE_FILE = path.resolve(import.meta.dirname, 'examples/run-concept-test.ts');

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

  it('runs the README’s concept test over HTTP with an API key and reads the result', async () => {
    const user = await signUpAndIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/api-key/create',
      headers: { cookie: user.cookie },
      payload: { name: 'SDK test', expiresIn: null, metadata: { scope: 'run' } },
    });
    expect(created.statusCode).toBe(200);

    const record = await runConceptTest(baseUrl, created.json().key);
    expect(record).toMatchObject({
      type: 'focus-group',
      concept: 'A refillable glass bottle of dish soap for €4.50, sold at the supermarket.',
    });
    expect(record.responses).toHaveLength(5);
    const history = (await app.inject({ url: '/api/feedback/all', headers: { cookie: user.cookie } })).json();
    expect(JSON.stringify(history)).toContain(record.id);
    const balance = (await app.inject({ url: '/api/tokens', headers: { cookie: user.cookie } })).json();
    expect(balance.balance).toBe(9);
  });

  it('fails with the server’s problem detail when the key is not valid', async () => {
    await expect(runConceptTest(baseUrl, `tws_${'x'.repeat(64)}`)).rejects.toThrow(
      'The run failed: This API key is not valid.',
    );
  });

  it('shows the tested example in its README, and its types match the current API document', async () => {
    const readme = await readFile(path.resolve(import.meta.dirname, 'README.md'), 'utf8');
    const example = await readFile(EXAMPLE_FILE, 'utf8');
    expect(readme).toContain(example.replace("from '../src/index'", "from '@twinsight/sdk'").trim());
    expect(await readFile(SDK_SCHEMA_FILE, 'utf8'), 'run npm run sdk:generate').toBe(await sdkSchemaSource());
  });
});
