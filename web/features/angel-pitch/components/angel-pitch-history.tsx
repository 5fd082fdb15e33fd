import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AngelPitchRecord } from '@contracts/angel-pitch';
import { ProblemAlert } from '@web/components/problem-alert';
import { useEndOfList } from '@web/components/use-end-of-list';
import { HistoryCard } from '@web/entities/feedback-record/history/history-card';
import { useAngelPitches } from '../api/angel-pitch-api';

const LOAD_FAILED = 'Failed to load history';

/** The caller's past pitches, newest first, a page at a time as the list scrolls; picking one shows it. */
export function AngelPitchHistory({ onSelect }: { onSelect: (record: AngelPitchRecord) => void }) {
  const pitches = useAngelPitches();
  const pages = pitches.data?.pages ?? [];
  const records = pages.flatMap((page) => page.items);
  const endRef = useEndOfList<HTMLDivElement>(
    () => void pitches.fetchNextPage(),
    pitches.hasNextPage && !pitches.isFetchingNextPage && !pitches.isFetchNextPageError,
    pages.length,
  );
  if (pitches.isPending) return <Typography color="text.secondary">Loading history...</Typography>;
  if (pitches.isError && records.length === 0)
    return <ProblemAlert error={pitches.error} fallback={LOAD_FAILED} />;
  if (records.length === 0) return null;
  return (
    <Box component="section" aria-label="Pitch history" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        History
      </Typography>
      <Box component="ul" aria-label="Past pitches" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {records.map((record) => (
          <HistoryCard key={record.id} record={record} onSelect={onSelect} />
        ))}
      </Box>
      <Box ref={endRef} sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>
        {pitches.isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Loading more...</Typography>
          </Box>
        ) : pitches.isFetchNextPageError ? (
          <ProblemAlert error={pitches.error} fallback={LOAD_FAILED} />
        ) : (
          !pitches.hasNextPage && <Typography variant="body2">End of history</Typography>
        )}
      </Box>
    </Box>
  );
}
