import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { angelPitchAnalysisSchema } from '../../../../contracts/angel-pitch';
import type { AngelPitchRecord } from '../../../../contracts/angel-pitch';
import { ProblemAlert } from '../../../components/problem-alert';
import { useAngelPitches } from '../api/angel-pitch-api';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** The caller's past pitches, newest first; picking one shows it. */
export function AngelPitchHistory({ onSelect }: { onSelect: (record: AngelPitchRecord) => void }) {
  const pitches = useAngelPitches();
  if (pitches.isPending) return <Typography color="text.secondary">Loading history...</Typography>;
  if (pitches.isError) return <ProblemAlert error={pitches.error} fallback="Failed to load history" />;
  if (pitches.data.length === 0) return null;
  return (
    <Box component="section" aria-label="Pitch history" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        History
      </Typography>
      {pitches.data.map((record) => {
        const analysis = angelPitchAnalysisSchema.safeParse(record.overall_analysis);
        return (
          <Card key={record.id} variant="outlined">
            <CardActionArea onClick={() => onSelect(record)} sx={{ p: 1.5 }}>
              <Typography sx={{ fontWeight: 600 }} noWrap>
                {(record.concept ?? '').slice(0, 80) || 'Angel pitch'}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dateFormat.format(new Date(record.created_at))}
                {analysis.success ? ` · ${analysis.data.summary}` : ''}
              </Typography>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}
