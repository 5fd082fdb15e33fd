import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

export async function checkHealth({ db, database }: AppContext) {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: {
        kind: database.kind,
        status: 'ok' as const,
        latencyMs: Math.round(performance.now() - started),
      },
    };
  } catch {
    return { status: 'degraded' as const, database: { kind: database.kind, status: 'unavailable' as const } };
  }
}
