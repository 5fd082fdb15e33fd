/** The simulation engine's public API (DESIGN.md §6). */
export { runConceptTest, type ConceptTestResult, type RunConceptTestOptions } from './run-concept-test';
export { createProvider, providerConfigSchema, type ProviderConfig, type ProviderDependencies } from './registry';
export type { ConceptTestInput, FollowUpInput, RunAnalysisInput, SimulationProvider } from './provider';
export { EngineConfigError, EngineError, EngineProviderError, EngineTimeoutError } from './errors';
export { createMemoryCache, type ResponseCache } from './llm/response-cache';
export { acceptanceProbability } from './answer-metrics';
export { ENGINE_VERSION } from './version';
