// /research-lab?feature=interview: the Interview panel and chat, with the twin-selection dialog limited to one twin
// and the interview history. Features never import each other, so they meet here.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Persona } from '@contracts/personas';
import { primePersonas, usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { FeedbackHistoryDialog } from '@web/features/feedback-history/components/feedback-history-dialog';
import { useInterview } from '@web/features/interview/api/use-interview';
import { InterviewChat } from '@web/features/interview/components/interview-chat';
import { InterviewPanel } from '@web/features/interview/components/interview-panel';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';
import { TwinSelectionDialog } from '@web/features/twin-selection/components/twin-selection-dialog';
import type { HistorySelection } from '@web/entities/feedback-record/history-selection';

export function InterviewLabScreen() {
  const queryClient = useQueryClient();
  const [twinId, setTwinId] = useState<string | undefined>();
  const [topic, setTopic] = useState('');
  const [dialog, setDialog] = useState<'twins' | 'history' | null>(null);
  const interview = useInterview();
  const activeTwinId = interview.interview?.personaId || twinId;
  const { twins } = usePersonasByIds(activeTwinId ? [activeTwinId] : []);
  const twin = twins[0];
  const closeDialog = () => setDialog(null);

  const chooseTwin = ([chosen]: Persona[]) => {
    if (!chosen) return;
    primePersonas(queryClient, [chosen]);
    setTwinId(chosen.id);
  };

  const openSaved = (selection: HistorySelection) => {
    const personaId = selection.selectedPersonas[0];
    setTwinId(personaId);
    setTopic(selection.concept);
    if (selection.type === 'interview') {
      interview.open({
        id: selection.feedbackId,
        personaId,
        concept: selection.concept,
        responses: selection.responses,
        overall_analysis: selection.overall_analysis,
      });
    }
  };

  const newInterview = () => {
    interview.reset();
    setTopic('');
  };

  return (
    <>
      <ResearchLabFrame
        sidebar={
          <InterviewPanel
            twin={twin}
            topic={topic}
            onTopicChange={setTopic}
            active={interview.interview !== null}
            starting={interview.status === 'starting'}
            startError={interview.interview ? null : interview.error}
            onStart={() => twinId && void interview.start(twinId, topic)}
            onNewInterview={newInterview}
            onOpenHistory={() => setDialog('history')}
            onOpenTwinSelection={() => setDialog('twins')}
          />
        }
        main={
          <InterviewChat
            interview={interview.interview}
            twin={twin}
            answering={interview.status === 'answering'}
            pending={interview.pending}
            error={interview.interview ? interview.error : null}
            canRetry={interview.failedQuestion !== null}
            onAsk={(question) => void interview.ask(question)}
            onRetry={interview.retry}
          />
        }
      />
      <TwinSelectionDialog
        open={dialog === 'twins'}
        onClose={closeDialog}
        onConfirm={chooseTwin}
        selected={twin ? [twin] : []}
        maxTwins={1}
      />
      <FeedbackHistoryDialog
        open={dialog === 'history'}
        type="interview"
        onClose={closeDialog}
        onSelect={openSaved}
      />
    </>
  );
}
