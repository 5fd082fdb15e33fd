import type { z } from 'zod';
import { badRequest } from './errors';

/** Parses untrusted input; a failure becomes a 400 problem with one invalidParams entry per field. */
export function validate<T extends z.ZodType>(schema: T, input: unknown, what = 'request'): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const invalidParams = result.error.issues.map((issue) => ({
    name: issue.path.join('.') || what,
    reason: issue.message,
  }));
  throw badRequest(invalidParams.map((p) => `${p.name}: ${p.reason}`).join('; '), invalidParams);
}

/** Deeper JSON than any request of the app needs; deeper input only costs stack and time further in. */
export const MAX_INPUT_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a parsed value cannot be stored or handled, or null: PostgreSQL refuses NUL characters in text and JSON, and
 * lone UTF-16 surrogates in JSON, so such input is refused at the door instead of failing deep inside a service.
 */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'Text must not contain NUL characters.';
    if (LONE_SURROGATE.test(value)) return 'Text must be valid Unicode (no lone surrogates).';
    return null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return `Input is nested more than ${MAX_INPUT_DEPTH} levels deep.`;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  for (const item of entries) {
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * Text from outside (a model's answer) made storable: NUL characters removed and lone surrogates replaced by U+FFFD,
 * in strings at any depth of a JSON-like value. Input from clients is refused instead (inputProblem).
 */
export function storable<T>(value: T): T {
  if (typeof value === 'string')
    return value.replaceAll('\u0000', '').replace(LONE_SURROGATES, '\uFFFD') as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value))
    return value;
  if (Array.isArray(value)) return value.map((item: unknown) => storable(item)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [storable(key), storable(item)])) as T;
}
