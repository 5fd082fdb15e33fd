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
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { AdminUser } from '@contracts/admin-users';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { subscriptionStatusLabel } from '@web/entities/credits/use-tokens';
import { useAuth } from '@web/entities/session/use-auth';
import { useAdminUsers } from '../api/search-users';
import { AdjustCreditsDialog } from './adjust-credits-dialog';
import { SetAdminRoleDialog } from './set-admin-role-dialog';
import { SetSubscriptionDialog } from './set-subscription-dialog';

const SEARCH_DELAY_MS = 300;
type OpenDialog = { kind: 'credits' | 'subscription' | 'role'; user: AdminUser } | null;

function UserIdentity({ user }: { user: AdminUser }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
          {user.name || '—'}
        </Typography>
        {user.isAdmin && <Chip size="small" label="Admin" variant="outlined" />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
    </Box>
  );
}

function SubscriptionCell({ user }: { user: AdminUser }) {
  if (!user.subscription) {
    return (
      <Typography variant="body2" color="text.secondary">
        No subscription
      </Typography>
    );
  }
  const { product_name, status } = user.subscription;
  return (
    <Chip
      size="small"
      color="primary"
      label={`${product_name ?? 'Plan'} · ${subscriptionStatusLabel(status).toLowerCase()}`}
    />
  );
}

function UserActions({ user, onOpen }: { user: AdminUser; onOpen: (dialog: OpenDialog) => void }) {
  // The server refuses withdrawing one's own admin role, so it is not offered.
  const self = useAuth().user?.id === user.id;
  return (
    <Box sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onOpen({ kind: 'credits', user })}
        aria-label={`Adjust credits for ${user.email}`}
      >
        Credits
      </Button>
      <Button
        size="small"
        variant="outlined"
        onClick={() => onOpen({ kind: 'subscription', user })}
        aria-label={`Set subscription for ${user.email}`}
      >
        Subscription
      </Button>
      {!self && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => onOpen({ kind: 'role', user })}
          aria-label={`${user.isAdmin ? 'Remove admin role from' : 'Make admin'} ${user.email}`}
        >
          {user.isAdmin ? 'Remove admin' : 'Make admin'}
        </Button>
      )}
    </Box>
  );
}

/** Admins find users, adjust their credits, set manual subscriptions and grant or withdraw the admin role. */
export function AdminUsersPage() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const users = useAdminUsers(query);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);

  const done = (message: string) => {
    setDialog(null);
    setNotice(message);
  };

  return (
    <PageContainer
      title="Users"
      subtitle="Find a user by email or name, adjust their credits, set a subscription or grant the admin role."
    >
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
        ) : phone ? (
          <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {users.data.map((user) => (
              <Box
                component="li"
                key={user.id}
                data-testid={`admin-user-${user.email}`}
                sx={{
                  p: 2,
                  display: 'grid',
                  gap: 1,
                  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <UserIdentity user={user} />
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Typography variant="body2">
                    Balance{' '}
                    <Box component="strong" data-testid="admin-user-balance">
                      {user.balance}
                    </Box>
                  </Typography>
                  <SubscriptionCell user={user} />
                </Box>
                <UserActions user={user} onOpen={setDialog} />
              </Box>
            ))}
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Users">
              <TableHead>
                <TableRow>
                  <TableCell>User</TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Joined</TableCell>
                  <TableCell align="right">Balance</TableCell>
                  <TableCell>Subscription</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data.map((user) => (
                  <TableRow key={user.id} data-testid={`admin-user-${user.email}`}>
                    <TableCell sx={{ maxWidth: 320 }}>
                      <UserIdentity user={user} />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>
                      {format(new Date(user.createdAt), 'MMM d, yyyy')}
                    </TableCell>
                    <TableCell
                      align="right"
                      data-testid="admin-user-balance"
                      sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}
                    >
                      {user.balance}
                    </TableCell>
                    <TableCell>
                      <SubscriptionCell user={user} />
                    </TableCell>
                    <TableCell align="right">
                      <UserActions user={user} onOpen={setDialog} />
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

      {dialog?.kind === 'credits' && (
        <AdjustCreditsDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'subscription' && (
        <SetSubscriptionDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />
      )}
      {dialog?.kind === 'role' && (
        <SetAdminRoleDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />
      )}
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </PageContainer>
  );
}
