// How a saved feature value study is drawn everywhere (web/app/record-types.tsx registers it).
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
import { FeatureStudyView } from './components/feature-study-view';

function FeatureStudyCard(props: HistoryCardProps<'feature_study'>) {
  const { record } = props;
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.feature_study}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        plural(record.importance.filter((i) => !i.isPrice).length, 'attribute'),
        RECORD_TYPE_NAMES.feature_study,
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

export const featureStudyRecord: RecordTypeDescriptor<'feature_study'> = {
  View: FeatureStudyView,
  HistoryCard: FeatureStudyCard,
  brief: { label: 'Product studied', empty: 'No product was saved with this study.' },
  headline: (record) => {
    const top = [...record.importance].sort((a, b) => b.share - a.share)[0];
    return top ? `Most important: ${top.attribute} (${Math.round(top.share * 100)}%)` : null;
  },
};
