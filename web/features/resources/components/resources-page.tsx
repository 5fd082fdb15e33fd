import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import { CONTENT_KIND_LABELS, CONTENT_KINDS, type ContentItem } from '@contracts/content';
import { NoticeCard } from '@web/components/notice-card';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePageMeta } from '@web/lib/page-meta';
import { publicPages } from '@web/lib/public-pages';
import { useContentSummaries } from '@web/entities/site/list-content-summaries';
import { ResourceCard } from './resource-card';

type Kind = ContentItem['kind'];
const ALL = 'all';

function parseKind(value: string | null): Kind | typeof ALL {
  return CONTENT_KINDS.find((kind) => kind === value) ?? ALL;
}

const gridSx = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

function ResourceCardSkeleton() {
  return (
    <Card aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
      <CardContent sx={{ p: 2.5 }}>
        <Skeleton width="30%" />
        <Skeleton height={32} />
        <Skeleton />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}

/** /resources: published articles, guides, case studies and webinars, newest first, filterable by kind. */
export function ResourcesPage() {
  usePageMeta(publicPages.resources);
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = parseKind(searchParams.get('kind'));
  const resources = useContentSummaries();
  const items = resources.data ?? [];
  const shown = kind === ALL ? items : items.filter((item) => item.kind === kind);
  const countOf = (value: Kind) => items.filter((item) => item.kind === value).length;

  const selectKind = (value: Kind | typeof ALL) =>
    setSearchParams(value === ALL ? {} : { kind: value }, { replace: true });

  return (
    <PageContainer
      title="Resources"
      subtitle="Articles, guides, case studies and webinars on consumer research with digital twins."
    >
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: { xs: 3, md: 4 } }}>
        <Tabs
          value={kind}
          onChange={(_, value: Kind | typeof ALL) => selectKind(value)}
          variant="scrollable"
          aria-label="Resource kind"
        >
          <Tab value={ALL} label={resources.data ? `All (${items.length})` : 'All'} />
          {CONTENT_KINDS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={
                resources.data
                  ? `${CONTENT_KIND_LABELS[value]} (${countOf(value)})`
                  : CONTENT_KIND_LABELS[value]
              }
            />
          ))}
        </Tabs>
      </Box>

      {resources.isPending && (
        <Box sx={gridSx} role="status" aria-label="Loading resources">
          {Array.from({ length: 3 }, (_, index) => (
            <ResourceCardSkeleton key={index} />
          ))}
        </Box>
      )}

      {resources.isError && (
        <ProblemAlert
          error={resources.error}
          action={
            <Button color="inherit" size="small" onClick={() => resources.refetch()}>
              Try again
            </Button>
          }
        />
      )}

      {resources.isSuccess && shown.length === 0 && (
        <NoticeCard
          headingLevel="h2"
          icon={<LibraryBooksOutlined />}
          title={kind === ALL ? 'No resources yet' : `No ${CONTENT_KIND_LABELS[kind].toLowerCase()}s yet`}
          actions={
            kind !== ALL && items.length > 0 ? (
              <Button variant="outlined" onClick={() => selectKind(ALL)}>
                Show all resources
              </Button>
            ) : undefined
          }
        >
          {kind === ALL
            ? 'We are writing our first articles and guides. Check back soon.'
            : 'Nothing of this kind has been published yet; the other tabs may have what you are looking for.'}
        </NoticeCard>
      )}

      {shown.length > 0 && (
        <Box sx={gridSx}>
          {shown.map((item) => (
            <ResourceCard key={item.id} item={item} />
          ))}
        </Box>
      )}
    </PageContainer>
  );
}
