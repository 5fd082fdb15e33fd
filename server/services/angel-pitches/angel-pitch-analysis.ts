import { ANGEL_PITCH_MISSING_ANALYSIS } from '@contracts/angel-pitch';

/** An angel_pitch's overall_analysis as saved: the supplied analysis, or the spec's note that none was generated. */
export function angelPitchAnalysisOrNote(supplied: Record<string, unknown>): Record<string, unknown> {
  return Object.keys(supplied).length > 0 ? supplied : { ...ANGEL_PITCH_MISSING_ANALYSIS };
}
