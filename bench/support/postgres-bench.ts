// Helpers every benchmark shares: percentiles and the JSON results under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';

/** Percentile of ascending-sorted samples, rounded to 0.1. */
export function percentile(sorted: number[], p: number): number {
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}

export function writeResult(name: string, result: object) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/${name}.json`,
    JSON.stringify({ ...result, at: new Date().toISOString() }, null, 2),
  );
}
