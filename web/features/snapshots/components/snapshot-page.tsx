import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { format } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { RecordType } from '@contracts/feedback';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { buildPath, routes } from '@web/lib/routes';
import { isImageOnly } from '@web/components/analysis/image-reading';
import { ProblemAlert } from '@web/components/problem-alert';
import { apiPath, isApiError } from '@web/lib/api-client';
import { usePageMeta } from '@web/lib/page-meta';
import type { Snapshot } from '@contracts/feedback-records';
import { useSnapshot } from '../api/get-snapshot';
import { plural } from '@web/lib/plural';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import { useHeadline } from '@web/entities/feedback-record/record-type-descriptor';
import { RecordBrief } from '@web/entities/feedback-record/record-views/record-brief';
import { RecordView } from '@web/entities/feedback-record/record-views/record-view';

type Props = { notFound: ReactNode };

/** The snapshot's title: the type's one name, with 'results' where the run has twins' answers. */
export const snapshotTitle = (type: RecordType) =>
  type === 'image_analysis' ? RECORD_TYPE_NAMES[type] : `${RECORD_TYPE_NAMES[type]} results`;

function engineLabel(engine: Snapshot['engine']): string | null {
  if (!engine) return null;
  return `${engine.provider === 'offline' ? 'Offline consumer model' : engine.provider} (${engine.model}, v${engine.version})`;
}

function SnapshotBody({ snapshot, slug }: { snapshot: Snapshot; slug: string }) {
  const headline = useHeadline(snapshot);
  const engine = engineLabel(snapshot.engine);
  const facts = [
    `Shared ${format(new Date(snapshot.shared_at), 'MMM d, yyyy')}`,
    isImageOnly(snapshot) ? 'Read offline, no twins' : plural(twinCountOf(snapshot), 'digital twin'),
    headline,
    engine && `Engine: ${engine}`,
  ].filter(Boolean);

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="snapshot-facts">
        {facts.join(' · ')}
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <RecordBrief record={snapshot} />
        <RecordView
          record={snapshot}
          imageUrl={apiPath('/api/snapshots/{slug}/image', { slug })}
          feedbackId={null}
        />
      </Box>

      <Card sx={{ mt: { xs: 4, md: 6 }, bgcolor: '#eef2ff', borderColor: '#c7d2fe' }}>
        <CardContent
          sx={{
            p: { xs: 2.5, sm: 3 },
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
            <Typography variant="h6" component="p">
              Curious how consumers see your brand?
            </Typography>
            <Typography color="text.secondary">
              Ask for a free brand snapshot, answered by our digital twins.
            </Typography>
          </Box>
          <Button component={RouterLink} to={routes.snapshotRequest} variant="contained">
            Request a free snapshot
          </Button>
        </CardContent>
      </Card>
    </>
  );
}

/** /snapshot/:slug: a shared run, read-only and kept out of search engines; unknown or revoked links get the 404 page. */
export function SnapshotPage({ notFound }: Props) {
  const { slug = '' } = useParams();
  const snapshot = useSnapshot(slug);
  usePageMeta({
    title: 'Research snapshot',
    description: `${snapshot.data ? RECORD_TYPE_NAMES[snapshot.data.type] : 'Research'} shared from Twinsight: how AI digital twins of consumers responded.`,
    path: buildPath('snapshot', { slug }),
  });

  if (snapshot.isError && isApiError(snapshot.error) && snapshot.error.status === 404) return notFound;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <meta name="robots" content="noindex, nofollow" />
      <Typography variant="overline" color="primary">
        Shared research snapshot
      </Typography>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 32 }, mb: { xs: 2.5, md: 3 } }}>
        {snapshot.data ? snapshotTitle(snapshot.data.type) : 'Research snapshot'}
      </Typography>
      {snapshot.isError && <ProblemAlert error={snapshot.error} />}
      {snapshot.isPending && (
        <Box role="status" aria-label="Loading the snapshot">
          <Skeleton variant="rounded" height={140} sx={{ mb: 3 }} />
          <Skeleton variant="rounded" height={260} />
        </Box>
      )}
      {snapshot.data && <SnapshotBody snapshot={snapshot.data} slug={slug} />}
    </Container>
  );
}
