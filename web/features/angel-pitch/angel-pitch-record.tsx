// How a saved Angel Pitch is drawn everywhere (web/app/record-types.tsx registers it).
import Typography from '@mui/material/Typography';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { HistoryCardFrame } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import { plural } from '@web/lib/plural';
import { AngelPitchView } from './components/angel-pitch-view';

const VERDICT_NAMES = { invest: 'Invest', pass: 'Pass', split: 'Split' } as const;

function AngelPitchCard(props: HistoryCardProps<'angel_pitch'>) {
  const { record } = props;
  const analysis = record.overall_analysis;
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.angel_pitch}
      meta={[plural(twinCountOf(record), 'investor'), RECORD_TYPE_NAMES.angel_pitch]}
    >
      {analysis && 'summary' in analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {analysis.summary}
        </Typography>
      )}
    </HistoryCardFrame>
  );
}

export const angelPitchRecord: RecordTypeDescriptor<'angel_pitch'> = {
  View: AngelPitchView,
  HistoryCard: AngelPitchCard,
  brief: { label: 'The pitch', empty: 'No pitch text was saved with this run.' },
  headline: (record) => {
    const analysis = record.overall_analysis;
    if (!analysis || !('verdict' in analysis)) return null;
    return `Verdict: ${VERDICT_NAMES[analysis.verdict]} (${analysis.investCount} invest, ${analysis.passCount} pass)`;
  },
};
