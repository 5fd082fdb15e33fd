/**
 * Runs at most `concurrency` tasks at a time in this process; waiting tasks are queued per key (a user) and taken
 * one key after another, so one user's many tasks never hold back another's single one for more than a turn.
 */
export class FairQueue {
  private running = 0;
  private waiting = new Map<string, Array<() => void>>();

  constructor(private concurrency: number) {}

  setConcurrency(concurrency: number) {
    this.concurrency = concurrency;
    this.next();
  }

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.next();
          });
      };
      const queue = this.waiting.get(key) ?? [];
      queue.push(start);
      this.waiting.set(key, queue);
      this.next();
    });
  }

  private next() {
    while (this.running < this.concurrency) {
      // Map order is insertion order: the key served moves to the back.
      const first = this.waiting.entries().next();
      if (first.done) return;
      const [key, queue] = first.value;
      const start = queue.shift()!;
      this.waiting.delete(key);
      if (queue.length > 0) this.waiting.set(key, queue);
      this.running += 1;
      start();
    }
  }
}
