// An angel pitch's answers as a TrustSubject (docs/decisions/036).
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import {
  rankedByShare,
  twinOf,
  weightedShare,
  type ScaledSubject,
  type TrustAnswer,
  type TrustReading,
} from '../../trust/trust-subject';

/** An angel pitch's answer: invest (the top box) or pass. */
export const PITCH_READING: TrustReading<{ decision: 'invest' | 'pass' }> = {
  scale: { points: 2, topBox: 1, sides: 'invest / pass' },
  point: ({ decision }) => (decision === 'invest' ? 2 : 1),
};

type PitchDetail = { decision: 'invest' | 'pass' };

/** An angel pitch: invest (top box) or pass; investors' judgements are in no validation data. */
export function pitchSubject(
  record: FeedbackRecordOf<'angel_pitch'>,
  personas: ReadonlyMap<string, Persona>,
): ScaledSubject<PitchDetail> {
  const answers = record.responses.flatMap((item): TrustAnswer<PitchDetail>[] =>
    item.detailed
      ? [
          {
            twin: twinOf(item.personaId, personas),
            value: PITCH_READING.point(item.detailed),
            detail: { decision: item.detailed.decision },
          },
        ]
      : [],
  );
  return {
    answers,
    scale: PITCH_READING.scale,
    headlines: [
      {
        key: 'invest',
        label: 'Share who would invest',
        unit: 'share',
        of: (list) => weightedShare(list, (a) => a.detail.decision === 'invest'),
      },
    ],
    ranking: {
      label: 'Panel’s decision',
      of: (list) => rankedByShare(list, ['invest', 'pass'], (a) => a.detail.decision),
    },
    comparable: null,
    concept: null,
  };
}
