// How a saved concept comparison is drawn everywhere (web/app/record-types.tsx registers it).
import Typography from '@mui/material/Typography';
import { variantLabel } from '@contracts/concept-comparison';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { HistoryCardFrame } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import { plural } from '@web/lib/plural';
import { ConceptComparisonView } from './components/concept-comparison-view';

function ConceptComparisonCard(props: HistoryCardProps<'concept_comparison'>) {
  const { record } = props;
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.concept_comparison}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        plural(record.variants.length, 'variant'),
        RECORD_TYPE_NAMES.concept_comparison,
      ]}
    >
      {record.overall_analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {record.overall_analysis.summary}
        </Typography>
      )}
    </HistoryCardFrame>
  );
}

export const conceptComparisonRecord: RecordTypeDescriptor<'concept_comparison'> = {
  View: ConceptComparisonView,
  HistoryCard: ConceptComparisonCard,
  brief: { label: 'Variants compared', empty: 'No variants were saved with this comparison.' },
  headline: (record) => {
    if (!record.overall_analysis) return null;
    return record.winner === null ? 'No clear winner' : `Winner: ${variantLabel(record.winner)}`;
  },
};
