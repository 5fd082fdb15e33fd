import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ProblemAlert } from '@web/components/problem-alert';
import { useEndOfList } from '@web/components/use-end-of-list';
import { HistoryCard } from '@web/entities/feedback-record/history/history-card';
import { buildPath } from '@web/lib/routes';
import { useAllBrandStudies } from '../api/brand360-api';

const LOAD_FAILED = 'Failed to load history';

/** Every Brand 360 study, newest first, a page at a time; a deleted profile's studies stay here and open on their page. */
export function BrandStudyHistory() {
  const studies = useAllBrandStudies();
  const navigate = useNavigate();
  const pages = studies.data?.pages ?? [];
  const records = pages.flatMap((page) => page.items);
  const endRef = useEndOfList<HTMLDivElement>(
    () => void studies.fetchNextPage(),
    studies.hasNextPage && !studies.isFetchingNextPage && !studies.isFetchNextPageError,
    pages.length,
  );
  if (studies.isPending || (records.length === 0 && !studies.isError)) return null;
  if (studies.isError && records.length === 0)
    return <ProblemAlert error={studies.error} fallback={LOAD_FAILED} />;
  return (
    <Box component="section" aria-label="Study history" sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
      <Typography component="h2" variant="h6">
        History
      </Typography>
      <Box component="ul" aria-label="Past studies" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {records.map((record) => (
          <HistoryCard
            key={record.id}
            record={record}
            onSelect={(picked) => void navigate(buildPath('feedback', { id: picked.id }))}
          />
        ))}
      </Box>
      <Box ref={endRef} sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>
        {studies.isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Loading more...</Typography>
          </Box>
        ) : studies.isFetchNextPageError ? (
          <ProblemAlert error={studies.error} fallback={LOAD_FAILED} />
        ) : (
          !studies.hasNextPage && <Typography variant="body2">End of history</Typography>
        )}
      </Box>
    </Box>
  );
}
