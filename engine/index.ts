/** The simulation engine's public API (docs/ARCHITECTURE.md, Simulation). */
// Each research type's part, one line per type (engine/research-types/<type>/index.ts).
export * from './research-types/concept-test';
export * from './research-types/image-ad';
export * from './research-types/brand-study';
export * from './research-types/angel-pitch';
export * from './research-types/interview';
export * from './research-types/pricing-study';
export * from './research-types/concept-comparison';
export * from './research-types/feature-study';
// What every type shares: the providers, the run's errors, the trust report and the reading shown before a run.
export {
  createProvider,
  providerConfigSchema,
  type ProviderConfig,
  type ProviderDependencies,
} from './registry';
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
export { EngineConfigError, EngineError, EngineProviderError, EngineTimeoutError } from './errors';
export { createMemoryCache, type ResponseCache } from './llm/response-cache';
export { acceptanceProbability } from './offline/model/answer-metrics';
export { ENGINE_VERSION } from './version';
export { buildTrustReport, type TrustOptions } from './trust/trust-report';
export { hasTrustSubject, trustSubjectOf } from './trust/run-type-subjects';
export { PRICE_READING, trustTwinOf, type TrustReading } from './trust/trust-subject';
export { retestOf } from './trust/stability';
export type { TrustSubject } from './trust/trust-subject';
export {
  conceptReadingOf,
  correctionOf,
  productCategoryList,
  readingOverrideProblems,
  type ReadingCorrection,
} from './concept-reading';
