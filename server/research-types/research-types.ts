// Every research type the server serves, one line per type; app.ts registers their routes from here.
import { angelPitch } from './angel-pitch/index';
import { brandStudy } from './brand-study/index';
import { conceptComparison } from './concept-comparison/index';
import { conceptTest } from './concept-test/index';
import { featureStudy } from './feature-study/index';
import { imageAd } from './image-ad/index';
import { imageAnalysis } from './image-analysis/index';
import { interview } from './interview/index';
import { pricingStudy } from './pricing-study/index';
import type { ResearchType } from './research-type';

export const RESEARCH_TYPES: readonly ResearchType[] = [
  conceptTest,
  imageAd,
  imageAnalysis,
  brandStudy,
  angelPitch,
  pricingStudy,
  conceptComparison,
  featureStudy,
  interview,
];
