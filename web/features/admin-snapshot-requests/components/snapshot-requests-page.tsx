import { useState } from 'react';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import type { SnapshotRequestItem } from '@contracts/content';
import { NoticeCard } from '@web/components/notice-card';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePageMeta } from '@web/lib/page-meta';
import { routes } from '@web/lib/routes';
import { useSnapshotRequests, type SnapshotRequestFilter } from '../api/list-snapshot-requests';
import { useSetSnapshotRequestStatus } from '../api/set-snapshot-request-status';

const DATE_FORMAT = 'MMM d, yyyy HH:mm';
const EMPTY: Record<SnapshotRequestFilter, string> = {
  new: 'No requests are waiting for an answer.',
  handled: 'No request has been marked handled yet.',
  all: 'No one has asked for a snapshot yet.',
};

function RequestCard({ request }: { request: SnapshotRequestItem }) {
  const change = useSetSnapshotRequestStatus();
  const handled = request.status === 'handled';
  return (
    <Card
      variant="outlined"
      component="li"
      aria-label={`Snapshot request for ${request.brand}`}
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, overflowWrap: 'anywhere' }}>
            {request.brand}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {request.name} · {request.company} ·{' '}
            <Link
              href={`mailto:${request.email}?subject=${encodeURIComponent(`Your ${request.brand} snapshot`)}`}
            >
              {request.email}
            </Link>
          </Typography>
        </Box>
        <Chip
          size="small"
          color={handled ? 'default' : 'primary'}
          variant={handled ? 'outlined' : 'filled'}
          label={handled ? 'Handled' : 'New'}
        />
      </Box>
      {request.message && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.message}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="caption" color="text.secondary">
          Received{' '}
          <time dateTime={request.createdAt}>{format(new Date(request.createdAt), DATE_FORMAT)}</time>
          {request.handledAt && (
            <>
              {' '}
              · handled{' '}
              <time dateTime={request.handledAt}>{format(new Date(request.handledAt), DATE_FORMAT)}</time>
            </>
          )}
        </Typography>
        <Button
          size="small"
          variant={handled ? 'text' : 'contained'}
          disabled={change.isPending}
          onClick={() => change.mutate({ id: request.id, status: handled ? 'new' : 'handled' })}
        >
          {change.isPending ? 'Saving…' : handled ? 'Mark as new' : 'Mark handled'}
        </Button>
      </Box>
      <ProblemAlert error={change.error} />
    </Card>
  );
}

/** Admins read the snapshot requests visitors send from /snapshot-request, newest first, and mark them handled. */
export function SnapshotRequestsPage() {
  usePageMeta({
    title: 'Snapshot requests',
    description: 'Brand snapshots visitors asked for.',
    path: routes.adminSnapshotRequests,
  });
  const [filter, setFilter] = useState<SnapshotRequestFilter>('new');
  const requests = useSnapshotRequests(filter);
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];
  const newCount = requests.data?.pages[0]?.newCount;

  return (
    <PageContainer
      maxWidth="md"
      title="Snapshot requests"
      subtitle="Brand snapshots visitors asked for on the public form, newest first."
    >
      <Tabs
        value={filter}
        onChange={(_, value: SnapshotRequestFilter) => setFilter(value)}
        aria-label="Which requests"
        sx={{ mb: 2 }}
      >
        <Tab value="new" label={newCount === undefined || filter !== 'new' ? 'New' : `New (${newCount})`} />
        <Tab value="handled" label="Handled" />
        <Tab value="all" label="All" />
      </Tabs>
      {requests.isPending ? (
        <Box sx={{ display: 'grid', gap: 1.5 }} aria-busy="true" aria-label="Loading snapshot requests">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={120} />
          ))}
        </Box>
      ) : requests.isError ? (
        <ProblemAlert
          error={requests.error}
          fallback="Snapshot requests could not be loaded."
          action={
            <Button color="inherit" size="small" onClick={() => void requests.refetch()}>
              Retry
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <NoticeCard headingLevel="h2" icon={<MarkEmailReadOutlined />} title="Nothing here">
          {EMPTY[filter]}
        </NoticeCard>
      ) : (
        <Box
          component="ul"
          aria-label="Snapshot requests"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
        >
          {items.map((request) => (
            <RequestCard key={request.id} request={request} />
          ))}
        </Box>
      )}
      {requests.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button onClick={() => void requests.fetchNextPage()} disabled={requests.isFetchingNextPage}>
            {requests.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </Box>
      )}
    </PageContainer>
  );
}
