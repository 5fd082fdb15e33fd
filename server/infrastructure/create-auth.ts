import { AsyncLocalStorage } from 'node:async_hooks';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { apiKey } from '@better-auth/api-key';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@db/client';
import * as schema from '@db/schema/index';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, nameSchema } from '@contracts/account';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PERMISSIONS,
  API_KEY_PREFIX,
  apiKeyScopeSchema,
  createApiKeySchema,
} from '@contracts/api-keys';
import type { Env } from '../env';
import { isCommonPassword } from './common-passwords';
import { createMailer, type Mailer } from './send-email';

/** OWASP's recommended argon2id settings: 19 MiB, 2 passes, 1 lane. */
const argon2Options = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

export type AuthLogger = {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  error: (msg: string) => void;
};

/** Gives a new account what it starts with, inside the sign-up transaction (services/account/provision-user.ts). */
export type ProvisionUser = (
  tx: Tx,
  user: { id: string; name: string },
  signupCredits: number,
) => Promise<void>;

export function createAuth(
  db: Db,
  env: Env,
  {
    log,
    provisionUser,
    mailer = createMailer(env),
  }: { log: AuthLogger; provisionUser: ProvisionUser; mailer?: Mailer | null },
) {
  // better-auth opens the sign-up transaction itself; this hands our hooks the same transaction.
  const currentTx = new AsyncLocalStorage<Tx>();
  const transactionalDb = Object.create(db, {
    transaction: {
      value: (run: (tx: Tx) => Promise<unknown>) => db.transaction((tx) => currentTx.run(tx, () => run(tx))),
    },
  }) as Db;

  return betterAuth({
    appName: env.BRAND_NAME,
    baseURL: env.BASE_URL,
    basePath: '/api/auth',
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [...env.TRUSTED_ORIGINS],
    database: drizzleAdapter(transactionalDb, { provider: 'pg', schema, transaction: true }),
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        // A refused API key is the caller's mistake, answered with 401 (services/account/resolve-api-key.ts).
        if (message.startsWith('Failed to validate API key')) return;
        const text = [
          message,
          ...args.map((arg: unknown) => (arg instanceof Error ? arg.message : String(arg))),
        ];
        (level === 'error' ? log.error : level === 'warn' ? log.warn : log.info)(text.join(' '));
      },
    },
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Sign-up never signs in by itself: that lets it answer the same whether or not the email is taken.
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, argon2Options),
        verify: ({ hash: digest, password }) => verify(digest, password),
      },
      // Not awaited, so a slow mail server cannot reveal through timing that the address has an account.
      // The link is a live credential: it goes by email, or to the developer's terminal, never into a log.
      sendResetPassword: async ({ user, url }) => {
        if (mailer) {
          void mailer
            .sendPasswordReset(user.email, url)
            .catch((error: unknown) => log.error(`Password reset email failed: ${(error as Error).message}`));
        } else if (env.NODE_ENV === 'development') {
          process.stdout.write(
            `\nPassword reset link for ${user.email} (no SMTP_URL set, development only):\n${url}\n\n`,
          );
        } else {
          log.warn('A password reset was requested, but no SMTP_URL is configured: no email was sent.');
        }
      },
    },
    session: {
      expiresIn: env.SESSION_MAX_AGE_DAYS * 24 * 60 * 60,
      // Absolute lifetime: a session is never extended by use.
      disableSessionRefresh: true,
    },
    advanced: {
      cookiePrefix: 'twinsight',
      useSecureCookies: env.BASE_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    plugins: [
      bearer(),
      // Keys are stored as their SHA-256; each is verified against the database on every request (no cache), so a
      // revoked or expired key is refused at once in every process.
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        requireName: true,
        maximumNameLength: API_KEY_NAME_MAX_LENGTH,
        enableMetadata: true,
        keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 365 },
        rateLimit: { enabled: true, timeWindow: 60_000, maxRequests: env.API_KEY_RATE_LIMIT_PER_MINUTE },
        // A client may not set permissions itself; the scope it asked for (checked in the hook below) decides them.
        permissions: {
          defaultPermissions: (_userId, ctx) =>
            API_KEY_PERMISSIONS[
              apiKeyScopeSchema.parse((ctx.body as { metadata?: { scope?: unknown } }).metadata?.scope)
            ],
        },
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = ctx.body as Record<string, unknown> | undefined;
        if (ctx.path === '/api-key/create') {
          const parsed = createApiKeySchema.safeParse(body);
          if (!parsed.success) {
            const issue = parsed.error.issues[0]!;
            throw new APIError('BAD_REQUEST', {
              message: `${issue.path.join('.')}: ${issue.message}`,
              code: 'VALIDATION_FAILED',
            });
          }
        }
        // A key's scope is fixed when it is made: its metadata may not be rewritten to claim another.
        if (ctx.path === '/api-key/update' && body && 'metadata' in body) {
          throw new APIError('BAD_REQUEST', {
            message: 'metadata: A key’s scope cannot be changed; create a new key.',
            code: 'VALIDATION_FAILED',
          });
        }
        if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && body && 'name' in body) {
          const name = nameSchema.safeParse(body.name);
          if (!name.success)
            throw new APIError('BAD_REQUEST', {
              message: `name: ${name.error.issues[0]!.message}`,
              code: 'INVALID_NAME',
            });
        }
        if (typeof body?.email === 'string' && body.email.length > EMAIL_MAX_LENGTH) {
          throw new APIError('BAD_REQUEST', {
            message: `email: At most ${EMAIL_MAX_LENGTH} characters`,
            code: 'INVALID_EMAIL',
          });
        }
        const passwordField =
          ctx.path === '/sign-up/email'
            ? 'password'
            : ctx.path === '/reset-password' || ctx.path === '/change-password'
              ? 'newPassword'
              : undefined;
        if (!passwordField) return;
        const password = body?.[passwordField];
        if (typeof password === 'string' && isCommonPassword(password)) {
          throw new APIError('BAD_REQUEST', {
            message: 'This password is too common. Choose one that is harder to guess.',
            code: 'PASSWORD_TOO_COMMON',
          });
        }
      }),
    },
    databaseHooks: {
      account: {
        create: {
          // Runs inside the sign-up transaction, after the user row exists.
          before: async (account) => {
            if (account.providerId !== 'credential') return;
            const tx = currentTx.getStore();
            if (!tx) throw new Error('Account creation must run inside the sign-up transaction');
            const [owner] = await tx
              .select({ id: schema.user.id, name: schema.user.name })
              .from(schema.user)
              .where(eq(schema.user.id, account.userId));
            if (!owner) throw new Error(`User ${account.userId} not found while provisioning`);
            await provisionUser(tx, owner, env.SIGNUP_CREDITS);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
