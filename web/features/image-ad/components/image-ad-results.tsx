import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { RUN_COST } from '@contracts/credits';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import type { AdReaction } from '@contracts/image-ad';
import { RunSummary } from '@web/components/analysis/analysis-summary';
import { credits, RunErrorAlert } from '@web/components/analysis/run-error-alert';
import { twinAnswers } from '@web/components/analysis/twin-answer';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { TwinAnswerCard, TwinAnswerSkeleton } from '@web/entities/feedback-record/twin-answer-card';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import type { ImageAdRun } from '../api/use-image-ad-run';
import { AdReadingCard } from '@web/components/analysis/ad-reading-card';
import { ImageMessageCard } from '@web/components/analysis/image-message-card';
import { TwinCardGrid } from '@web/components/analysis/twin-card-grid';
import { AdReactionBox } from './ad-reaction-box';
import { CreativeScores } from './ad-test-view';
import { RecordActions } from '@web/entities/feedback-record/record-actions';

function EmptyState() {
  return (
    <ResultsPlaceholder>
      Upload your ad, add its copy if it has any, select up to 7 digital twins and choose Generate Analysis.
      The image is read first (its words and its look), then each twin reacts: first impression, what they
      think it says, attention, clarity, appeal and whether they would buy. A run costs {credits(RUN_COST)}.
      To see only what the engine reads in the image, choose Analyse the image only: it is free.
    </ResultsPlaceholder>
  );
}

const reactionOf = ({ detailed }: ImageAdRun['responses'][number]): AdReaction | null =>
  'adReaction' in detailed ? detailed.adReaction : null;

/** The run's title, the ad's words and when it ran. */
function RunHeading({ run, running, title }: { run: ImageAdRun; running: boolean; title: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {run.concept && (
        <Typography
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          “{run.concept}”
        </Typography>
      )}
      {!running && run.createdAt && (
        <Typography variant="caption" color="text.secondary" data-testid="run-details">
          {[run.fromHistory ? 'Saved run' : null, format(new Date(run.createdAt), 'MMM d, yyyy HH:mm')]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      )}
      {!running && run.feedbackId && (
        <Box sx={{ mt: 0.5 }}>
          <RecordActions record={{ id: run.feedbackId, type: run.kind }} withOpen size="small" />
        </Box>
      )}
    </Box>
  );
}

function ReadingProgress() {
  return (
    <Box>
      <Typography role="status" sx={{ fontWeight: 600, mb: 1 }} data-testid="run-progress">
        Reading the image: its text and its look…
      </Typography>
      <LinearProgress aria-hidden />
    </Box>
  );
}

/** An image analysis: what was read from the image and what its words offer; no twins. */
function ImageAnalysisView({ run }: { run: ImageAdRun }) {
  const running = run.status === 'reading';
  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy={running}>
      <RunHeading
        run={run}
        running={running}
        title={running ? 'Reading your image' : RECORD_TYPE_NAMES.image_analysis}
      />
      {running && !run.reading && <ReadingProgress />}
      {run.reading && <AdReadingCard reading={run.reading} imageUrl={run.imageUrl} />}
      {run.imageAnalysis && <ImageMessageCard analysis={run.imageAnalysis} />}
    </Box>
  );
}

function RunView({ run }: { run: ImageAdRun }) {
  const { twins } = usePersonasByIds(run.personaIds);
  const twinById = new Map(twins.map((twin) => [twin.id, twin]));
  const answerById = new Map(twinAnswers(run.responses).map((answer) => [answer.personaId, answer]));
  const reactionById = new Map(
    run.responses.map((response) => [response.personaId ?? '', reactionOf(response)]),
  );

  if (run.status === 'idle') return <EmptyState />;
  if (run.status === 'error') {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RunErrorAlert error={run.error} />
        <EmptyState />
      </Box>
    );
  }
  if (run.kind === 'image_analysis') return <ImageAnalysisView run={run} />;
  const running = run.status === 'reading' || run.status === 'answering';
  const answered = run.personaIds.filter((id) => answerById.has(id)).length;
  const cardIds = running ? run.personaIds : run.personaIds.filter((id) => answerById.has(id));

  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy={running}>
      <RunHeading
        run={run}
        running={running}
        title={running ? 'Your twins are looking at the ad' : `${RECORD_TYPE_NAMES['image-ad']} results`}
      />

      {running && (
        <Box>
          <Typography role="status" sx={{ fontWeight: 600, mb: 1 }} data-testid="run-progress">
            {run.status === 'reading'
              ? 'Reading the image: its text and its look…'
              : `${answered} of ${run.personaIds.length} twins answered`}
          </Typography>
          <LinearProgress
            variant={run.status === 'reading' ? 'indeterminate' : 'determinate'}
            value={(answered / Math.max(1, run.personaIds.length)) * 100}
            aria-hidden
          />
        </Box>
      )}

      {run.reading && <AdReadingCard reading={run.reading} imageUrl={run.imageUrl} />}

      {!running && run.analysis && <CreativeScores scores={run.analysis.creativeScores} />}
      {!running && <RunSummary analysis={run.analysis} />}

      <Box component="section" aria-labelledby="ad-twin-feedback-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="ad-twin-feedback-title" variant="h6" component="h2">
          Twin reactions
        </Typography>
        <TwinCardGrid twoColumnsFrom="xl">
          {cardIds.map((id) => {
            const answer = answerById.get(id);
            const reaction = reactionById.get(id);
            return answer ? (
              // One block per twin: its reaction to the creative sits inside the same frame as its answer.
              <Box
                key={id}
                sx={{ display: 'grid', gap: 1, minWidth: 0, p: 1, borderRadius: 3.5, bgcolor: '#eef2ff' }}
                data-testid="ad-twin"
              >
                <TwinAnswerCard
                  answer={answer}
                  twin={twinById.get(id)}
                  feedbackId={running ? null : run.feedbackId}
                />
                {reaction && <AdReactionBox reaction={reaction} />}
              </Box>
            ) : (
              <TwinAnswerSkeleton key={id} twin={twinById.get(id)} />
            );
          })}
        </TwinCardGrid>
      </Box>
    </Box>
  );
}

/** The Research Lab's main area for ad tests: empty state, reading and answering progress, errors, then results. */
export function ImageAdResults({ run }: { run: ImageAdRun }) {
  const top = useRef<HTMLDivElement>(null);
  const reveal = run.status === 'reading' || run.status === 'error' || run.fromHistory;
  useEffect(() => {
    const element = top.current;
    if (reveal && element && element.getBoundingClientRect().top > window.innerHeight / 2)
      element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [reveal, run.status, run.feedbackId]);
  return (
    <Box ref={top} sx={{ scrollMarginTop: 72 }}>
      <RunView run={run} />
    </Box>
  );
}
