import { describe, expect, it } from 'vitest';
import { callsPaidBy, ModelCallTurns } from './model-call-turns';

/** Calls that end when the test says so; `started` lists who each started call was paid by, in order. */
function heldCalls(turns: ModelCallTurns) {
  const started: string[] = [];
  const finishers: Array<() => void> = [];
  const ask = (payer: string, count: number) =>
    Array.from({ length: count }, () =>
      callsPaidBy(payer, () =>
        turns.run(
          () =>
            new Promise<string>((resolve) => {
              started.push(payer);
              finishers.push(() => resolve(payer));
            }),
        ),
      ),
    );
  const finishOldest = async (count: number) => {
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < count; i += 1) {
      await settle();
      finishers.shift()!();
    }
    await settle();
  };
  return { started, ask, finishOldest };
}

describe('model calls taken in turn by the paying account', () => {
  it('starts a newcomer’s first round of calls before a long-running study’s next ones, then shares', async () => {
    const turns = new ModelCallTurns(2);
    const { started, ask, finishOldest } = heldCalls(turns);
    const study = ask('study', 100);
    await finishOldest(20);
    const small = ask('small', 3);
    await finishOldest(6);
    // The study held both slots; the next two freed (one round) went to the small run, then the two took turns.
    expect(started.slice(22, 26)).toEqual(['small', 'small', 'study', 'small']);
    expect(await Promise.all(small)).toEqual(['small', 'small', 'small']);
    await finishOldest(77);
    expect(await Promise.all(study)).toHaveLength(100);
  });

  it('gives a second large study a head start of one round, then takes the two in turn', async () => {
    const turns = new ModelCallTurns(2);
    const { started, ask, finishOldest } = heldCalls(turns);
    const first = ask('first', 50);
    await finishOldest(10);
    const second = ask('second', 50);
    await finishOldest(12);
    expect(started.slice(12, 24)).toEqual([
      'second',
      'second',
      ...Array.from({ length: 5 }, () => ['first', 'second']).flat(),
    ]);
    await finishOldest(78);
    expect(await Promise.all([...first, ...second])).toHaveLength(100);
  });

  it('passes on a call’s failure and frees its slot', async () => {
    const turns = new ModelCallTurns(1);
    const failed = callsPaidBy('someone', () => turns.run(() => Promise.reject(new Error('no answer'))));
    await expect(failed).rejects.toThrow('no answer');
    expect(await callsPaidBy('someone', () => turns.run(async () => 'answered'))).toBe('answered');
  });
});
