// The concept comparison (2–5 variants, any with an image) on a research panel.
import { conceptComparisonExecutor } from './run-concept-comparison';
import { registerComparisonRoutes } from './concept-comparison-routes';
import type { ResearchType } from '../research-type';

export const conceptComparison = {
  executor: conceptComparisonExecutor,
  registerRoutes: registerComparisonRoutes,
} satisfies ResearchType;
