import { embedMany, type EmbeddingModel } from 'ai';
import type { ProviderName } from '@contracts/twin-answers';
import { callWithPolicy, type CallPolicy } from './call-policy';

/** Embeds texts; each distinct text reaches the endpoint once while it stays in the cache. */
export type Embedder = (texts: readonly string[]) => Promise<number[][]>;

export interface EmbedderOptions {
  provider: ProviderName;
  model: EmbeddingModel;
  policy: CallPolicy;
  /** Bounds calls in flight, shared with the provider's other calls. */
  limit: <T>(task: () => Promise<T>) => Promise<T>;
  maxEntries?: number;
}

const DEFAULT_MAX_ENTRIES = 2_000;

/**
 * Texts missing from the cache are embedded in one request. Pending embeddings are cached too, so twins answered
 * at once share one request for the anchor statements; a failed request leaves nothing behind.
 */
export function createEmbedder(options: EmbedderOptions): Embedder {
  const maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const cache = new Map<string, Promise<number[]>>();

  const remember = (text: string, embedding: Promise<number[]>): void => {
    cache.set(text, embedding);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
  };
  const recall = (text: string): Promise<number[]> | undefined => {
    const embedding = cache.get(text);
    if (embedding) {
      cache.delete(text);
      cache.set(text, embedding);
    }
    return embedding;
  };

  return async (texts) => {
    const unique = [...new Set(texts)];
    // Read the cached texts first, so that remembering the missing ones cannot evict them.
    const known = new Map<string, Promise<number[]>>();
    for (const text of unique) {
      const embedding = recall(text);
      if (embedding) known.set(text, embedding);
    }
    const missing = unique.filter((text) => !known.has(text));
    if (missing.length > 0) {
      const request = options.limit(() =>
        callWithPolicy(options.provider, options.policy, async (abortSignal) => {
          const { embeddings } = await embedMany({
            model: options.model,
            values: missing,
            abortSignal,
            maxRetries: 0,
          });
          return embeddings;
        }),
      );
      missing.forEach((text, index) => {
        const embedding = request.then((embeddings) => embeddings[index]!);
        known.set(text, embedding);
        remember(text, embedding);
        embedding.catch(() => {
          if (cache.get(text) === embedding) cache.delete(text);
        });
      });
    }
    return Promise.all(texts.map((text) => known.get(text)!));
  };
}
