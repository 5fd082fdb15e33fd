import { acceptanceProbability, expectedValue } from '@engine/offline/model/answer-metrics';
import type { ConceptTestInput, SimulationProvider } from '@engine/index';

export type Progress = (done: number, total: number, stage: string) => void;

export interface Prediction {
  /** P(purchase intent >= 4). */
  pAccept: number;
  /** Expected purchase intent on 1-5 from the answer's distribution. */
  expectedIntent: number;
}

/**
 * Asks the provider each question through the Research Lab interface, `batchSize` at a time (an LLM provider
 * runs each batch concurrently; the offline engine answers at once).
 */
export async function predictAnswers(
  provider: SimulationProvider,
  questions: readonly ConceptTestInput[],
  options: { onProgress?: Progress; batchSize?: number } = {},
): Promise<Prediction[]> {
  const batchSize = options.batchSize ?? 64;
  const predictions: Prediction[] = [];
  for (let start = 0; start < questions.length; start += batchSize) {
    const answers = await Promise.all(
      questions.slice(start, start + batchSize).map((question) => provider.answerConcept(question)),
    );
    for (const answer of answers)
      predictions.push({
        pAccept: acceptanceProbability(answer),
        expectedIntent: expectedValue(answer.purchaseIntent.distribution),
      });
    options.onProgress?.(predictions.length, questions.length, provider.name);
  }
  return predictions;
}

export const PREDICTIONS_HEADER = 'row,p_accept,expected_intent';

/** The predictions file: one line per data row, in the file's order. */
export function predictionsCsv(
  rows: ReadonlyArray<{ row: number }>,
  predictions: readonly Prediction[],
): string {
  const lines = rows.map(
    ({ row }, i) =>
      `${row},${predictions[i]!.pAccept.toFixed(6)},${predictions[i]!.expectedIntent.toFixed(4)}`,
  );
  return `${[PREDICTIONS_HEADER, ...lines].join('\n')}\n`;
}
