// The pricing study (Gabor-Granger or Van Westendorp) on a research panel.
import { pricingStudyExecutor } from './run-pricing-study';
import { registerPricingStudyRoutes } from './pricing-study-routes';
import type { ResearchType } from '../research-type';

export const pricingStudy = {
  executor: pricingStudyExecutor,
  registerRoutes: registerPricingStudyRoutes,
} satisfies ResearchType;
