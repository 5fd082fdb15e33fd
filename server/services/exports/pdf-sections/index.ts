// What a run's PDF holds after its title: its trust report, what the twins understood, then its type's own section
// (each type's charts, segment breakdown and answers, in server/research-types/<type>/).
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecord, type FeedbackRecordOf } from '@contracts/feedback-records';
import { RECORD_KINDS } from '@server/research-types/record-kinds';
import type { AnswerRow } from '../answer-rows';
import { conceptReadingPdf } from './concept-reading';
import type { Pdf } from './pdf-kit';
import { trustReportPdf } from './trust-report';

export type PdfSection<Type extends RecordType> = (
  doc: Pdf,
  record: FeedbackRecordOf<Type>,
  rows: AnswerRow[],
) => void;

/** The record's trust report first (when it has twins' answers), what the twins understood, then its type's own content. */
export function writeRecordSections(doc: Pdf, record: FeedbackRecord, rows: AnswerRow[]) {
  if (record.trust) trustReportPdf(doc, record.trust);
  const reading = runReadingOf(record);
  if (reading) conceptReadingPdf(doc, reading);
  (RECORD_KINDS[record.type].pdf as PdfSection<RecordType>)(doc, record, rows);
}
