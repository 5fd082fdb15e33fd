import { useEffect, useState } from 'react';
import { format } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { AdminUser } from '../../../../contracts/billing';
import { PageContainer } from '../../../components/page-container';
import { ProblemAlert } from '../../../components/problem-alert';
import { subscriptionStatusLabel } from '../../../lib/token-context';
import { useAdminUsers } from '../api/search-users';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { SetSubscriptionDialog } from './set-subscription-dialog';

const SEARCH_DELAY_MS = 300;
type OpenDialog = { kind: 'credits' | 'subscription'; user: AdminUser } | null;

/** Admins find users, adjust their credits and set manual subscriptions. */
export function AdminUsersPage() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useAdminUsers(query);

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  return (
    <PageContainer title="Users" subtitle="Find a user by email or name, adjust their credits or set a subscription.">
      <TextField
        type="search"
        label="Search by email or name"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Card variant="outlined">
        {users.isFetching && !users.isPending && <LinearProgress aria-label="Searching" sx={{ height: 2 }} />}
        {users.isPending ? (
          <Box sx={{ p: 2, display: 'grid', gap: 1 }} aria-busy="true" aria-label="Loading users">
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} height={44} />
            ))}
          </Box>
        ) : users.isError ? (
          <ProblemAlert
            error={users.error}
            fallback="Users could not be loaded."
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void users.refetch()}>
                Retry
              </Button>
            }
          />
        ) : users.data.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {query ? `No users match “${query}”.` : 'No users yet.'}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Users">
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Joined</TableCell>
                  <TableCell align="right">Balance</TableCell>
                  <TableCell>Subscription</TableCell>
                  <TableCell align="right">
                    <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                      Actions
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((user) => (
                  <TableRow key={user.id} data-testid={`admin-user-${user.email}`}>
                    <TableCell sx={{ maxWidth: { xs: 140, sm: 320 } }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
                          {user.name || '—'}
                        </Typography>
                        {user.isAdmin && <Chip size="small" label="Admin" variant="outlined" />}
                      </Box>
                      <Typography variant="body2" color="text.secondary" noWrap title={user.email}>
                        {user.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {format(new Date(user.createdAt), 'MMM d, yyyy')}
                    </TableCell>
                    <TableCell align="right" data-testid="admin-user-balance" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                      {user.balance}
                    </TableCell>
                    <TableCell>
                      {user.subscription ? (
                        <Chip
                          size="small"
                          color="primary"
                          label={`${user.subscription.product_name ?? 'Plan'} · ${subscriptionStatusLabel(user.subscription.status).toLowerCase()}`}
                        />
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          None
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">
                      <Box sx={{ display: 'inline-flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5, alignItems: 'flex-end' }}>
                        <Button size="small" onClick={() => setDialog({ kind: 'credits', user })} aria-label={`Adjust credits for ${user.email}`} sx={{ whiteSpace: 'nowrap' }}>
                          Credits
                        </Button>
                        <Button
                          size="small"
                          onClick={() => setDialog({ kind: 'subscription', user })}
                          aria-label={`Set subscription for ${user.email}`}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          Subscription
                        </Button>
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      {users.data && users.data.length >= 50 && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Showing the first 50 matches. Narrow the search to find others.
        </Alert>
      )}

      {dialog?.kind === 'credits' && <AdjustCreditsDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'subscription' && <SetSubscriptionDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)} message={notice} />
    </PageContainer>
  );
}
