/** The angel pitch's part of the engine's public API: its investor panel, its run and how a second sample reads its answers. */
export { investorPanel } from './angel-investors';
export { executeAngelPitch, summarizeAngelPitch, type AngelPitchResult } from './run-angel-pitch';
export { PITCH_READING } from './trust-subject';
