import { z } from 'zod';
import { feedbackRecordBaseSchema, recordOwnerSchema } from './feedback';

/** One interview costs this many credits, however many of its questions are asked. */
export const INTERVIEW_COST = 1;
/** Questions one interview holds. */
export const MAX_INTERVIEW_QUESTIONS = 20;
export const MAX_INTERVIEW_MESSAGE_LENGTH = 1000;
export const MAX_INTERVIEW_TOPIC_LENGTH = 2000;

export const startInterviewSchema = z.object({
  personaId: z.string().trim().min(1, 'Choose a digital twin').max(100),
  topic: z
    .string()
    .trim()
    .max(MAX_INTERVIEW_TOPIC_LENGTH, `At most ${MAX_INTERVIEW_TOPIC_LENGTH} characters`)
    .optional(),
});
export type StartInterviewRequest = z.infer<typeof startInterviewSchema>;

export const interviewMessageRequestSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Write a question')
    .max(
      MAX_INTERVIEW_MESSAGE_LENGTH,
      `At most ${MAX_INTERVIEW_MESSAGE_LENGTH.toLocaleString('en')} characters`,
    ),
});

/** A message as stored in the record's responses: the user's questions and the twin's answers, in order. */
export const interviewMessageSchema = z.object({
  id: z.string(),
  sender: z.enum(['user', 'ai']),
  personaId: z.string(),
  personaName: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** On a twin's answer: the question it answers. */
  replyTo: z.string().optional(),
});
export type InterviewMessage = z.infer<typeof interviewMessageSchema>;

/** How much of an interview there is: the one count every screen, stat and summary shows. */
export interface InterviewCounts {
  messages: number;
  /** Questions asked, including one still being answered. */
  questions: number;
  answers: number;
}

export function interviewCounts(messages: ReadonlyArray<Pick<InterviewMessage, 'sender'>>): InterviewCounts {
  const questions = messages.filter((message) => message.sender === 'user').length;
  return { messages: messages.length, questions, answers: messages.length - questions };
}

export const conversationStatsSchema = z.object({
  total_messages: z.number().int(),
  user_messages: z.number().int(),
  ai_messages: z.number().int(),
  last_updated: z.string(),
});
export type ConversationStats = z.infer<typeof conversationStatsSchema>;

/** The record's overall_analysis for an interview. */
export const interviewAnalysisSchema = z.object({
  conversation_summary: z.string().nullable(),
  conversation_stats: conversationStatsSchema,
  topics: z.array(z.string()),
  max_questions: z.number().int(),
});
export type InterviewAnalysis = z.infer<typeof interviewAnalysisSchema>;

/** An interview's record: the conversation in order and its analysis. */
export const interviewRecordSchema = feedbackRecordBaseSchema.extend({
  type: z.literal('interview'),
  responses: z.array(interviewMessageSchema),
  overall_analysis: interviewAnalysisSchema,
});

/** An interview's record with its owner, as its routes answer it. */
export const ownedInterviewRecordSchema = interviewRecordSchema.and(recordOwnerSchema);

export const interviewReplySchema = z.object({
  reply: interviewMessageSchema,
  record: ownedInterviewRecordSchema,
});
export type InterviewReply = z.infer<typeof interviewReplySchema>;
