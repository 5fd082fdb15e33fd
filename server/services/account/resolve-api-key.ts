import { eq } from 'drizzle-orm';
import { scopeOfPermissions, type ApiKeyScope } from '@contracts/api-keys';
import { user } from '@db/schema/index';
import type { Actor, AppContext } from '../../context';
import { httpError, unauthorized } from '../../errors';

/**
 * The owner of an API key, for a request that needs `scope`. better-auth's plugin checks the key against its stored
 * hash, its expiry and its per-key rate limit in the database on every call and records the call as its last use,
 * so revocation and expiry take effect at once in every process. A key never acts as an administrator.
 */
export async function resolveApiKey(
  { auth, db }: AppContext,
  key: string,
  scope: ApiKeyScope | null,
): Promise<Actor> {
  const result = await auth.api.verifyApiKey({ body: { key } });
  if (!result.valid || !result.key) {
    const error = result.error as { code?: string; details?: { tryAgainIn?: number } } | null;
    if (error?.code === 'RATE_LIMITED') {
      const retryAfter = Math.max(1, Math.ceil((error.details?.tryAgainIn ?? 60_000) / 1000));
      throw httpError('RATE_LIMITED', 'This API key made too many requests; try again later.', {
        extra: { retryAfter },
      });
    }
    throw unauthorized(
      error?.code === 'KEY_EXPIRED' ? 'This API key has expired.' : 'This API key is not valid.',
    );
  }
  const granted = scopeOfPermissions(result.key.permissions);
  if (!scope || (scope === 'run' && granted !== 'run')) {
    throw httpError(
      'API_KEY_SCOPE',
      scope === 'run'
        ? 'This API key may only read; create a key with the scope “Read and run” to start studies.'
        : 'API keys cannot make this call; sign in to the app instead.',
    );
  }
  const [owner] = await db
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, result.key.referenceId));
  if (!owner) throw unauthorized('This API key is not valid.');
  return { ...owner, isAdmin: false };
}
