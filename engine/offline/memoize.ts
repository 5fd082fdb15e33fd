/** Memoises a pure function of one key; the cache is emptied when it reaches `limit` entries. */
export function memoize<K, V>(compute: (key: K) => V, limit: number): (key: K) => V {
  const cache = new Map<K, V>();
  return (key: K): V => {
    if (cache.has(key)) return cache.get(key)!;
    const value = compute(key);
    if (cache.size >= limit) cache.clear();
    cache.set(key, value);
    return value;
  };
}
