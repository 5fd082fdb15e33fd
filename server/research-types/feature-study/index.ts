// The feature value study (choice-based conjoint) on a research panel.
import { featureStudyExecutor } from './run-feature-study';
import { registerFeatureStudyRoutes } from './feature-study-routes';
import type { ResearchType } from '../research-type';

export const featureStudy = {
  executor: featureStudyExecutor,
  registerRoutes: registerFeatureStudyRoutes,
} satisfies ResearchType;
