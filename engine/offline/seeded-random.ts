import { createHash } from 'node:crypto';
import { mulberry32, normal, pick } from '@contracts/seeded-random';

/** A deterministic random source: the same seed text always yields the same sequence. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Standard normal. */
  normal(): number;
  pick<T>(options: readonly T[]): T;
}

/** The app's generator (contracts/seeded-random.ts) seeded by the SHA-256 of the text. */
export function seededRandom(seedText: string): SeededRandom {
  const next = mulberry32(createHash('sha256').update(seedText).digest().readUInt32LE(0));
  return {
    next,
    normal: () => normal(next),
    pick: <T>(options: readonly T[]): T => pick(next, options),
  };
}
