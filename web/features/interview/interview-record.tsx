// How a saved interview is drawn everywhere (web/app/record-types.tsx registers it).
import Typography from '@mui/material/Typography';
import { HistoryCardFrame, HistoryChips } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { interviewQuestionCount } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import type { RecordContentOf } from '@web/entities/feedback-record/record-views/record-content';
import { plural } from '@web/lib/plural';
import { InterviewView } from './components/interview-view';

/** What the history card reads beyond the summary; the counts come from the stored turns, as on its page and in the lab. */
function interviewFactsOf(record: RecordContentOf<'interview'>) {
  const { conversation_summary: summary, topics } = record.overall_analysis;
  const twin = record.responses.find((message) => message.sender !== 'user');
  const questions = interviewQuestionCount(record);
  return {
    personaName: twin?.personaName || undefined,
    summary: summary?.trim() ? summary : undefined,
    messageCount: record.responses.length,
    questions,
    answers: record.responses.length - questions,
    topics,
  };
}

function InterviewCard(props: HistoryCardProps<'interview'>) {
  const { record } = props;
  const facts = interviewFactsOf(record);
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || 'Interview Conversation'}
      meta={[facts.personaName, plural(facts.messageCount, 'message')].filter(Boolean)}
    >
      <Typography variant="body2" sx={{ mt: 1 }}>
        {facts.summary ?? 'Conversation with Digital Twin'}
      </Typography>
      {facts.messageCount > 1 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {`${facts.questions} questions · ${facts.answers} responses`}
        </Typography>
      )}
      <HistoryChips items={facts.topics} label="Topics" />
    </HistoryCardFrame>
  );
}

export const interviewRecord: RecordTypeDescriptor<'interview'> = {
  View: InterviewView,
  HistoryCard: InterviewCard,
  brief: { label: 'Interview topic', empty: 'No topic was given: the conversation below is the interview.' },
  headline: (record) => `${plural(interviewQuestionCount(record), 'question')} asked`,
};
