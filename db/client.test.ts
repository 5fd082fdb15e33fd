import { randomBytes } from 'node:crypto';
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

describe.each(testDatabaseKinds)('statements on $name', (kind) => {
  it('let the event loop serve others between one caller’s statements', async () => {
    const database = await kind.open();
    try {
      // One caller's long chain of statements, as a busy request makes; an I/O callback queued when it starts
      // (another request arriving) must run before the chain ends, not after.
      let otherServedAfter = -1;
      let done = 0;
      setImmediate(() => (otherServedAfter = done));
      for (let i = 0; i < 50; i++) {
        await database.db.execute(sql`select 1`);
        done += 1;
      }
      expect(otherServedAfter).toBeGreaterThanOrEqual(0);
      expect(otherServedAfter).toBeLessThan(50);
    } finally {
      await database.drop();
    }
  });
});

describe.each(testDatabaseKinds)('binary values on $name', (kind) => {
  it('are stored and read back byte for byte, at the size of an upload', async () => {
    const database = await kind.open();
    try {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      const upload = randomBytes(2 * 1024 * 1024);
      for (const bytes of [Buffer.alloc(0), everyByte, upload]) {
        const { rows } = await database.executeSql(
          'select $1::bytea as bytes, octet_length($1::bytea) as n',
          [bytes],
        );
        const [row] = rows as { bytes: Uint8Array; n: number }[];
        expect(row!.n).toBe(bytes.length);
        expect(Buffer.from(row!.bytes).equals(bytes)).toBe(true);
      }
    } finally {
      await database.drop();
    }
  });
});
