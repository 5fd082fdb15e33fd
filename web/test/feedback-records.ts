// Strict feedback records for web tests, as the server answers them: each builder fills what the test leaves out.
import type { AnswerDetail, TwinAnswerItem } from '../../contracts/feedback';
import type { FeedbackRecordOf } from '../../contracts/feedback-records';
import type { InterviewAnalysis, InterviewMessage } from '../../contracts/interviews';

const at = '2026-03-05T14:07:00.000Z';

const shared = () => ({
  id: `r-${Math.random().toString(36).slice(2)}`,
  user_id: 'u1',
  concept: '',
  concept_details: null,
  selected_personas: ['p1', 'p2'],
  summary: { sentimentPercent: null, sentimentDistribution: null, keyMessages: [] },
  stored_type: null,
  filters: null,
  engine: null,
  created_at: at,
  updated_at: at,
});

export function twinAnswerItem(
  fields: Partial<Omit<TwinAnswerItem, 'detailed'>> & { detailed?: Partial<AnswerDetail> } = {},
): TwinAnswerItem {
  const { detailed, ...item } = fields;
  const personaName = item.personaName ?? null;
  const interestLevel = detailed?.interestLevel ?? null;
  return {
    personaId: '',
    sender: 'ai',
    personaName,
    text: '',
    followUpConversations: [],
    ...item,
    detailed: {
      sentiment: null,
      sentimentScore: null,
      personaName,
      interestLevel,
      concept: { interestLevel },
      purchaseIntent: null,
      reasonsFor: [],
      reasonsAgainst: [],
      concerns: [],
      suggestions: [],
      ...detailed,
    },
  };
}

/** A record of a type whose responses are twin answers (a concept test, or an image ad saved by hand). */
function answersRecord<Type extends 'focus-group' | 'image-ad'>(type: Type) {
  return (fields: Partial<FeedbackRecordOf<Type>> = {}) =>
    ({
      ...shared(),
      type,
      stored_type: type,
      responses: [],
      overall_analysis: null,
      ...fields,
    }) as FeedbackRecordOf<Type>;
}

export const conceptTestRecord = answersRecord('focus-group');

export function interviewMessage(fields: Partial<InterviewMessage> = {}): InterviewMessage {
  return {
    id: `m-${Math.random().toString(36).slice(2)}`,
    sender: 'ai',
    personaId: 'p1',
    personaName: '',
    text: '',
    timestamp: at,
    ...fields,
  };
}

export function interviewRecord(
  fields: Partial<Omit<FeedbackRecordOf<'interview'>, 'overall_analysis'>> & {
    overall_analysis?: Partial<InterviewAnalysis>;
  } = {},
): FeedbackRecordOf<'interview'> {
  const { overall_analysis: analysis, ...rest } = fields;
  const messages = rest.responses ?? [];
  const count = (sender: InterviewMessage['sender']) =>
    messages.filter((message) => message.sender === sender).length;
  return {
    ...shared(),
    type: 'interview',
    stored_type: 'interview',
    responses: messages,
    ...rest,
    overall_analysis: {
      conversation_summary: null,
      conversation_stats: {
        total_messages: messages.length,
        user_messages: count('user'),
        ai_messages: count('ai'),
        last_updated: at,
      },
      topics: [],
      max_questions: 20,
      ...analysis,
    },
  };
}

export const imageAdRecord = answersRecord('image-ad');
