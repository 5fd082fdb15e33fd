import { angelPitch } from './research-types/angel-pitch/index';
import { brandStudy } from './research-types/brand-study/index';
import { conceptComparison } from './research-types/concept-comparison/index';
import { conceptTest } from './research-types/concept-test/index';
import { featureStudy } from './research-types/feature-study/index';
import { imageAd } from './research-types/image-ad/index';
import { imageAnalysis } from './research-types/image-analysis/index';
import { pricingStudy } from './research-types/pricing-study/index';
import type { RunExecutor } from './services/runs/run-executor';

/**
 * Every run type the queue can execute, by the `type` its jobs carry, handed to the job layer (services/runs)
 * through the app context: one line per queued research type, reading its executor from its descriptor
 * (research-types/<type>/index.ts). The job layer then charges, queues, runs, saves and refunds it like any other.
 */
export const runTypes = {
  'concept-test': conceptTest.executor,
  'image-ad': imageAd.executor,
  image_analysis: imageAnalysis.executor,
  brand360: brandStudy.executor,
  angel_pitch: angelPitch.executor,
  pricing_study: pricingStudy.executor,
  concept_comparison: conceptComparison.executor,
  feature_study: featureStudy.executor,
} satisfies Record<string, RunExecutor<never>>;

export type RunTypes = typeof runTypes;
