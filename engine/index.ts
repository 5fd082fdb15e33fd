/** The simulation engine's public API (docs/ARCHITECTURE.md, Simulation). */
export {
  runConceptTest,
  type ConceptTestResult,
  type RunConceptTestOptions,
} from './research-types/concept-test/run-concept-test';
export {
  createProvider,
  providerConfigSchema,
  type ProviderConfig,
  type ProviderDependencies,
} from './registry';
export {
  executeBrandStudy,
  summarizeBrandStudy,
  type BrandStudyResult,
} from './research-types/brand-study/run-brand-study';
export {
  executeAngelPitch,
  summarizeAngelPitch,
  type AngelPitchResult,
} from './research-types/angel-pitch/run-angel-pitch';
export { investorPanel } from './research-types/angel-pitch/angel-investors';
export {
  askedPrices,
  executePricingStudy,
  ladderFor,
  type PriceLadder,
  type PricingStudyResult,
  type PricingTwinAnswer,
} from './research-types/pricing-study/run-pricing-study';
export {
  answersChoiceTasks,
  definitionOf,
  featureStudyCallsPerTwin,
  maxTasksFor,
  runFeatureStudy,
  type FeatureStudyResult,
  type FeatureTwinAnswer,
} from './research-types/feature-study/run-feature-study';
export { simulateMarket, SimulationInputError } from './research-methods/feature-estimate';
export {
  executeConceptComparison,
  comparisonCallsPerTwin,
  variantAnswerer,
  type ComparisonTwinAnswer,
} from './research-types/concept-comparison/run-concept-comparison';
export type {
  AdCreative,
  BrandStudyBrand,
  ConceptTestInput,
  FollowUpInput,
  ImageAdAnswer,
  ImageAdInput,
  InterviewQuestion,
  InterviewTurn,
  OverallAnalysisInput,
  SimulationProvider,
} from './provider';
export { summarizeInterview, type InterviewSummary } from './research-types/interview/interview-summary';
export { EngineConfigError, EngineError, EngineProviderError, EngineTimeoutError } from './errors';
export { createMemoryCache, type ResponseCache } from './llm/response-cache';
export { acceptanceProbability } from './offline/model/answer-metrics';
export { ENGINE_VERSION } from './version';
export { analyseImage, IMAGE_READER } from './research-types/image-ad/analyse-image';
export {
  adTextOf,
  runImageAdTest,
  type ImageAdTestResult,
  type RunImageAdTestOptions,
} from './research-types/image-ad/run-image-ad-test';
export { buildTrustReport, type TrustOptions } from './trust/trust-report';
export { hasTrustSubject, trustSubjectOf } from './trust/run-type-subjects';
export { PRICE_READING, trustTwinOf, type TrustReading } from './trust/trust-subject';
export { INTENT_READING } from './research-types/concept-test/trust-subject';
export { BRAND_READING } from './research-types/brand-study/trust-subject';
export { PITCH_READING } from './research-types/angel-pitch/trust-subject';
export { middlePriceIndex } from './research-types/pricing-study/trust-subject';
export { retestOf } from './trust/stability';
export type { TrustSubject } from './trust/trust-subject';
export {
  conceptReadingOf,
  correctionOf,
  productCategoryList,
  readingOverrideProblems,
  type ReadingCorrection,
} from './concept-reading';
