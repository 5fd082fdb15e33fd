import { createHash } from 'node:crypto';

/** Where provider answers are kept; the server may pass a shared one (e.g. backed by its database). */
export interface ResponseCache {
  get(key: string): Promise<unknown> | unknown;
  set(key: string, value: unknown): Promise<void> | void;
}

export interface CacheKeyParts {
  provider: string;
  model: string;
  personaId: string;
  concept: string;
  /** The task: 'concept-test', 'run-summary', or the follow-up question with its conversation. */
  question: string;
}

export function cacheKey(parts: CacheKeyParts): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.provider, parts.model, parts.personaId, parts.concept, parts.question]))
    .digest('hex');
}

const DEFAULT_MAX_ENTRIES = 2_000;

/** An in-process cache that forgets the least recently used entry beyond `maxEntries`. */
export function createMemoryCache(maxEntries = DEFAULT_MAX_ENTRIES): ResponseCache {
  const entries = new Map<string, unknown>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key);
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}
