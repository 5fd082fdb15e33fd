import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import { RUN_COST } from '@contracts/credits';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { RunSummary } from '@web/components/analysis/analysis-summary';
import { twinAnswers } from '@web/components/analysis/twin-answer';
import { TwinAnswerCard, TwinAnswerSkeleton } from '@web/entities/feedback-record/twin-answer-card';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { credits, RunErrorAlert } from '@web/components/analysis/run-error-alert';
import type { ConceptTestRun } from '../api/use-concept-test-run';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { plural } from '@web/lib/plural';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { TwinCardGrid } from '@web/components/analysis/twin-card-grid';
import { TrustReportSection } from '@web/entities/feedback-record/record-views/trust-report-section';
import { ReadingSection } from '@web/entities/feedback-record/record-views/reading-section';

function EmptyState() {
  return (
    <ResultsPlaceholder>
      Describe your concept, select up to 7 digital twins and choose Generate Analysis. Each twin answers in a
      minute or less; you then get an overall summary and every twin&apos;s feedback, and can ask any twin a
      follow-up. A run costs {credits(RUN_COST)}.
    </ResultsPlaceholder>
  );
}

const PROVIDER_NAMES: Record<string, string> = {
  offline: 'Offline model',
  'openai-compatible': 'OpenAI-compatible',
  anthropic: 'Anthropic',
};

function RunDetails({ run }: { run: ConceptTestRun }) {
  const parts = [
    run.fromHistory ? 'Saved run' : null,
    run.engine ? `${PROVIDER_NAMES[run.engine.provider] ?? run.engine.provider} · ${run.engine.model}` : null,
    run.audiences.length > 0
      ? `Audience: ${run.audiences.map((audience) => audience.name).join(', ')}`
      : null,
    run.createdAt ? format(new Date(run.createdAt), 'MMM d, yyyy HH:mm') : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="run-details">
      {parts.join(' · ')}
    </Typography>
  );
}

function RunView({ run }: { run: ConceptTestRun }) {
  const { twins } = usePersonasByIds(run.personaIds);
  const twinById = new Map(twins.map((twin) => [twin.id, twin]));
  const answers = twinAnswers(run.responses);
  const answerById = new Map(answers.map((answer) => [answer.personaId, answer]));

  if (run.status === 'idle') return <EmptyState />;
  if (run.status === 'error') {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <RunErrorAlert error={run.error} />
        <EmptyState />
      </Box>
    );
  }

  const running = run.status === 'running';
  const answered = run.personaIds.filter((id) => answerById.has(id)).length;
  // While running every selected twin has a card; afterwards only answers do, including any outside the selection.
  const cardIds = running
    ? run.personaIds
    : [...new Set([...run.personaIds, ...answerById.keys()])].filter((id) => answerById.has(id));

  return (
    <Box sx={{ display: 'grid', gap: 3 }} aria-busy={running}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography variant="h6" component="h2">
          {running ? 'Your twins are answering' : `${RECORD_TYPE_NAMES['focus-group']} results`}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          “{run.concept}”
        </Typography>
        {!running && (
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1,
              flexWrap: 'wrap',
            }}
          >
            <RunDetails run={run} />
            {run.feedbackId && (
              <RecordActions record={{ id: run.feedbackId, type: 'focus-group' }} withOpen size="small" />
            )}
          </Box>
        )}
      </Box>

      {running && (
        <Box>
          <Typography role="status" sx={{ fontWeight: 600, mb: 1 }} data-testid="run-progress">
            {run.queuePosition !== null && answered === 0
              ? `Queued — position ${run.queuePosition}`
              : `${answered} of ${plural(run.personaIds.length, 'twin')} answered`}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(answered / Math.max(1, run.personaIds.length)) * 100}
            aria-hidden
          />
        </Box>
      )}

      {!running && run.trust && <TrustReportSection trust={run.trust} size="panel" />}
      {!running && run.analysis?.reading && <ReadingSection reading={run.analysis.reading} size="panel" />}
      {!running && <RunSummary analysis={run.analysis} />}

      <Box component="section" aria-labelledby="twin-feedback-title" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="twin-feedback-title" variant="h6" component="h2">
          Twin feedback
        </Typography>
        <TwinCardGrid twoColumnsFrom="xl">
          {cardIds.map((id) => {
            const answer = answerById.get(id);
            return answer ? (
              <TwinAnswerCard
                key={id}
                answer={answer}
                twin={twinById.get(id)}
                feedbackId={running ? null : run.feedbackId}
              />
            ) : (
              <TwinAnswerSkeleton key={id} twin={twinById.get(id)} />
            );
          })}
        </TwinCardGrid>
      </Box>
    </Box>
  );
}

/** The Research Lab's main area for concept tests: empty state, live progress, errors, then summary and twin cards. */
export function ConceptTestResults({ run }: { run: ConceptTestRun }) {
  const top = useRef<HTMLDivElement>(null);
  const reveal = run.status === 'running' || run.status === 'error' || run.fromHistory;
  useEffect(() => {
    const element = top.current;
    // On phones the results sit below the panel: bring a new run, its error or a reopened run into view.
    if (reveal && element && element.getBoundingClientRect().top > window.innerHeight / 2) {
      element.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    }
  }, [reveal, run.status, run.feedbackId]);

  return (
    <Box ref={top} sx={{ scrollMarginTop: 72 }}>
      <RunView run={run} />
    </Box>
  );
}
