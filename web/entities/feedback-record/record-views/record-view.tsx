import type { ComponentType } from 'react';
import Box from '@mui/material/Box';
import type { RecordType } from '@contracts/feedback';
import { runReadingOf, type FeedbackRecordContent } from '@contracts/feedback-records';
import { AdTestView } from './ad-test-view';
import { AngelPitchView } from './angel-pitch-view';
import { BrandStudyView } from './brand-study-view';
import { ConceptComparisonView } from './concept-comparison-view';
import { ConceptTestView } from './concept-test-view';
import { FeatureStudyView } from './feature-study-view';
import { ImageAnalysisView } from './image-analysis-view';
import { InterviewView } from './interview-view';
import { PricingStudyView } from './pricing-study-view';
import type { RecordViewProps } from './record-content';
import { ReadingSection } from './reading-section';
import { TrustReportSection } from './trust-report-section';

/**
 * The view of every record type, keyed by the union's `type`: a type added to contracts/feedback.ts without its view
 * here does not compile, and record-view.test.tsx renders each one.
 */
export const RECORD_VIEWS: { [Type in RecordType]: ComponentType<RecordViewProps<Type>> } = {
  'focus-group': ConceptTestView,
  interview: InterviewView,
  'image-ad': AdTestView,
  image_analysis: ImageAnalysisView,
  angel_pitch: AngelPitchView,
  brand360: BrandStudyView,
  pricing_study: PricingStudyView,
  concept_comparison: ConceptComparisonView,
  feature_study: FeatureStudyView,
};

type Props = { record: FeedbackRecordContent; imageUrl: string; feedbackId: string | null };

/** A saved run drawn by its own type's view, its trust report first: the lab, the run page and the shared snapshot all show it this way. */
export function RecordView({ record, imageUrl, feedbackId }: Props) {
  const View = RECORD_VIEWS[record.type] as ComponentType<RecordViewProps<RecordType>>;
  const reading = runReadingOf(record);
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      {record.trust && <TrustReportSection trust={record.trust} />}
      {reading && <ReadingSection reading={reading} />}
      <View record={record} imageUrl={imageUrl} feedbackId={feedbackId} />
    </Box>
  );
}
