// The typed Twinsight client: openapi-fetch over the types generated from GET /api/openapi.json (src/schema.ts).
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';
export type TwinsightClient = Client<paths>;

export type TwinsightClientOptions = {
  /** Where the app runs, e.g. https://twinsight.example (no /api). */
  baseUrl: string;
  /** An API key from the profile page (tws_…): "Read" for reading results, "Read and run" to start studies. */
  apiKey: string;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
};

/** A client whose every call carries `Authorization: Bearer <apiKey>`. */
export function createTwinsightClient({ baseUrl, apiKey, fetch }: TwinsightClientOptions): TwinsightClient {
  return createClient<paths>({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    headers: { authorization: `Bearer ${apiKey}` },
    ...(fetch ? { fetch } : {}),
  });
}
