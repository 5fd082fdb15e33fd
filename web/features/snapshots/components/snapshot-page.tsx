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
import { buildPath, routes } from '../../../lib/routes';
import { AnalysisSummary } from '../../../components/analysis/analysis-summary';
import { ImageReading, isImageOnly } from '../../../components/analysis/image-reading';
import { conceptAnalysisOf, recordAnswers } from '../../../components/analysis/twin-answer';
import { TwinAnswerCard } from '../../../entities/feedback-record/twin-answer-card';
import { ProblemAlert } from '../../../components/problem-alert';
import { isApiError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/page-meta';
import type { Snapshot } from '../../../../contracts/feedback-records';
import { useSnapshot } from '../api/get-snapshot';
import { usePersonasByIds } from '../../../entities/personas/use-personas-by-ids';
import { plural } from '../../../lib/plural';
import { TwinCardGrid } from '../../../components/analysis/twin-card-grid';

type Props = { notFound: ReactNode };

const RESULT_TITLES: Record<string, string> = {
  'focus-group': 'Concept test results',
  'image-ad': 'Ad creative test results',
  image_analysis: 'Image analysis',
  interview: 'Interview results',
};

function engineLabel(engine: Snapshot['engine']): string | null {
  if (!engine) return null;
  return `${engine.provider === 'offline' ? 'Offline consumer model' : engine.provider} (${engine.model}, v${engine.version})`;
}

function SnapshotBody({ snapshot, slug }: { snapshot: Snapshot; slug: string }) {
  const answers = recordAnswers(snapshot);
  const { byId: twins } = usePersonasByIds(answers.map((answer) => answer.personaId).filter(Boolean));
  const analysis = conceptAnalysisOf(snapshot);
  const engine = engineLabel(snapshot.engine);
  const imageOnly = isImageOnly(snapshot);
  const facts = [
    `Shared ${format(new Date(snapshot.shared_at), 'MMM d, yyyy')}`,
    imageOnly ? 'Read offline, no twins' : plural(answers.length, 'digital twin'),
    engine && `Engine: ${engine}`,
  ].filter(Boolean);

  return (
    <>
      <Card component="section" aria-labelledby="snapshot-concept" sx={{ mb: { xs: 3, md: 4 } }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography id="snapshot-concept" variant="overline" color="text.secondary" component="h2">
            Concept tested
          </Typography>
          <Typography
            sx={{
              mt: 0.5,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: { xs: 16, md: 18 },
              lineHeight: 1.6,
            }}
          >
            {snapshot.concept || 'No concept text was saved with this run.'}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {facts.join(' · ')}
          </Typography>
        </CardContent>
      </Card>

      <Box sx={{ mb: { xs: 3, md: 4 }, '&:empty': { display: 'none' } }}>
        <ImageReading record={snapshot} imageUrl={`/api/snapshots/${encodeURIComponent(slug)}/image`} />
      </Box>

      {!imageOnly && (
        <>
          <Box component="section" aria-labelledby="snapshot-summary" sx={{ mb: { xs: 3, md: 4 } }}>
            <Typography id="snapshot-summary" variant="h5" component="h2" sx={{ mb: 2 }}>
              Overall summary
            </Typography>
            {analysis ? (
              <AnalysisSummary analysis={analysis} />
            ) : (
              <Typography color="text.secondary">This run has no overall summary.</Typography>
            )}
          </Box>

          <Box component="section" aria-labelledby="snapshot-answers">
            <Typography id="snapshot-answers" variant="h5" component="h2" sx={{ mb: 2 }}>
              What each twin said
            </Typography>
            <TwinCardGrid>
              {answers.map((answer) => (
                <TwinAnswerCard
                  key={answer.personaId || answer.personaName}
                  answer={answer}
                  twin={twins.get(answer.personaId)}
                  feedbackId={null}
                />
              ))}
            </TwinCardGrid>
          </Box>
        </>
      )}

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
    description: 'A concept test shared from Twinsight: how AI digital twins of consumers responded.',
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
        {RESULT_TITLES[snapshot.data?.type ?? ''] ?? 'Research results'}
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
