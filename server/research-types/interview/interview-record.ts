// An interview's record: its conversation and stats read from what was stored, no columns of its own, its PDF section.
import {
  interviewCounts,
  MAX_INTERVIEW_QUESTIONS,
  type InterviewAnalysis,
  type InterviewMessage,
} from '@contracts/interviews';
import { NO_OWN_COLUMNS } from '../../services/exports/csv-cells';
import type { StoredRecord } from '../../services/feedback-records/normalise-record';
import { countOf, listOf, objectOf, textOf, textsOf } from '../../services/feedback-records/record-json';
import type { RecordKind } from '../research-type';
import { interviewPdf } from './interview-pdf';

function interviewMessagesOf(stored: StoredRecord): InterviewMessage[] {
  return listOf(stored.responses).flatMap((value, index) => {
    const item = objectOf(value);
    if (!item) return [];
    const replyTo = textOf(item.replyTo);
    return [
      {
        id: textOf(item.id) ?? `message-${index + 1}`,
        sender: item.sender === 'user' ? ('user' as const) : ('ai' as const),
        personaId: textOf(item.personaId) ?? '',
        personaName: textOf(item.personaName) ?? '',
        text: textOf(item.text) ?? '',
        timestamp: textOf(item.timestamp) ?? stored.created_at,
        ...(replyTo === undefined ? {} : { replyTo }),
      },
    ];
  });
}

function interviewAnalysisOf(stored: StoredRecord, messages: InterviewMessage[]): InterviewAnalysis {
  const analysis = objectOf(stored.overall_analysis) ?? {};
  const stats = objectOf(analysis.conversation_stats) ?? {};
  // The conversation itself is the count whenever it is stored; stored stats only stand in for a record without it.
  const counts = messages.length > 0 ? interviewCounts(messages) : undefined;
  return {
    conversation_summary: textOf(analysis.conversation_summary) ?? null,
    conversation_stats: {
      total_messages: counts?.messages ?? countOf(stats.total_messages) ?? 0,
      user_messages: counts?.questions ?? countOf(stats.user_messages) ?? 0,
      ai_messages: counts?.answers ?? countOf(stats.ai_messages) ?? 0,
      last_updated: textOf(stats.last_updated) ?? textOf(stats.created_at) ?? stored.updated_at,
    },
    topics: textsOf(analysis.topics),
    max_questions: countOf(analysis.max_questions) ?? MAX_INTERVIEW_QUESTIONS,
  };
}

export const interviewRecord: RecordKind<'interview'> = {
  read: (stored) => {
    const messages = interviewMessagesOf(stored);
    return {
      type: 'interview',
      responses: messages,
      overall_analysis: interviewAnalysisOf(stored, messages),
    };
  },
  csv: NO_OWN_COLUMNS,
  pdf: interviewPdf,
};
