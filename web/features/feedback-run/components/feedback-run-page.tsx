import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { format } from 'date-fns';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { routes } from '@web/lib/routes';
import { isImageOnly } from '@web/components/analysis/image-reading';
import { adImageUrl } from '@web/entities/feedback-record/ad-image';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { useFeedbackRecord } from '@web/entities/feedback-record/get-feedback-record';
import { plural } from '@web/lib/plural';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import { useHeadline } from '@web/entities/feedback-record/record-type-descriptor';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { RecordBrief } from '@web/entities/feedback-record/record-views/record-brief';
import { RecordView } from '@web/entities/feedback-record/record-views/record-view';

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
  const headline = useHeadline(record);
  const facts = [
    format(new Date(record.created_at), 'MMM d, yyyy HH:mm'),
    isImageOnly(record) ? 'Read offline, no twins' : plural(twinCountOf(record), 'digital twin'),
    headline,
    record.engine
      ? `Engine: ${record.engine.provider} · ${record.engine.model} · v${record.engine.version}`
      : null,
  ].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Chip
        size="small"
        color="primary"
        variant="outlined"
        label={RECORD_TYPE_NAMES[record.type]}
        data-testid="run-type"
      />
      {facts.map((fact) => (
        <Typography key={fact} variant="body2" color="text.secondary">
          {fact}
        </Typography>
      ))}
    </Box>
  );
}

function RunView({ record }: { record: FeedbackRecord }) {
  return (
    <PageContainer
      title="Research run"
      subtitle={<RunFacts record={record} />}
      actions={<RecordActions record={record} />}
    >
      <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
        <RecordBrief record={record} />
        <RecordView record={record} imageUrl={adImageUrl(record.id)} feedbackId={record.id} />
      </Box>
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
