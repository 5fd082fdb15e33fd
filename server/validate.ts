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
