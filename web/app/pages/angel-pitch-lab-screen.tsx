// /research-lab?feature=angel-pitch: the pitch form, the run's verdict and the pitch history.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { AngelPitchRecord } from '@contracts/angel-pitch';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { AngelPitchView } from '@web/features/angel-pitch/components/angel-pitch-view';
import { useRunAngelPitch } from '@web/features/angel-pitch/api/angel-pitch-api';
import { AngelPitchHistory } from '@web/features/angel-pitch/components/angel-pitch-history';
import { AngelPitchPanel } from '@web/features/angel-pitch/components/angel-pitch-panel';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';

export function AngelPitchLabScreen() {
  const run = useRunAngelPitch();
  const [shown, setShown] = useState<AngelPitchRecord | undefined>();
  return (
    <ResearchLabFrame
      sidebar={
        <AngelPitchPanel
          running={run.isPending}
          error={run.error}
          onRun={(request) => run.mutate(request, { onSuccess: setShown })}
        />
      }
      main={
        <Box sx={{ display: 'grid', gap: 3 }}>
          {run.isPending ? (
            <Card
              variant="outlined"
              sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }}
              role="status"
            >
              <CircularProgress size={24} />
              <Typography>The investors are reading your pitch...</Typography>
            </Card>
          ) : shown ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <RecordActions record={shown} withOpen size="small" />
              <AngelPitchView record={shown} imageUrl="" feedbackId={shown.id} />
            </Box>
          ) : (
            <ResultsPlaceholder>
              Describe your start-up and pitch it; each investor twin's decision and the panel's verdict will
              show here.
            </ResultsPlaceholder>
          )}
          <AngelPitchHistory onSelect={setShown} />
        </Box>
      }
    />
  );
}
