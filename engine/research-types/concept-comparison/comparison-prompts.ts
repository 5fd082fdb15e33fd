// A comparison's text variants put to a language model in one question: the prompt and the answers it returns.
import { z } from 'zod';
import type { ReadingCorrection } from '../../offline/reading/reference-price';
import { conceptAnswerOutputSchema } from '../../llm/llm-schemas';
import { CONCEPT_ANSWER_LINES, usualPriceLine } from '../../llm/prompts';

/** Several versions of a concept in one question (a comparison's variants), each answered on its own, in order. */
export function conceptsPrompt(concepts: readonly string[], correction?: ReadingCorrection): string {
  return [
    `A company asks for your honest reaction to each of these ${concepts.length} versions of a product concept:`,
    ...concepts.flatMap((concept, k) => [
      `<concept number="${k + 1}">\n${concept}\n</concept>`,
      usualPriceLine(concept, correction),
    ]),
    'Answer each version on its own, as if it were the only one you were shown. For each:',
    ...CONCEPT_ANSWER_LINES,
    `Give exactly ${concepts.length} answers, in the order the versions are listed: the first about concept 1.`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Several concepts asked at once (a comparison's variants): one answer per concept, in the order they are listed. */
export const conceptAnswersOutputSchema = (concepts: number) =>
  z.object({
    answers: z
      .array(conceptAnswerOutputSchema)
      .length(concepts)
      .describe('One answer per concept, in the order the concepts are listed: the first about concept 1'),
  });
