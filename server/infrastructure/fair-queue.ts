/**
 * Runs at most `concurrency` tasks at a time in this process; waiting tasks are queued per key (a user) and taken
 * one key after another: the next task is of the waiting key served longest ago (a key that has waited without a
 * turn comes first), so one user's many tasks never hold back another's single one for more than the tasks already
 * running. With `perKey` below `concurrency`, one key never holds every place: another key's task starts at once.
 */
export class FairQueue {
  private running = 0;
  private runningByKey = new Map<string, number>();
  private waiting = new Map<string, Array<() => void>>();
  /** When each key with tasks waiting or running last had one started (a count of starts). */
  private lastTurn = new Map<string, number>();
  private turns = 0;

  constructor(
    private concurrency: number,
    private perKey = Infinity,
  ) {}

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
            const left = (this.runningByKey.get(key) ?? 1) - 1;
            if (left > 0) this.runningByKey.set(key, left);
            else {
              this.runningByKey.delete(key);
              if (!this.waiting.has(key)) this.lastTurn.delete(key);
            }
            this.next();
          });
      };
      const queue = this.waiting.get(key);
      if (queue) queue.push(start);
      else this.waiting.set(key, [start]);
      this.next();
    });
  }

  private next() {
    while (this.running < this.concurrency) {
      let key: string | undefined;
      for (const candidate of this.waiting.keys())
        if (
          (this.runningByKey.get(candidate) ?? 0) < this.perKey &&
          (key === undefined || (this.lastTurn.get(candidate) ?? -1) < (this.lastTurn.get(key) ?? -1))
        )
          key = candidate;
      if (key === undefined) return;
      const queue = this.waiting.get(key)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.waiting.delete(key);
      this.running += 1;
      this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
      this.lastTurn.set(key, (this.turns += 1));
      start();
    }
  }
}
