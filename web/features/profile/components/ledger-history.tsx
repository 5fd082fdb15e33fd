import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { LedgerEntry } from '@contracts/credits';
import { ProblemAlert } from '@web/components/problem-alert';
import { useLedger } from '../api/list-ledger';

const operationLabels: Record<string, string> = {
  signup_grant: 'Sign-up credits',
  analysis: 'Analysis',
  refund: 'Refund',
  credit_pack: 'Credit pack',
  admin_adjustment: 'Admin adjustment',
};

/** 'signup_grant' → 'Sign-up credits'; unknown types become words ('image_ad' → 'Image ad'). */
export function operationLabel(operationType: string): string {
  const known = operationLabels[operationType];
  if (known) return known;
  const words = operationType.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** '+5', '−1' (a true minus sign), '0'. */
export function signedAmount(amount: number): string {
  if (amount > 0) return `+${amount}`;
  if (amount < 0) return `\u2212${Math.abs(amount)}`;
  return '0';
}

// On a phone the date moves under the operation, so the amounts stay in view.
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

function entryNote(entry: LedgerEntry): string | null {
  const reason = entry.metadata.reason;
  return entry.operationType === 'admin_adjustment' && typeof reason === 'string' ? reason : null;
}

/** The credit ledger, newest first, with "Load more". */
export function LedgerHistory() {
  const ledger = useLedger();

  if (ledger.isPending) {
    return (
      <Box aria-busy="true" aria-label="Loading credit history">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={40} />
        ))}
      </Box>
    );
  }
  if (!ledger.data) {
    return (
      <ProblemAlert
        error={ledger.error}
        fallback="Your credit history could not be loaded."
        action={
          <Button color="inherit" size="small" onClick={() => void ledger.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  const entries = ledger.data.pages.flatMap((page) => page.items);
  if (entries.length === 0) return <Typography color="text.secondary">No credit activity yet.</Typography>;

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Credit history">
          <TableHead>
            <TableRow>
              <TableCell sx={hideOnPhone}>Date</TableCell>
              <TableCell>Operation</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell align="right">Balance</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const note = entryNote(entry);
              const date = format(new Date(entry.createdAt), 'MMM d, yyyy HH:mm');
              return (
                <TableRow key={entry.id}>
                  <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    {date}
                  </TableCell>
                  <TableCell>
                    {operationLabel(entry.operationType)}
                    <Typography variant="body2" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                      {date}
                    </Typography>
                    {note && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {note}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{
                      fontWeight: 700,
                      fontVariantNumeric: 'tabular-nums',
                      color: entry.amount > 0 ? 'success.main' : 'text.primary',
                    }}
                  >
                    {signedAmount(entry.amount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {entry.balanceAfter}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {ledger.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void ledger.fetchNextPage()}
            disabled={ledger.isFetchingNextPage}
          >
            {ledger.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      )}
      {ledger.isFetchNextPageError && <ProblemAlert error={ledger.error} sx={{ mt: 2 }} />}
    </>
  );
}
