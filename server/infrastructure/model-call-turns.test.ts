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

  it('leaves one of three or more slots to other accounts once a study has had a full round, so a newcomer starts at once', async () => {
    const turns = new ModelCallTurns(4);
    const { started, ask, finishOldest } = heldCalls(turns);
    const study = ask('study', 50);
    await finishOldest(0);
    // A first round takes every slot (a 4-twin concept test is not slowed)…
    expect(started).toEqual(['study', 'study', 'study', 'study']);
    await finishOldest(2);
    // …after it, the study holds one slot short of the limit.
    expect(started).toHaveLength(5);
    const small = ask('small', 2);
    await finishOldest(0);
    expect(started.slice(5)).toEqual(['small']);
    await finishOldest(1);
    // The freed slot goes to the newcomer, which has started the fewest.
    expect(started.slice(6)).toEqual(['small']);
    await finishOldest(49);
    expect(await Promise.all([...small, ...study])).toHaveLength(52);
  });

  it('passes on a call’s failure and frees its slot', async () => {
    const turns = new ModelCallTurns(1);
    const failed = callsPaidBy('someone', () => turns.run(() => Promise.reject(new Error('no answer'))));
    await expect(failed).rejects.toThrow('no answer');
    expect(await callsPaidBy('someone', () => turns.run(async () => 'answered'))).toBe('answered');
  });
});
