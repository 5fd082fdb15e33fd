import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { RecordType } from '@contracts/feedback';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { flatConcept } from '../history-selection';
import { useRecordTypeDescriptor, type RecordTypeDescriptor } from '../record-type-descriptor';

/** What the run was about, in its type's words: the concept, the interview topic, the ad's copy, the pitch, the brand. */
export function RecordBrief({ record }: { record: FeedbackRecordContent }) {
  const { brief } = useRecordTypeDescriptor(record.type) as RecordTypeDescriptor<RecordType>;
  const text = brief.text ? brief.text(record) : flatConcept(record);
  const { Details } = brief;
  return (
    <Card component="section" aria-labelledby="record-brief-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="record-brief-title" variant="overline" color="text.secondary" component="h2">
          {brief.label}
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
          {text || brief.empty}
        </Typography>
        {Details && <Details record={record} />}
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
