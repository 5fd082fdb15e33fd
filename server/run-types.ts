import { angelPitchExecutor } from './services/angel-pitches/run-angel-pitch';
import { brandStudyExecutor } from './services/brand-profiles/run-brand-study';
import { conceptComparisonExecutor } from './services/concept-comparisons/run-concept-comparison';
import { conceptTestExecutor } from './services/concept-tests/run-concept-test';
import { featureStudyExecutor } from './services/feature-studies/run-feature-study';
import { imageAdExecutor } from './services/image-runs/run-image-ad';
import { imageAnalysisExecutor } from './services/image-runs/run-image-analysis';
import { pricingStudyExecutor } from './services/pricing-studies/run-pricing-study';
import type { RunExecutor } from './services/runs/run-executor';

/**
 * Every run type the queue can execute, by the `type` its jobs carry, handed to the job layer (services/runs)
 * through the app context. A new type adds its executor here; the job layer then charges, queues, runs, saves and
 * refunds it like any other.
 */
export const runTypes = {
  'concept-test': conceptTestExecutor,
  'image-ad': imageAdExecutor,
  image_analysis: imageAnalysisExecutor,
  brand360: brandStudyExecutor,
  angel_pitch: angelPitchExecutor,
  pricing_study: pricingStudyExecutor,
  concept_comparison: conceptComparisonExecutor,
  feature_study: featureStudyExecutor,
} satisfies Record<string, RunExecutor<never>>;

export type RunTypes = typeof runTypes;
