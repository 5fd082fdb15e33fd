import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { readingLines, type RunReading } from '@contracts/concept-reading';
import { RecordSection } from './section';

/** What the twins understood of the concept when the run was made, and what the user corrected before it. */
export function ReadingSection({ reading, size = 'page' }: { reading: RunReading; size?: 'page' | 'panel' }) {
  const corrected = [
    ...(reading.corrections?.categoryId ? ['the category'] : []),
    ...(reading.corrections?.usualPrice ? ['the usual price'] : []),
  ];
  return (
    <RecordSection id="record-reading-title" title="What the twins understood" size={size}>
      <Box
        component="dl"
        data-testid="run-reading"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 0.75 },
        }}
      >
        {readingLines(reading).map((line) => (
          <Box key={line.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600, mt: { xs: 0.75, sm: 0 } }}>
              {line.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              color="text.secondary"
              sx={{ m: 0, overflowWrap: 'anywhere' }}
            >
              {line.text}
            </Typography>
          </Box>
        ))}
      </Box>
      {corrected.length > 0 && (
        <Alert severity="info" role="note" sx={{ mt: 1.5 }}>
          You corrected {corrected.join(' and ')} before the run; the twins judged the concept with your
          correction.
        </Alert>
      )}
    </RecordSection>
  );
}
