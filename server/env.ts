// The one place that reads process.env: validated once at boot.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** The simulation provider's variables: the server and `npm run validate` read these alone. */
const llmEnvShape = {
  LLM_PROVIDER: z.enum(['offline', 'openai-compatible', 'anthropic']).default('offline'),
  LLM_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  /** Model calls in flight at once in this process, taken in turn by the users whose runs ask them (decision 055). */
  LLM_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(7),
  LLM_EMBEDDING_MODEL: optionalText,
  LLM_EMBEDDING_BASE_URL: optionalText.pipe(z.url().optional()),
  LLM_EMBEDDING_API_KEY: optionalText,
  /** The most model calls one run may make; a run that would make more is refused (400) before it is charged. */
  MAX_RUN_MODEL_CALLS: z.coerce.number().int().min(1).max(1_000_000).default(2_000),
};
const llmEnvSchema = z.object(llmEnvShape);
export type LlmEnv = z.infer<typeof llmEnvSchema>;

function invalid(lines: string[]): EnvError {
  return new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

function checkLlmEnv(env: LlmEnv): void {
  if (env.LLM_PROVIDER !== 'offline' && !env.LLM_MODEL)
    throw invalid([`  LLM_MODEL is required when LLM_PROVIDER is ${env.LLM_PROVIDER}`]);
  if (env.LLM_PROVIDER === 'openai-compatible' && !env.LLM_BASE_URL)
    throw invalid(['  LLM_BASE_URL is required when LLM_PROVIDER is openai-compatible']);
  if (env.LLM_PROVIDER === 'anthropic' && !env.LLM_API_KEY)
    throw invalid(['  LLM_API_KEY is required when LLM_PROVIDER is anthropic']);
  if (env.LLM_EMBEDDING_BASE_URL && !env.LLM_EMBEDDING_MODEL)
    throw invalid(['  LLM_EMBEDDING_MODEL is required when LLM_EMBEDDING_BASE_URL is set']);
  if (env.LLM_PROVIDER === 'anthropic' && env.LLM_EMBEDDING_MODEL && !env.LLM_EMBEDDING_BASE_URL) {
    throw invalid([
      '  LLM_EMBEDDING_BASE_URL is required for LLM_EMBEDDING_MODEL when LLM_PROVIDER is anthropic (Anthropic has no embeddings endpoint)',
    ]);
  }
}

/** Only the simulation provider's variables, checked as at boot (for tools such as the validation harness). */
export function loadLlmEnv(source: Record<string, string | undefined> = process.env): LlmEnv {
  const parsed = llmEnvSchema.safeParse(source);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`));
  checkLlmEnv(parsed.data);
  return parsed.data;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  BASE_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().default('.data'),
  /** The built web app to serve (default dist/web). */
  WEB_ROOT: optionalText,
  DATABASE_URL: optionalText.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SESSION_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SIGNUP_CREDITS: z.coerce.number().int().min(0).max(10_000).default(10),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  BRAND_NAME: z.string().min(1).default('Twinsight'),
  CONTACT_EMAIL: z.email().default('hello@twinsight.example'),
  ANALYTICS_SCRIPT_URL: optionalText.pipe(z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty: one readable line per event (default outside production); json: pino's JSON lines (production). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  TRUST_PROXY: z.stringbool().default(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Attempts at one webhook delivery; the wait between them starts at WEBHOOK_RETRY_DELAY_SECONDS and doubles. */
  WEBHOOK_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
  /** Endpoints one workspace may register. */
  WEBHOOK_MAX_ENDPOINTS: z.coerce.number().int().min(1).max(1_000).default(10),
  /**
   * Development and tests only (refused in production): webhook endpoints may be on loopback or private addresses,
   * there also over plain HTTP, so that a receiver on this machine or network can be tried out.
   */
  WEBHOOK_ALLOW_PRIVATE_HOSTS: z.stringbool().default(false),
  /** credits.low is sent when a charge takes the balance below this. */
  CREDITS_LOW_THRESHOLD: z.coerce.number().int().min(1).default(3),
  /** Requests one API key may make per minute, counted in the database across every process. */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** SMTP server for account emails (password reset), e.g. smtp://user:pass@smtp.example.com:587. */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  /** Sender of account emails; default "BRAND_NAME <no-reply@BASE_URL's host>". */
  MAIL_FROM: optionalText,
  /**
   * Sign-up, sign-in and reset requests answer no sooner than this, so their timing does not tell whether an
   * account exists (the real work, one password hash, stays well below it).
   */
  AUTH_TIMING_FLOOR_MS: z.coerce.number().int().min(0).max(10_000).default(400),
  /**
   * A charged run with neither a record nor a refund after this long was cut off by a dying process and is
   * refunded (checked at start and every minute). Default: twice the longest a run can take with LLM_TIMEOUT_MS and
   * LLM_MAX_RETRIES, plus a minute.
   */
  ABANDONED_RUN_AFTER_MS: z.coerce.number().int().min(100).optional(),
  /** Runs of the configured provider that may run at once across every process sharing the database (decision 019). */
  RUN_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(4),
  /** Runs of one user that may run at once; the rest wait in the queue, behind other users' runs. */
  RUNS_PER_USER: z.coerce.number().int().min(1).max(1000).default(2),
  /** Workers this process runs (0: it only takes requests, `npm run worker` processes run the queue). */
  RUN_WORKERS: z.coerce.number().int().min(0).max(1000).default(6),
  /** A worker renews its hold on a run this often (a third of it); a run whose hold lapses is handed to another worker. */
  RUN_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
  /** On SIGTERM running runs may finish for this long; the rest go back to the queue for another process. */
  RUN_DRAIN_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** How long a client may take to send a whole request (headers and body); slower ones get 408. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** PDF reports: worker threads laying them out, the longest a layout may take, the most text a report holds. */
  /**
   * Audience files are read in a pool of their own, each user's one at a time (so from two workers on, another
   * user's file never waits behind them); a file still being read past the budget is refused (400 naming `file`).
   */
  AUDIENCE_FILE_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  AUDIENCE_FILE_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** The most time OCR may spend on one image; past it the image reads as having no words. */
  OCR_TIME_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(8_000),
  /** OCR threads; each reads one image at a time, and one user's images take one thread at a time. */
  OCR_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /**
   * The OCR time (seconds an image held an OCR thread) one user's run images may take in an hour; past it, free image
   * analyses are refused (429 with Retry-After) until enough of the hour's reads are an hour old.
   */
  FREE_IMAGE_OCR_SECONDS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Free image analyses per user: at most this many a day, and this many an hour. */
  FREE_IMAGE_READS_PER_DAY: z.coerce.number().int().min(0).max(100_000).default(20),
  FREE_IMAGE_READS_PER_HOUR: z.coerce.number().int().min(0).max(100_000).default(5),
  PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
  PDF_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  PDF_MAX_CHARS: z.coerce.number().int().min(1000).max(50_000_000).default(2_000_000),
  /** Records one user may save per day through POST /api/feedback (runs made by the engine do not count). */
  RECORDS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(200),
  ...llmEnvShape,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Only for tests and local Stripe mocks: where the Stripe client sends its requests. */
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  STRIPE_PRICE_BASIC: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_BUSINESS: optionalText,
  STRIPE_PRICE_PACK_10: optionalText,
  STRIPE_PRICE_PACK_50: optionalText,
  STRIPE_PRICE_PACK_200: optionalText,
});

export type Env = z.infer<typeof envSchema> & {
  BASE_URL: string;
  /** Origins whose pages may sign in and change data: BASE_URL's alone, or without it every local address. */
  TRUSTED_ORIGINS: readonly string[];
  BETTER_AUTH_SECRET: string;
  ABANDONED_RUN_AFTER_MS: number;
};

export class EnvError extends Error {}

declare const TWINSIGHT_BUNDLED: boolean | undefined;
/** True in the bundle scripts/build-server.mjs builds (dist/server), false when the TypeScript sources run. */
const COMPILED = typeof TWINSIGHT_BUNDLED !== 'undefined' && TWINSIGHT_BUNDLED;

/**
 * Parses the environment; a bad value throws an EnvError naming every offending variable. Without NODE_ENV the
 * compiled server runs as production (no reset links or demo password on stdout); the sources as development.
 */
export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  compiled: boolean = COMPILED,
): Env {
  const parsed = envSchema.safeParse({ NODE_ENV: compiled ? 'production' : 'development', ...source });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new EnvError(
      'Invalid environment configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  if (env.NODE_ENV === 'production' && env.WEBHOOK_ALLOW_PRIVATE_HOSTS) {
    throw new EnvError(
      'Invalid environment configuration:\n  WEBHOOK_ALLOW_PRIVATE_HOSTS is for development and tests, never production',
    );
  }
  checkLlmEnv(env);
  return {
    ...env,
    ABANDONED_RUN_AFTER_MS:
      env.ABANDONED_RUN_AFTER_MS ?? 2 * env.LLM_TIMEOUT_MS * (env.LLM_MAX_RETRIES + 1) + 60_000,
    BASE_URL: env.BASE_URL ?? `http://localhost:${env.PORT}`,
    TRUSTED_ORIGINS: env.BASE_URL ? [new URL(env.BASE_URL).origin] : localOrigins(env.PORT),
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? persistedSecret(env.DATA_DIR),
  };
}

/** With no public origin configured, a browser may reach the server by any name of this machine on its port. */
function localOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** A generated secret kept in the data directory, so that `npm start` needs no configuration. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
