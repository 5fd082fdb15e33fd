/**
 * Runs at most `limit` tasks per key (a user) at a time in this process; the rest wait in memory, first come first
 * served, without touching the database meanwhile.
 */
export class PerKeyLimit {
  private active = new Map<string, number>();
  private waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit: () => number) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if ((this.active.get(key) ?? 0) >= this.limit()) {
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(key) ?? [];
        queue.push(resolve);
        this.waiting.set(key, queue);
      });
    } else {
      this.active.set(key, (this.active.get(key) ?? 0) + 1);
    }
    try {
      return await task();
    } finally {
      const queue = this.waiting.get(key);
      const next = queue?.shift();
      if (queue?.length === 0) this.waiting.delete(key);
      // The slot passes straight to the next waiter, so the count only drops when nobody waits.
      if (next) next();
      else if ((this.active.get(key) ?? 0) <= 1) this.active.delete(key);
      else this.active.set(key, this.active.get(key)! - 1);
    }
  }
}
