// How a saved concept test is drawn everywhere (web/app/record-types.tsx registers it).
import Typography from '@mui/material/Typography';
import { HistoryCardFrame } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { scoreHeadline } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import { plural } from '@web/lib/plural';
import { ConceptTestView } from './components/concept-test-view';

function ConceptTestCard(props: HistoryCardProps<'focus-group'>) {
  const { record } = props;
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || 'Concept Test'}
      meta={[plural(record.selected_personas.length, 'digital twin')]}
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {`Analysis of audience responses with ${record.responses.length} detailed feedback entries.`}
      </Typography>
    </HistoryCardFrame>
  );
}

export const conceptTestRecord: RecordTypeDescriptor<'focus-group'> = {
  View: ConceptTestView,
  HistoryCard: ConceptTestCard,
  brief: { label: 'Concept tested', empty: 'No concept text was saved with this run.' },
  headline: scoreHeadline,
};
