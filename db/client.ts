import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/**
 * A callback for one LISTEN channel; returns a function that stops listening. onConnectionChange hears when the
 * LISTEN connection is lost (notifications may be missed until it is back) and when it listens again.
 */
export type Listen = (
  channel: string,
  onPayload: (payload: string) => void,
  onConnectionChange?: (listening: boolean) => void,
) => Promise<() => Promise<void>>;

/** Raw SQL for libraries that bring their own queries (the pg-boss job queue); without values it may hold several statements. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen: Listen;
  executeSql: ExecuteSql;
  close: () => Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export type DatabaseOptions = {
  url?: string;
  dataDir?: string;
  /** An in-memory PGlite starts as a copy of this dump (see dumpMigratedPglite) instead of empty. */
  fromDump?: Blob;
  /** Connection errors that happen outside any query (e.g. the server restarting); the pool replaces the client. */
  onConnectionError?: (error: Error) => void;
};

const LISTEN_RETRY_MS = 1000;

/** PostgreSQL when a url is given, otherwise PGlite in dataDir (or in memory without one). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url)
    return openPostgres(
      options.url,
      options.onConnectionError ?? ((error) => console.error('PostgreSQL connection error:', error.message)),
    );
  return openPglite(options.dataDir, options.fromDump);
}

/**
 * PGlite sends and reads bytea as hex text built one byte at a time in JavaScript (a 1 MB upload held the event loop
 * for 0.7 s to store and 0.3 s to read); Buffer's hex codec does the same natively.
 */
const nativeBytea = {
  serializers: {
    [types.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
} satisfies Pick<PGliteOptions, 'serializers' | 'parsers'>;

const nextTurnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on this thread, and a request's statements follow each other in promise callbacks that
 * never let the event loop read a socket: one user's busy requests would hold everyone else's until they end (20
 * parallel follow-ups made another user's requests 20× slower). Each statement first waits a turn of the event loop,
 * so other requests are read and queue their statements in between.
 */
class TurnTakingPGlite extends PGlite {
  override async _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> {
    await nextTurnOfTheEventLoop();
    return super._runExclusiveQuery(fn);
  }
}

/** A freshly migrated in-memory database as a dump: tests copy it rather than run every migration again. */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = new PGlite();
  await client.waitReady;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

/** Where PGlite keeps the database of a data directory: absent until the first start creates it. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPglite(dataDir?: string, fromDump?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new TurnTakingPGlite(
    dataDir
      ? { dataDir: pgliteDirectory(dataDir), ...nativeBytea }
      : { loadDataDir: fromDump, ...nativeBytea },
  );
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, onConnectionError: (error: Error) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // Without a listener an idle client's error (server restart, failover) would crash the process.
  pool.on('error', onConnectionError);
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  let listener: Promise<pg.Client> | undefined;
  let closed = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const connectionWatchers = new Set<(listening: boolean) => void>();
  const connectListener = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    // A lost LISTEN connection is replaced and re-subscribes to every channel, so realtime recovers by itself.
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closed) return;
      lost = true;
      if (error) onConnectionError(error);
      listener = undefined;
      for (const watch of connectionWatchers) watch(false);
      reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return client;
  };
  const reconnect = (): void => {
    if (closed) return;
    setTimeout(() => {
      void ensureListener().then(
        () => {
          for (const watch of connectionWatchers) watch(true);
        },
        (error: unknown) => {
          onConnectionError(error as Error);
          reconnect();
        },
      );
    }, LISTEN_RETRY_MS);
  };
  const ensureListener = () => {
    listener ??= connectListener().catch((error: unknown) => {
      listener = undefined;
      throw error;
    });
    return listener;
  };
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    executeSql: async (text, values) => {
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    listen: async (channel, onPayload, onConnectionChange) => {
      const client = await ensureListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      }
      set.add(onPayload);
      if (onConnectionChange) connectionWatchers.add(onConnectionChange);
      return async () => {
        set.delete(onPayload);
        if (onConnectionChange) connectionWatchers.delete(onConnectionChange);
      };
    },
    close: async () => {
      closed = true;
      const client = await listener?.catch(() => undefined);
      await client?.end();
      await pool.end();
    },
  };
}
