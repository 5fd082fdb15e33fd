/** Brand 360's part of the engine's public API: its run and how a second sample reads its answers. */
export { executeBrandStudy, summarizeBrandStudy, type BrandStudyResult } from './run-brand-study';
export { BRAND_READING } from './trust-subject';
