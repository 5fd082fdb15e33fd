import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from './testing';

const postgres = testDatabaseKinds.find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('PostgreSQL connection loss', () => {
  it('survives terminated connections and resumes LISTEN by itself', async () => {
    const database = await postgres!.open();
    try {
      const received: string[] = [];
      await database.listen('loss_check', (payload) => received.push(payload));
      await database.db.execute(sql`select 1`);
      // What a server restart or failover does to every open connection of this database.
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      const deadline = Date.now() + 10_000;
      while (received.length === 0 && Date.now() < deadline) {
        await database.db.execute(sql`select pg_notify('loss_check', 'after')`).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      expect(received).toContain('after');
    } finally {
      await database.drop();
    }
  });
});
