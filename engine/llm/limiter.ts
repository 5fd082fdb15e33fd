/** What every model call of a provider goes through: it runs the call when the call may start. */
export type CallLimit = <T>(call: () => Promise<T>) => Promise<T>;

/** Runs at most `max` tasks at a time; the rest wait in order. */
export function createLimiter(max: number): CallLimit {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = (): void => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
