import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import type { HistoryType } from '@contracts/feedback';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { ProblemAlert } from '@web/components/problem-alert';
import { enrichHistoryItem, type HistorySelection } from '@web/entities/feedback-record/history-selection';
import { historyLookupType, useFeedbackHistory } from '@web/entities/feedback-record/list-feedback-history';
import { HistoryCard } from '@web/entities/feedback-record/history/history-card';
import { HistoryDiagnostics } from './history-diagnostics';
import { emptyHistoryText, historySubtitle } from './history-texts';
import { useEndOfList } from '@web/components/use-end-of-list';

export const HISTORY_SKELETON_CARDS = 6;
const LOAD_FAILED = 'Failed to load history';

export type FeedbackHistoryDialogProps = {
  open: boolean;
  type?: string;
  onClose: () => void;
  onSelect: (selection: HistorySelection) => void;
};

function HistorySkeletons() {
  return (
    <Box role="status" aria-label="Loading history" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: HISTORY_SKELETON_CARDS }, (_, index) => (
        <Card key={index} data-testid="history-skeleton" sx={{ p: 2 }}>
          <Skeleton width="60%" height={24} />
          <Skeleton width="40%" height={18} />
          <Skeleton width="85%" height={18} />
        </Card>
      ))}
    </Box>
  );
}

function EmptyHistory({
  type,
  lookupType,
  onClose,
}: {
  type?: string;
  lookupType: HistoryType;
  onClose: () => void;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 3, sm: 5 } }}>
      <HistoryRounded aria-hidden sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
        No History Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {emptyHistoryText(type)}
      </Typography>
      <Button variant="contained" onClick={onClose} sx={{ mt: 2.5 }}>
        Return to Research
      </Button>
      <HistoryDiagnostics lookupType={lookupType} />
    </Box>
  );
}

function HistoryList({
  lookupType,
  onPick,
}: {
  lookupType: HistoryType;
  onPick: (record: FeedbackRecord) => void;
}) {
  const history = useFeedbackHistory(lookupType, true);
  const pages = history.data?.pages ?? [];
  const records = pages.flatMap((page) => page.items);
  const endRef = useEndOfList<HTMLDivElement>(
    () => void history.fetchNextPage(),
    history.hasNextPage && !history.isFetchingNextPage && !history.isFetchNextPageError,
    pages.length,
  );
  return (
    <>
      <Box component="ul" aria-label="Past runs" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
        {records.map((record) => (
          <HistoryCard key={record.id} record={record} onSelect={onPick} />
        ))}
      </Box>
      <Box
        ref={endRef}
        data-testid="history-end-marker"
        sx={{ py: 2, textAlign: 'center', color: 'text.secondary' }}
      >
        {history.isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">Loading more...</Typography>
          </Box>
        ) : history.isFetchNextPageError ? (
          <ProblemAlert error={history.error} fallback={LOAD_FAILED} />
        ) : (
          !history.hasNextPage && <Typography variant="body2">End of history</Typography>
        )}
      </Box>
    </>
  );
}

/** The user's past runs of one research type; picking one hands it, enriched, to the screen and closes. */
export function FeedbackHistoryDialog({ open, type, onClose, onSelect }: FeedbackHistoryDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const lookupType = historyLookupType(type);
  const history = useFeedbackHistory(lookupType, open);
  const isEmpty = history.data !== undefined && history.data.pages.every((page) => page.items.length === 0);

  const pick = (record: FeedbackRecord) => {
    onSelect(enrichHistoryItem(record));
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby="feedback-history-title"
      aria-describedby="feedback-history-subtitle"
    >
      <DialogTitle id="feedback-history-title" sx={{ pr: 7, pb: 0 }}>
        Feedback History
      </DialogTitle>
      <Typography
        id="feedback-history-subtitle"
        variant="body2"
        color="text.secondary"
        sx={{ px: 3, pt: 0.25, pb: 2 }}
      >
        {historySubtitle(type)}
      </Typography>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <CloseRounded />
      </IconButton>
      <DialogContent dividers sx={{ minHeight: { sm: 360 } }}>
        {history.data === undefined && history.isError ? (
          <ProblemAlert error={history.error} fallback={LOAD_FAILED} />
        ) : history.data === undefined ? (
          <HistorySkeletons />
        ) : isEmpty ? (
          <EmptyHistory type={type} lookupType={lookupType} onClose={onClose} />
        ) : (
          <HistoryList lookupType={lookupType} onPick={pick} />
        )}
      </DialogContent>
    </Dialog>
  );
}
