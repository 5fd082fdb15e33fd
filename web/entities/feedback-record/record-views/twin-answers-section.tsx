import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TwinAnswer } from '@web/components/analysis/twin-answer';
import { TwinCardGrid } from '@web/components/analysis/twin-card-grid';
import { ProblemAlert } from '@web/components/problem-alert';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { TwinAnswerCard } from '../twin-answer-card';
import { RecordSection } from './section';

type Props = {
  answers: TwinAnswer[];
  feedbackId: string | null;
  title?: string;
  /** What a type adds under a twin's answer, inside the same frame (an ad test's ratings). */
  extra?: (answer: TwinAnswer) => ReactNode;
};

/** Every twin's answer card, with the twin's portrait and facts from the persona library. */
export function TwinAnswersSection({ answers, feedbackId, title = 'What each twin said', extra }: Props) {
  const twins = usePersonasByIds(answers.map((answer) => answer.personaId).filter(Boolean));
  return (
    <RecordSection id="record-answers-title" title={title}>
      <ProblemAlert error={twins.error} fallback="The twins' details could not be loaded." sx={{ mb: 2 }} />
      {answers.length === 0 ? (
        <Typography color="text.secondary">No twin answered in this run.</Typography>
      ) : (
        <TwinCardGrid>
          {answers.map((answer) => {
            const card = (
              <TwinAnswerCard
                key={answer.personaId || answer.personaName}
                answer={answer}
                twin={twins.byId.get(answer.personaId)}
                feedbackId={feedbackId}
              />
            );
            const more = extra?.(answer);
            if (!more) return card;
            return (
              <Box
                key={answer.personaId || answer.personaName}
                sx={{ display: 'grid', gap: 1, minWidth: 0, p: 1, borderRadius: 3.5, bgcolor: '#eef2ff' }}
                data-testid="twin-with-extra"
              >
                {card}
                {more}
              </Box>
            );
          })}
        </TwinCardGrid>
      )}
    </RecordSection>
  );
}
