// An angel pitch's record: read, each investor's decision columns and its PDF section.
import {
  ANGEL_PITCH_MISSING_ANALYSIS,
  angelPitchAnalysisSchema,
  angelPitchDetailsSchema,
  investorDetailSchema,
} from '@contracts/angel-pitch';
import { investorOf } from '../../services/exports/answer-rows';
import { objectOf, typedAnswerItemsOf, validOrNull } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { angelPitchPdf } from './angel-pitch-pdf';

export const angelPitchRecord: RecordKind<'angel_pitch'> = {
  read: (stored) => ({
    type: 'angel_pitch',
    concept_details: validOrNull(angelPitchDetailsSchema, stored.concept_details),
    responses: typedAnswerItemsOf(investorDetailSchema)(stored.responses),
    overall_analysis:
      objectOf(stored.overall_analysis)?.error === ANGEL_PITCH_MISSING_ANALYSIS.error
        ? ANGEL_PITCH_MISSING_ANALYSIS
        : validOrNull(angelPitchAnalysisSchema, stored.overall_analysis),
  }),
  csv: {
    columns: ['decision', 'investor_role', 'risk_appetite', 'investor_focus', 'reasons'],
    cells: ({ response }) => {
      const detail = investorOf(response);
      return {
        decision: detail?.decision,
        investor_role: detail?.investor.role,
        risk_appetite: detail?.investor.riskAppetite,
        investor_focus: detail?.investor.focus,
        reasons: detail?.reasons.join('; '),
      };
    },
  },
  pdf: angelPitchPdf,
};
