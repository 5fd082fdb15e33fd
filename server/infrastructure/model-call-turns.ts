import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';

const payer = new AsyncLocalStorage<string>();

/** Model calls made inside `work` take their turns as `payerId`'s: the account the run or question is charged to. */
export function callsPaidBy<T>(payerId: string, work: () => Promise<T>): Promise<T> {
  return payer.run(payerId, work);
}

/** Calls made outside callsPaidBy (none do today) take their turns together. */
const UNATTRIBUTED = '';

/** `started` orders turns (a newcomer's begins behind the least served); `served` counts its own calls since it came. */
type Account = { started: number; served: number; running: number; waiting: Array<() => void> };

/**
 * The process's model calls, `concurrency` at a time, taken in turn by the accounts that pay for them (decision 055):
 * the next call is the oldest waiting one of the account that has started the fewest. An account that had nothing
 * asked or waiting comes in `concurrency` calls behind the least served account, so a run that asks a few calls at
 * once gets them ahead of a study that has been asking for a while, and a second large study shares equally after
 * that head start. Unlike FairQueue's one-call-each round, a newcomer's burst does not wait for every other account's
 * call in between. An account is forgotten once it has nothing asked or waiting.
 */
export class ModelCallTurns {
  private running = 0;
  private accounts = new Map<string, Account>();

  constructor(private readonly concurrency: number) {}

  /** Runs `call` on its turn as a call paid by whoever callsPaidBy names here. */
  readonly run = <T>(call: () => Promise<T>): Promise<T> => {
    const key = payer.getStore() ?? UNATTRIBUTED;
    const account = this.accounts.get(key) ?? this.arrive(key);
    // The call starts on another call's completion: it keeps the async context it was asked in.
    const asked = AsyncResource.bind(call);
    return new Promise<T>((resolve, reject) => {
      account.waiting.push(() => {
        Promise.resolve()
          .then(asked)
          .then(resolve, reject)
          .finally(() => {
            account.running -= 1;
            this.running -= 1;
            if (account.running === 0 && account.waiting.length === 0) this.accounts.delete(key);
            this.next();
          });
      });
      this.next();
    });
  };

  private arrive(key: string): Account {
    const started = [...this.accounts.values()].map((account) => account.started);
    const account: Account = {
      started: started.length > 0 ? Math.min(...started) - this.concurrency : 0,
      served: 0,
      running: 0,
      waiting: [],
    };
    this.accounts.set(key, account);
    return account;
  }

  /**
   * From three slots on, an account that has had a full round of calls no longer holds every slot: one is left for
   * another account, so a run asked while a long study fills the provider starts its first call at once instead of
   * after one of the study's answers (decision 055). A run's first round (a 7-twin concept test) still takes every
   * slot; a long study alone runs one call short of the limit.
   */
  private mayStart(account: Account): boolean {
    const full = this.concurrency >= 3 && account.served >= this.concurrency;
    return account.running < (full ? this.concurrency - 1 : this.concurrency);
  }

  private next() {
    while (this.running < this.concurrency) {
      let chosen: Account | undefined;
      // Map order is arrival order: among equals the account that came first goes first.
      for (const account of this.accounts.values())
        if (
          account.waiting.length > 0 &&
          this.mayStart(account) &&
          (!chosen || account.started < chosen.started)
        )
          chosen = account;
      if (!chosen) return;
      chosen.started += 1;
      chosen.served += 1;
      chosen.running += 1;
      this.running += 1;
      chosen.waiting.shift()!();
    }
  }
}
