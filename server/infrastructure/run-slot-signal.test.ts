// Waiting for a run slot: a release wakes the waiters of this process and, through NOTIFY, of every other process
// on the same database; one waiter per waiting user; nothing is lost between reading the epoch and waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@db/testing';
import { PerKeyLimit } from './per-key-limit';
import { createRunSlotSignal, type RunSlotSignal } from './run-slot-signal';

// Far longer than any test waits: a waiter that resolves was woken, not timed out.
const NEVER_MS = 10 * 60_000;
const provider = 'offline';

describe.each(testDatabaseKinds)('run slot signal on $name', (kind) => {
  let database: TestDatabase;
  let here: RunSlotSignal;
  let elsewhere: RunSlotSignal;
  beforeAll(async () => {
    database = await kind.open();
    // Two signals on one database stand for two server processes: each ignores only its own notifications.
    here = await createRunSlotSignal(database);
    elsewhere = await createRunSlotSignal(database);
  });
  afterAll(async () => {
    await here?.close();
    await elsewhere?.close();
    await database?.drop();
  });

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('wakes a waiter in another process when a slot is released', async () => {
    const waiting = here.wait(provider, 'user-a', here.epoch(provider), NEVER_MS);
    await elsewhere.released(provider);
    await waiting;
  });

  it('wakes one waiter per user for each release, the first of each user first', async () => {
    const a1 = settled(here.wait(provider, 'user-a', here.epoch(provider), NEVER_MS));
    const a2 = settled(here.wait(provider, 'user-a', here.epoch(provider), NEVER_MS));
    const b1 = settled(here.wait(provider, 'user-b', here.epoch(provider), NEVER_MS));
    await here.released(provider);
    await new Promise((resolve) => setImmediate(resolve));
    expect([a1(), a2(), b1()]).toEqual([true, false, true]);
    await here.released(provider);
    await new Promise((resolve) => setImmediate(resolve));
    expect(a2()).toBe(true);
  });

  it('does not wait when a slot was released after the epoch was read', async () => {
    const epoch = here.epoch(provider);
    await elsewhere.released(provider);
    // The notification arrives asynchronously; once it has, a wait with the old epoch returns at once.
    await expect.poll(() => here.epoch(provider)).not.toBe(epoch);
    await here.wait(provider, 'user-a', epoch, NEVER_MS);
  });

  it('falls back to its safety check when no release comes', async () => {
    await here.wait(provider, 'user-a', here.epoch(provider), 10);
  });
});

describe('per-user turns', () => {
  it('runs at most the limit of one user’s tasks at a time, in order, while other users go at once', async () => {
    const turns = new PerKeyLimit(() => 2);
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const task = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finish.set(name, () => resolve(name));
      });
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    const a = ['a1', 'a2', 'a3', 'a4'].map((name) => turns.run('a', task(name)));
    const b = turns.run('b', task('b1'));
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1']);
    finish.get('a2')!();
    await tick();
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    finish.get('a1')!();
    finish.get('a3')!();
    await tick();
    finish.get('a4')!();
    finish.get('b1')!();
    expect(await Promise.all([...a, b])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
  });

  it('gives the turn back when a task fails', async () => {
    const turns = new PerKeyLimit(() => 1);
    await expect(turns.run('a', () => Promise.reject(new Error('model down')))).rejects.toThrow('model down');
    expect(await turns.run('a', () => Promise.resolve('next'))).toBe('next');
  });
});
