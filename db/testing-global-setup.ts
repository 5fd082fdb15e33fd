// Vitest global setup: migrates one PGlite dump and, with TEST_DATABASE_URL, one PostgreSQL template database per
// run, so each test database starts as a copy instead of running every migration again (about 5 s a file).
// Test workers inherit this process's environment, which is how db/testing.ts finds both.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpMigratedPglite, openDatabase } from './client';
import { POSTGRES_TEMPLATE_ENV, PGLITE_DUMP_ENV, postgresUrlFor, runAsAdmin } from './testing';

// eslint-disable-next-line no-restricted-properties -- tests choose their database from the environment
const postgresUrl = process.env.TEST_DATABASE_URL;

export default async function setup() {
  const folder = mkdtempSync(path.join(tmpdir(), 'twinsight-test-'));
  const dumpFile = path.join(folder, 'migrated.pglite.tar');
  const migrateTemplate = async () => {
    if (!postgresUrl) return undefined;
    const name = `twinsight_template_${randomBytes(6).toString('hex')}`;
    await runAsAdmin(postgresUrl, `CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: postgresUrlFor(postgresUrl, name) });
    await database.close();
    return name;
  };
  const [dump, template] = await Promise.all([dumpMigratedPglite(), migrateTemplate()]);
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  // eslint-disable-next-line no-restricted-properties -- handed to the test workers
  process.env[PGLITE_DUMP_ENV] = dumpFile;
  // eslint-disable-next-line no-restricted-properties -- handed to the test workers
  if (template) process.env[POSTGRES_TEMPLATE_ENV] = template;

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (postgresUrl && template)
      await runAsAdmin(postgresUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  };
}
