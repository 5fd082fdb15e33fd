import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import { heading, note, paragraph, type Pdf } from '../../services/exports/pdf-sections/pdf-kit';

/** An interview: its summary and topics, then every question with the twin's answer, in order. */
export function interviewPdf(doc: Pdf, record: FeedbackRecordOf<'interview'>, rows: AnswerRow[]) {
  const { conversation_summary: summary, topics } = record.overall_analysis;
  const questions = record.responses.filter((message) => message.sender === 'user').length;
  heading(doc, 'Summary');
  paragraph(
    doc,
    `${questions} ${questions === 1 ? 'question' : 'questions'} asked · ${rows.length} answered`,
  );
  if (summary?.trim()) paragraph(doc, summary);
  if (topics.length) note(doc, `Topics: ${topics.join(', ')}`);
  answersSection(doc, rows, () => [], 'The conversation');
}
