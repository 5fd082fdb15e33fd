import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createMemoryCache, type ResponseCache } from '@engine/index';

const cacheOwner = new AsyncLocalStorage<string>();

/** Runs engine work on behalf of one user: whatever it caches is that user's alone. */
export function runWithCacheOwner<T>(userId: string, work: () => Promise<T>): Promise<T> {
  return cacheOwner.run(userId, work);
}

/**
 * The engine's answer cache, partitioned by user: a cached answer is only ever served to the user whose call
 * produced it, so its speed cannot tell anyone whether somebody else tested the same concept. Work done outside
 * runWithCacheOwner is not cached at all.
 */
export function createUserScopedCache(store: ResponseCache = createMemoryCache()): ResponseCache {
  const scoped = (key: string) => {
    const owner = cacheOwner.getStore();
    return owner === undefined
      ? undefined
      : createHash('sha256').update(`${owner}\u0000${key}`).digest('hex');
  };
  return {
    get(key) {
      const ownKey = scoped(key);
      return ownKey === undefined ? undefined : store.get(ownKey);
    },
    set(key, value) {
      const ownKey = scoped(key);
      if (ownKey !== undefined) return store.set(ownKey, value);
    },
  };
}
