import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import Search from '@mui/icons-material/Search';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentItem } from '@contracts/content';
import { buildPath, routes } from '@web/lib/routes';
import { NoticeCard } from '@web/components/notice-card';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePageMeta } from '@web/lib/page-meta';
import { useAdminContentList, type AdminContentFilters } from '../api/list-admin-content';
import { ContentStatusChip } from './content-status-chip';
import { formatUpdatedDate } from './format-updated-date';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

const NO_FILTERS: AdminContentFilters = { query: '', status: '', kind: '' };
const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } };
// Show 'All statuses' / 'All kinds' for the empty value instead of an empty box.
const filterSelectSlots = { select: { displayEmpty: true }, inputLabel: { shrink: true } };

function ContentRow({ item }: { item: ContentItem }) {
  const editPath = buildPath('adminContentEdit', { contentId: item.id });
  return (
    <TableRow hover>
      <TableCell sx={{ maxWidth: 0, width: '100%' }}>
        <Link
          component={RouterLink}
          to={editPath}
          underline="hover"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          /resources/{item.slug}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}
        >
          {CONTENT_KIND_LABELS[item.kind]} · Updated {formatUpdatedDate(item.updatedAt)}
        </Typography>
      </TableCell>
      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>{CONTENT_KIND_LABELS[item.kind]}</TableCell>
      <TableCell>
        <ContentStatusChip status={item.status} />
      </TableCell>
      <TableCell sx={{ ...hideOnPhone, whiteSpace: 'nowrap' }}>
        <time dateTime={item.updatedAt}>{formatUpdatedDate(item.updatedAt)}</time>
      </TableCell>
    </TableRow>
  );
}

/** /admin/content and /admin/content/dashboard: every resource with search and status and kind filters. */
export function ContentDashboardPage() {
  usePageMeta({
    title: 'Content administration',
    description: 'Manage the resources published on Twinsight.',
    path: routes.adminContentDashboard,
  });
  const [filters, setFilters] = useState<AdminContentFilters>(NO_FILTERS);
  const query = useDebouncedValue(filters.query, 300);
  const list = useAdminContentList({ ...filters, query });
  const filtered = filters.query.trim() !== '' || filters.status !== '' || filters.kind !== '';
  const items = list.data ?? [];

  const setFilter = <K extends keyof AdminContentFilters>(key: K, value: AdminContentFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));

  return (
    <PageContainer
      title="Content administration"
      subtitle="Every resource, draft and published."
      actions={
        <Button component={RouterLink} to={routes.adminContentNew} variant="contained" startIcon={<Add />}>
          New resource
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 1fr) 180px 180px' },
          mb: 3,
        }}
      >
        <TextField
          label="Search"
          placeholder="Title, slug or summary"
          value={filters.query}
          onChange={(event) => setFilter('query', event.target.value)}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          slotProps={filterSelectSlots}
          value={filters.status}
          onChange={(event) => setFilter('status', event.target.value as AdminContentFilters['status'])}
        >
          <MenuItem value="">All statuses</MenuItem>
          <MenuItem value="draft">Draft</MenuItem>
          <MenuItem value="published">Published</MenuItem>
        </TextField>
        <TextField
          select
          label="Kind"
          slotProps={filterSelectSlots}
          value={filters.kind}
          onChange={(event) => setFilter('kind', event.target.value as AdminContentFilters['kind'])}
        >
          <MenuItem value="">All kinds</MenuItem>
          {CONTENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {CONTENT_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <ProblemAlert error={list.error} sx={{ mb: 3 }} />

      {list.isSuccess && items.length === 0 ? (
        <NoticeCard
          icon={<LibraryBooksOutlined />}
          headingLevel="h2"
          title={filtered ? 'No resources match these filters' : 'No resources yet'}
          actions={
            filtered ? (
              <Button variant="outlined" onClick={() => setFilters(NO_FILTERS)}>
                Clear filters
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={routes.adminContentNew}
                variant="contained"
                startIcon={<Add />}
              >
                Write the first resource
              </Button>
            )
          }
        >
          {filtered
            ? 'Try another search or clear the filters.'
            : 'Articles, guides, case studies and webinars you write appear here.'}
        </NoticeCard>
      ) : (
        <Card>
          <LinearProgress sx={{ visibility: list.isFetching ? 'visible' : 'hidden' }} aria-hidden />
          <Table aria-label="Resources" aria-busy={list.isFetching}>
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell>
                <TableCell sx={hideOnPhone}>Kind</TableCell>
                <TableCell>Status</TableCell>
                <TableCell sx={hideOnPhone}>Updated</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((item) => (
                <ContentRow key={item.id} item={item} />
              ))}
              {list.isPending && (
                <TableRow>
                  <TableCell colSpan={4}>
                    <Typography color="text.secondary">Loading resources…</Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Card>
      )}
    </PageContainer>
  );
}
