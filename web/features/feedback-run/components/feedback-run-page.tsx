import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import IosShareRounded from '@mui/icons-material/IosShareRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { format } from 'date-fns';
import type { RecordType } from '../../../../contracts/feedback';
import type { FeedbackRecord } from '../../../../contracts/feedback-records';
import { routes } from '../../../lib/routes';
import { AnalysisSummary } from '../../../components/analysis/analysis-summary';
import { ImageReading, isImageOnly } from '../../../components/analysis/image-reading';
import { adImageUrl } from '../../../entities/feedback-record/ad-image';
import { TwinAnswerCard } from '../../../entities/feedback-record/twin-answer-card';
import { conceptAnalysisOf, recordAnswers } from '../../../components/analysis/twin-answer';
import { usePersonasByIds } from '../../../entities/personas/use-personas-by-ids';
import { PageContainer } from '../../../components/page-container';
import { ProblemAlert } from '../../../components/problem-alert';
import { isApiError } from '../../../lib/api-client';
import { flatConcept } from '../../../entities/feedback-record/history-selection';
import { useFeedbackRecord } from '../../../entities/feedback-record/get-feedback-record';
import { ShareSnapshotDialog } from './share-snapshot-dialog';
import { plural } from '../../../lib/plural';
import { TwinCardGrid } from '../../../components/analysis/twin-card-grid';

const TYPE_LABELS: Record<RecordType, string> = {
  'focus-group': 'Concept test',
  interview: 'Interview',
  'image-ad': 'Ad creative test',
  image_analysis: 'Image analysis',
  angel_pitch: 'Pitch review',
  brand360: 'Brand 360 study',
};

function RunNotFound() {
  return (
    <PageContainer maxWidth="md">
      <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
        <SearchOffRounded aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
        <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
          Run not found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
          This research run does not exist or belongs to another account. Open your history in the Research
          Lab to find your runs.
        </Typography>
        <Button component={RouterLink} to={routes.researchLab} variant="contained" sx={{ mt: 3 }}>
          Go to the Research Lab
        </Button>
      </Box>
    </PageContainer>
  );
}

function RunLoading() {
  return (
    <PageContainer>
      <Box role="status" aria-label="Loading the run" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton width="50%" height={44} />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    </PageContainer>
  );
}

function RunFacts({ record }: { record: FeedbackRecord }) {
  const facts = [
    format(new Date(record.created_at), 'MMM d, yyyy HH:mm'),
    isImageOnly(record) ? 'Read offline, no twins' : plural(record.selected_personas.length, 'digital twin'),
    record.engine
      ? `Engine: ${record.engine.provider} · ${record.engine.model} · v${record.engine.version}`
      : null,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Chip size="small" color="primary" variant="outlined" label={TYPE_LABELS[record.type]} />
      {facts.map((fact) => (
        <Typography key={fact} variant="body2" color="text.secondary">
          {fact}
        </Typography>
      ))}
    </Box>
  );
}

function RunView({ record }: { record: FeedbackRecord }) {
  const [shareOpen, setShareOpen] = useState(false);
  const answers = recordAnswers(record);
  const twins = usePersonasByIds(answers.map((answer) => answer.personaId).filter(Boolean));
  const summary = conceptAnalysisOf(record);
  const concept = flatConcept(record);
  const imageOnly = isImageOnly(record);

  return (
    <PageContainer
      title="Research run"
      subtitle={<RunFacts record={record} />}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {/* An image analysis has no twin answers, so no CSV rows: its PDF carries the reading. */}
          {(imageOnly ? (['pdf'] as const) : (['csv', 'pdf'] as const)).map((format) => (
            <Button
              key={format}
              variant="outlined"
              component="a"
              href={`/api/feedback/${encodeURIComponent(record.id)}/export?format=${format}`}
              download
              startIcon={<FileDownloadOutlined />}
              aria-label={`Download as ${format.toUpperCase()}`}
            >
              {format.toUpperCase()}
            </Button>
          ))}
          <Button variant="outlined" startIcon={<IosShareRounded />} onClick={() => setShareOpen(true)}>
            Share
          </Button>
        </Box>
      }
    >
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <Card component="section" aria-labelledby="run-concept-title">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="run-concept-title" variant="overline" color="text.secondary">
              Concept
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="run-concept">
              {concept || 'No concept text was saved with this run.'}
            </Typography>
          </CardContent>
        </Card>

        <ImageReading record={record} imageUrl={adImageUrl(record.id)} />

        {!imageOnly && (
          <Box component="section" aria-labelledby="run-summary-title">
            <Typography id="run-summary-title" variant="h5" component="h2" sx={{ mb: 2 }}>
              Overall summary
            </Typography>
            {summary ? (
              <AnalysisSummary analysis={summary} />
            ) : (
              <Alert severity="info">This run was saved without an overall summary.</Alert>
            )}
          </Box>
        )}

        {!imageOnly && (
          <Box component="section" aria-labelledby="run-answers-title">
            <Typography id="run-answers-title" variant="h5" component="h2" sx={{ mb: 2 }}>
              What each twin said
            </Typography>
            <ProblemAlert
              error={twins.error}
              fallback="The twins' details could not be loaded."
              sx={{ mb: 2 }}
            />
            {answers.length === 0 ? (
              <Typography color="text.secondary">No twin answered in this run.</Typography>
            ) : (
              <TwinCardGrid>
                {answers.map((answer) => (
                  <TwinAnswerCard
                    key={answer.personaId}
                    answer={answer}
                    twin={twins.byId.get(answer.personaId)}
                    feedbackId={record.id}
                  />
                ))}
              </TwinCardGrid>
            )}
          </Box>
        )}
      </Box>
      <ShareSnapshotDialog feedbackId={record.id} open={shareOpen} onClose={() => setShareOpen(false)} />
    </PageContainer>
  );
}

/** /feedback/:id — everything one saved run shows, with follow-ups and a public share link. */
export function FeedbackRunPage() {
  const { id = '' } = useParams();
  const record = useFeedbackRecord(id);
  if (record.isError && isApiError(record.error) && record.error.status === 404) return <RunNotFound />;
  if (record.isError) {
    return (
      <PageContainer>
        <ProblemAlert error={record.error} fallback="This run could not be loaded." />
      </PageContainer>
    );
  }
  if (!record.data) return <RunLoading />;
  return <RunView key={record.data.id} record={record.data} />;
}
