import { z } from 'zod';

/** What a key may do: read (GET routes a signed-in user may call), or read and run (also start studies). */
export const API_KEY_SCOPES = ['read', 'run'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const apiKeyScopeSchema = z.enum(API_KEY_SCOPES);

/** Every key starts with this, so a bearer header tells a key from a session token before any lookup. */
export const API_KEY_PREFIX = 'tws_';
export const API_KEY_NAME_MAX_LENGTH = 32;
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;

/** The permissions a key of each scope is created with (better-auth's api-key `permissions`). */
export const API_KEY_PERMISSIONS: Record<ApiKeyScope, { twinsight: ApiKeyScope[] }> = {
  read: { twinsight: ['read'] },
  run: { twinsight: ['read', 'run'] },
};

/** POST /api/auth/api-key/create as the profile page sends it: the scope travels in the metadata. */
export const createApiKeySchema = z.object({
  name: z.string().trim().min(1, 'Name the key').max(API_KEY_NAME_MAX_LENGTH),
  /** Seconds; null: never expires. */
  expiresIn: z.number().int().positive().nullable(),
  metadata: z.object({ scope: apiKeyScopeSchema }),
});
export type CreateApiKey = z.infer<typeof createApiKeySchema>;

/** A key as better-auth's api-key/list answers it (the key itself is never listed). */
export const apiKeySummarySchema = z.looseObject({
  id: z.string(),
  name: z.string().nullable(),
  start: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastRequest: z.string().nullable(),
  createdAt: z.string(),
  permissions: z.record(z.string(), z.array(z.string())).nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
export const apiKeyListSchema = z.looseObject({ apiKeys: z.array(apiKeySummarySchema), total: z.number() });

/** The answer to api-key/create: the only time `key` is shown. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: z.string() });

/** The scope a key's permissions amount to. */
export function scopeOfPermissions(permissions: Record<string, string[]> | null | undefined): ApiKeyScope {
  return permissions?.twinsight?.includes('run') ? 'run' : 'read';
}
