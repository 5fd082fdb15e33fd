/** The concept test's part of the engine's public API: its run and how a second sample reads its answers. */
export { runConceptTest, type ConceptTestResult, type RunConceptTestOptions } from './run-concept-test';
export { INTENT_READING } from './trust-subject';
