// The shapes every route contract is written in, and the small builders of their answers.
import { z } from 'zod';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from '../feedback';

export type FileField = { name: string; mediaType: string; optional?: true };
export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** Who may call it: anyone, a signed-in user (cookie or bearer token), an admin, or Stripe (signed webhook). */
export type RouteAccess = 'public' | 'signed-in' | 'admin' | 'stripe';
export type RouteResponse = { description: string; schema?: z.ZodType; contentType?: string };

/** A route's key: its method and its path as Fastify registers it, 'get /api/feedback/:id'. */
export type RouteKey = `${HttpMethod} /${string}`;

export type RouteContract = {
  tag: string;
  summary: string;
  access: RouteAccess;
  /**
   * Starts or feeds a study: an API key needs the scope "read and run" for it. Every GET takes the scope "read"; any
   * other change is for a signed-in session only.
   */
  runs?: true;
  /** The path parameters; without it each is a non-empty string of at most 200 characters. */
  params?: z.ZodObject;
  /** The query parameters, each described in its schema (`.describe()`), which the OpenAPI document shows. */
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyType?: 'application/json' | 'multipart/form-data' | 'application/octet-stream';
  /** A second form of the body sent as multipart/form-data: its text fields (files are named in the summary). */
  multipartFields?: z.ZodType;
  /** The file field(s) of a multipart body (an image when left out). */
  file?: FileField | readonly FileField[];
  responses: Record<number, RouteResponse>;
};

/** An area's routes by key: what each contract file under contracts/api-routes/ exports. */
export type RouteContracts = Record<RouteKey, RouteContract>;

export type ApiRoute = RouteContract & { method: HttpMethod; path: string };

export const ok = (schema: z.ZodType, description = 'OK'): Record<number, RouteResponse> => ({
  200: { description, schema },
});
export const created = (schema: z.ZodType, description = 'Created'): Record<number, RouteResponse> => ({
  201: { description, schema },
});
export const noContent: Record<number, RouteResponse> = { 204: { description: 'Done; no body.' } };
export const betterAuthAnswer = z.looseObject({});

/** A resource's or a shared run's slug: longer than any we give out is refused as a bad request. */
export const slugParams = z.object({ slug: z.string().min(1).max(100) });

/** How many records a page of history holds, as a query parameter. */
export const pageSizeQuery = (plural: string) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(HISTORY_MAX_PAGE_SIZE)
    .default(HISTORY_PAGE_SIZE)
    .describe(`${plural} per page, 1–${HISTORY_MAX_PAGE_SIZE} (default ${HISTORY_PAGE_SIZE}).`);

/** A page of one research type's records, as the history's: keyset cursor and page size. */
export const recordPageQuery = (plural: string) =>
  z.object({
    cursor: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('The nextCursor of the previous page; the first page without it.'),
    pageSize: pageSizeQuery(plural),
  });
