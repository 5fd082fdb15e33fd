import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { RecordType } from '@contracts/feedback';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { flatConcept } from '../history-selection';

const BRIEF_LABELS: Record<RecordType, string> = {
  'focus-group': 'Concept tested',
  interview: 'Interview topic',
  'image-ad': 'Ad copy',
  image_analysis: 'Words in the image',
  angel_pitch: 'The pitch',
  brand360: 'Brand studied',
  pricing_study: 'Concept priced',
  concept_comparison: 'Variants compared',
  feature_study: 'Product studied',
};
const EMPTY_BRIEFS: Record<RecordType, string> = {
  'focus-group': 'No concept text was saved with this run.',
  interview: 'No topic was given: the conversation below is the interview.',
  'image-ad': 'The ad has no copy of its own; what was read from it is below.',
  image_analysis: 'No words were found in the image.',
  angel_pitch: 'No pitch text was saved with this run.',
  brand360: 'No brand details were saved with this study.',
  pricing_study: 'No concept text was saved with this study.',
  concept_comparison: 'No variants were saved with this comparison.',
  feature_study: 'No product was saved with this study.',
};

function BrandDetails({ record }: { record: Extract<FeedbackRecordContent, { type: 'brand360' }> }) {
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

/** What the run was about, in its type's words: the concept, the interview topic, the ad's copy, the pitch, the brand. */
export function RecordBrief({ record }: { record: FeedbackRecordContent }) {
  const text =
    record.type === 'brand360' ? (record.concept_details?.name ?? record.concept) : flatConcept(record);
  return (
    <Card component="section" aria-labelledby="record-brief-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="record-brief-title" variant="overline" color="text.secondary" component="h2">
          {BRIEF_LABELS[record.type]}
        </Typography>
        <Typography
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: { xs: 16, md: 18 },
            lineHeight: 1.6,
          }}
          data-testid="run-concept"
        >
          {text || EMPTY_BRIEFS[record.type]}
        </Typography>
        {record.type === 'brand360' && <BrandDetails record={record} />}
        {record.audiences.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="run-audience">
            {record.audiences.length === 1 ? 'Audience' : 'Audiences'}:{' '}
            {record.audiences.map((audience) => audience.name).join(', ')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
