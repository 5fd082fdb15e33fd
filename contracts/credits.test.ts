import { describe, expect, it } from 'vitest';
import { RUN_COST, runCredits } from './credits';

describe('runCredits', () => {
  it('charges the base cost up to 500 model calls and a credit more per started 500 beyond them', () => {
    expect([0, 203, 500, 501, 1_000, 1_001, 2_000].map((calls) => runCredits(RUN_COST, calls))).toEqual([
      1, 1, 1, 2, 2, 3, 4,
    ]);
  });
});
