import { z } from 'zod';

/** Every API error body (RFC 9457 application/problem+json). */
export const problemSchema = z.object({
  type: z.string().optional(),
  status: z.number(),
  title: z.string(),
  detail: z.string().optional(),
  code: z.string(),
  requestId: z.string().optional(),
  invalidParams: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
});
export type Problem = z.infer<typeof problemSchema>;
