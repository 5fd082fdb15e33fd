// POST /functions/v1/consume-tokens: the spec's consume call. Its failure answers are read too (error, errorCode, currentBalance).
import type { ConsumeRequest, ConsumeResponse } from '@contracts/credits';
import { apiRequestRaw } from '@web/lib/api-client';

export const CONSUME_TOKENS_PATH = '/functions/v1/consume-tokens';

/** The answer's HTTP outcome and the spec's fields, or answer null when the body is not a JSON object. */
export type ConsumeAnswer = { ok: boolean; answer: ConsumeResponse | null };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const numeric = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** Keeps the fields the spec reads, each only when it has the expected type. */
export function readConsumeResponse(body: unknown): ConsumeResponse | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  return {
    success: fields.success === true,
    error: text(fields.error),
    errorCode: text(fields.errorCode),
    message: text(fields.message),
    newBalance: numeric(fields.newBalance),
    currentBalance: numeric(fields.currentBalance),
    subscriptionUsed: fields.subscriptionUsed === true ? true : undefined,
  };
}

export async function consumeTokensRequest(request: ConsumeRequest): Promise<ConsumeAnswer> {
  const { ok, body } = await apiRequestRaw(CONSUME_TOKENS_PATH, { method: 'POST', body: request });
  return { ok, answer: readConsumeResponse(body) };
}
