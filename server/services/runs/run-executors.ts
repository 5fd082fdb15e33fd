import { HttpError } from '../../errors';
import { angelPitchExecutor } from '../angel-pitches/run-angel-pitch';
import { brandStudyExecutor } from '../brand-profiles/run-brand-study';
import { conceptComparisonExecutor } from '../concept-comparisons/run-concept-comparison';
import { conceptTestExecutor } from '../feedback-records/run-analysis';
import { imageAdExecutor } from '../feedback-records/run-image-ad';
import { imageAnalysisExecutor } from '../feedback-records/run-image-analysis';
import { pricingStudyExecutor } from '../pricing-studies/run-pricing-study';
import type { RunExecutor } from './run-executor';

/**
 * Every run type the queue can execute, by the `type` its jobs carry. A new type adds its executor here; the job
 * layer then charges, queues, runs, saves and refunds it like any other.
 */
const executors = {
  'concept-test': conceptTestExecutor,
  'image-ad': imageAdExecutor,
  image_analysis: imageAnalysisExecutor,
  brand360: brandStudyExecutor,
  angel_pitch: angelPitchExecutor,
  pricing_study: pricingStudyExecutor,
  concept_comparison: conceptComparisonExecutor,
} satisfies Record<string, RunExecutor<never>>;

export type RunType = keyof typeof executors;
export type RunInput<T extends RunType> = Parameters<(typeof executors)[T]['execute']>[1]['input'];

export function runExecutor(type: string): RunExecutor<unknown> {
  const executor = (executors as Record<string, RunExecutor<never>>)[type];
  if (!executor)
    throw new HttpError(
      500,
      'Internal Server Error',
      'INTERNAL_ERROR',
      `No executor for runs of type ${type}.`,
    );
  return executor as RunExecutor<unknown>;
}
