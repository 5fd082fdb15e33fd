import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { ProblemAlert } from '@web/components/problem-alert';
import { useEndOfList } from '@web/components/use-end-of-list';
import type { RecordPagesQuery } from '../typed-record-pages';
import { HistoryCard } from './history-card';

const LOAD_FAILED = 'Failed to load history';

/** One research type's past runs, newest first, a page at a time as the list scrolls; picking one shows it. */
export function TypedRecordHistory<Item extends FeedbackRecord>({
  query,
  name,
  label,
  onSelect,
}: {
  query: RecordPagesQuery<Item>;
  /** The section's name: 'Pricing study history'. */
  name: string;
  /** What the list holds, for screen readers: 'Past pricing studies'. */
  label: string;
  onSelect: (record: Item) => void;
}) {
  const pages = query.data?.pages ?? [];
  const records = pages.flatMap((page) => page.items);
  const endRef = useEndOfList<HTMLDivElement>(
    () => void query.fetchNextPage(),
    query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError,
    pages.length,
  );
  if (query.isPending) return <Typography color="text.secondary">Loading history...</Typography>;
  if (query.isError && records.length === 0)
    return <ProblemAlert error={query.error} fallback={LOAD_FAILED} />;
  if (records.length === 0) return null;
  return (
    <Box component="section" aria-label={name} sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h2" variant="h6">
        History
      </Typography>
      <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {records.map((record) => (
          <HistoryCard key={record.id} record={record} onSelect={(picked) => onSelect(picked as Item)} />
        ))}
      </Box>
      <Box ref={endRef} sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>
        {query.isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Loading more...</Typography>
          </Box>
        ) : query.isFetchNextPageError ? (
          <ProblemAlert error={query.error} fallback={LOAD_FAILED} />
        ) : (
          !query.hasNextPage && <Typography variant="body2">End of history</Typography>
        )}
      </Box>
    </Box>
  );
}
