import { seededRandom } from '@engine/offline/seeded-random';

/** Respondent-grouped folds: every answer of one person is in the same fold (deterministic). */
export function groupedFolds<R extends { respondentId: string }>(rows: readonly R[], folds: number): R[][] {
  const respondents = [...new Set(rows.map((r) => r.respondentId))].sort();
  const random = seededRandom(`folds-${folds}`);
  const shuffled = respondents.map((id) => ({ id, key: random.next() })).sort((a, b) => a.key - b.key);
  const foldOf = new Map(shuffled.map(({ id }, i) => [id, i % folds]));
  return Array.from({ length: folds }, (_, k) => rows.filter((r) => foldOf.get(r.respondentId) === k));
}
