// What a run's PDF holds after its title, per record type: each type's own charts, its segment breakdown and answers.
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecord, type FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../answer-rows';
import { adTestPdf } from './ad-test';
import { angelPitchPdf } from './angel-pitch';
import { brandStudyPdf } from './brand-study';
import { conceptComparisonPdf } from './concept-comparison';
import { conceptReadingPdf } from './concept-reading';
import { conceptTestPdf } from './concept-test';
import { featureStudyPdf } from './feature-study';
import { imageAnalysisPdf } from './image-analysis';
import { interviewPdf } from './interview';
import type { Pdf } from './pdf-kit';
import { trustReportPdf } from './trust-report';
import { pricingStudyPdf } from './pricing-study';

type Section<Type extends RecordType> = (doc: Pdf, record: FeedbackRecordOf<Type>, rows: AnswerRow[]) => void;

/** Every record type's PDF content; a type added to the union without its section does not compile. */
const PDF_SECTIONS: { [Type in RecordType]: Section<Type> } = {
  'focus-group': conceptTestPdf,
  interview: interviewPdf,
  'image-ad': adTestPdf,
  image_analysis: imageAnalysisPdf,
  angel_pitch: angelPitchPdf,
  brand360: brandStudyPdf,
  pricing_study: pricingStudyPdf,
  concept_comparison: conceptComparisonPdf,
  feature_study: featureStudyPdf,
};

/** The record's trust report first (when it has twins' answers), what the twins understood, then its type's own content. */
export function writeRecordSections(doc: Pdf, record: FeedbackRecord, rows: AnswerRow[]) {
  if (record.trust) trustReportPdf(doc, record.trust);
  const reading = runReadingOf(record);
  if (reading) conceptReadingPdf(doc, reading);
  (PDF_SECTIONS[record.type] as Section<RecordType>)(doc, record, rows);
}
