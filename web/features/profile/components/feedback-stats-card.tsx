import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import { ProblemAlert } from '@web/components/problem-alert';
import { useFeedbackStats } from '../api/get-feedback-stats';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontSize: 24, fontWeight: 800, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Total analyses, twins consulted and the average interest across the user's runs. */
export function FeedbackStatsCard() {
  const stats = useFeedbackStats();
  return (
    <Card component="section" aria-labelledby="feedback-stats-title" data-testid="feedback-stats">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="feedback-stats-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Research activity
        </Typography>
        {stats.isPending ? (
          <Skeleton variant="rounded" height={56} />
        ) : stats.isError ? (
          <ProblemAlert error={stats.error} fallback="Your research activity could not be loaded." />
        ) : stats.data.totalAnalyses === 0 ? (
          <Box>
            <Typography variant="body2" color="text.secondary">
              No research runs yet. Your analyses, the twins you consulted and their average interest will
              show here.
            </Typography>
            <Button component={RouterLink} to={routes.researchLab} size="small" sx={{ mt: 1, ml: -1 }}>
              Run a concept test
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, 1fr)' }}>
            <Stat
              label={stats.data.totalAnalyses === 1 ? 'Analysis' : 'Analyses'}
              value={String(stats.data.totalAnalyses)}
            />
            <Stat label="Twins consulted" value={String(stats.data.totalTwins)} />
            <Stat
              label="Avg. interest"
              value={stats.data.averageInterestScore > 0 ? `${stats.data.averageInterestScore}/5` : '—'}
            />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
