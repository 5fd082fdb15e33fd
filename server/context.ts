import type { Database, Db } from '../db/client';
import type { SimulationProvider } from '../engine/index';
import type { Env } from './env';
import type { RunTypes } from './run-types';
import type { Auth } from './infrastructure/create-auth';
import type { PerKeyLimit } from './infrastructure/per-key-limit';
import type { RealtimeHub } from './infrastructure/realtime-hub';
import type { RunEvents } from './infrastructure/run-events';
import type { RunQueue } from './infrastructure/run-queue';
import type { RunSlotSignal } from './infrastructure/run-slot-signal';
import type { SessionResolver } from './services/account/resolve-session';

/** What every route and service receives: created once by createApp. */
export type AppContext = {
  env: Env;
  db: Db;
  database: Database;
  auth: Auth;
  sessions: SessionResolver;
  realtime: RealtimeHub;
  engine: SimulationProvider;
  runQueue: RunQueue;
  runEvents: RunEvents;
  /** The executor of every run type the queue runs (server/run-types.ts). */
  runTypes: RunTypes;
  runSlots: RunSlotSignal;
  /** One user's follow-ups and interview questions in this process: RUNS_PER_USER at a time, the rest wait in memory. */
  questionTurns: PerKeyLimit;
};

/** The signed-in caller, resolved from the session cookie or bearer token. */
export type Actor = {
  id: string;
  email: string;
  name: string;
  /** Known when resolved from the session (role changes invalidate it); otherwise services read the role. */
  isAdmin?: boolean;
};
