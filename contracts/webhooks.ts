import { z } from 'zod';

export const WEBHOOK_EVENTS = ['run.completed', 'run.failed', 'credits.low'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/** The headers of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'twinsight-signature';
export const WEBHOOK_EVENT_HEADER = 'twinsight-event';
export const WEBHOOK_DELIVERY_HEADER = 'twinsight-delivery';

/** POST /api/workspaces/:id/webhooks */
export const createWebhookSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'Enter the endpoint’s full URL, starting with https://' })
    .max(WEBHOOK_URL_MAX_LENGTH),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'Choose at least one event')
    .transform((events) => [...new Set(events)]),
});
export type CreateWebhook = z.input<typeof createWebhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  responseStatus: z.number().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Failed delivery attempts in a row after which an endpoint is paused (decision 050). */
export const WEBHOOK_PAUSE_AFTER_FAILURES = 10;

/**
 * Why a workspace's endpoints are paused when its ownership passes to another member (decision 040): they were
 * registered by the old owner, and the new owner's events go nowhere the new owner has not chosen.
 */
export const OWNERSHIP_TRANSFER_PAUSE_REASON =
  'Paused when the workspace passed to a new owner: it was registered by the previous owner. Resume it to keep sending to it.';

export const webhookSchema = z.object({
  id: z.string(),
  workspaceId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  /** The latest delivery and how it went, or null before the first event. */
  lastDelivery: webhookDeliverySchema.nullable(),
  /** Set once WEBHOOK_PAUSE_AFTER_FAILURES attempts in a row failed: nothing is sent until an owner resumes it. */
  paused: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);
/** The answer to creating one: the only time the signing secret is shown. */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

/** What every delivery's JSON body holds. */
export const webhookPayloadSchema = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  createdAt: z.string(),
  workspaceId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
