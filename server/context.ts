import type { Database, Db } from '@db/client';
import type { SimulationProvider } from '@engine/index';
import type { Env } from './env';
import type { RunTypes } from './run-types';
import type { Auth } from './infrastructure/create-auth';
import type { PerKeyLimit } from './infrastructure/per-key-limit';
import type { Mailer } from './infrastructure/send-email';
import type { RealtimeHub } from './infrastructure/realtime-hub';
import type { RunEvents } from './infrastructure/run-events';
import type { RunQueue } from './infrastructure/run-queue';
import type { RunSlotSignal } from './infrastructure/run-slot-signal';
import type { WebhookQueue } from './infrastructure/webhook-queue';
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
  webhooks: WebhookQueue;
  /** The executor of every run type the queue runs (server/run-types.ts). */
  runTypes: RunTypes;
  runSlots: RunSlotSignal;
  /** One user's follow-ups and interview questions in this process: RUNS_PER_USER at a time, the rest wait in memory. */
  questionTurns: PerKeyLimit;
  /** Account emails over SMTP; null when SMTP_URL is not set. */
  mailer: Mailer | null;
};

/** The signed-in caller, resolved from the session cookie or bearer token. */
export type Actor = {
  id: string;
  email: string;
  name: string;
  /** Known when resolved from the session (role changes invalidate it); otherwise services read the role. */
  isAdmin?: boolean;
  /**
   * The workspace the request names in X-Workspace-Id, unchecked: services that act in a workspace check the
   * caller's membership and role (services/workspaces/workspace-access.ts); without it they use the PERSONAL one.
   */
  workspaceId?: string;
};
