// How a saved Brand 360 study is drawn everywhere (web/app/record-types.tsx registers it).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { HistoryCardFrame } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import type { RecordContentOf } from '@web/entities/feedback-record/record-views/record-content';
import { plural } from '@web/lib/plural';
import { BrandStudyView } from './components/brand-study-view';

function BrandStudyCard(props: HistoryCardProps<'brand360'>) {
  const { record } = props;
  return (
    <HistoryCardFrame
      {...props}
      title={record.concept_details?.name ?? (flatConcept(record) || RECORD_TYPE_NAMES.brand360)}
      meta={[plural(twinCountOf(record), 'digital twin'), RECORD_TYPE_NAMES.brand360]}
    >
      {record.concept_details && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {`${record.concept_details.category} · vs ${record.concept_details.competitors.join(', ')}`}
        </Typography>
      )}
    </HistoryCardFrame>
  );
}

/** The brief's details: the brand's category, description and competitors. */
function BrandDetails({ record }: { record: RecordContentOf<'brand360'> }) {
  const details = record.concept_details;
  if (!details) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1, mt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {details.category}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {details.description}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          Competitors:
        </Typography>
        {details.competitors.map((name) => (
          <Chip key={name} size="small" label={name} />
        ))}
      </Box>
    </Box>
  );
}

export const brand360Record: RecordTypeDescriptor<'brand360'> = {
  View: BrandStudyView,
  HistoryCard: BrandStudyCard,
  brief: {
    label: 'Brand studied',
    empty: 'No brand details were saved with this study.',
    text: (record) => record.concept_details?.name ?? record.concept,
    Details: BrandDetails,
  },
  headline: (record) =>
    record.overall_analysis ? `Brand score ${Math.round(record.overall_analysis.aggregateScore)}/100` : null,
};
