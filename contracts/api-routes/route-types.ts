// The shapes every route contract is written in, and the small builders of their answers.
import { z } from 'zod';

export type FileField = { name: string; mediaType: string; optional?: true };
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call it: anyone, a signed-in user (cookie or bearer token), an admin, or Stripe (signed webhook). */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'stripe';
export type RouteResponse = { description: string; schema?: z.ZodType; contentType?: string };

export type ApiRoute = {
  method: HttpMethod;
  /** As Fastify registers it: '/api/feedback/:id'. */
  path: string;
  tag: string;
  summary: string;
  access: RouteAccess;
  /**
   * Starts or feeds a study: an API key needs the scope "read and run" for it. Every GET takes the scope "read"; any
   * other change is for a signed-in session only.
   */
  runs?: true;
  /** Query parameters and what each means (validated by the route). */
  query?: Record<string, string>;
  body?: z.ZodType;
  bodyType?: 'application/json' | 'multipart/form-data' | 'application/octet-stream';
  /** A second form of the body sent as multipart/form-data: its text fields (files are named in the summary). */
  multipartFields?: z.ZodType;
  /** The file field(s) of a multipart body (an image when left out). */
  file?: FileField | readonly FileField[];
  responses: Record<number, RouteResponse>;
};

export const ok = (schema: z.ZodType, description = 'OK'): Record<number, RouteResponse> => ({
  200: { description, schema },
});
export const created = (schema: z.ZodType, description = 'Created'): Record<number, RouteResponse> => ({
  201: { description, schema },
});
export const noContent: Record<number, RouteResponse> = { 204: { description: 'Done; no body.' } };
export const betterAuthAnswer = z.looseObject({});
