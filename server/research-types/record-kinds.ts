// Every record type's reader, CSV columns and PDF section, one line per type: a type added to the union without its
// line does not compile.
import type { RecordType } from '@contracts/feedback';
import { angelPitchRecord } from './angel-pitch/angel-pitch-record';
import { brandStudyRecord } from './brand-study/brand-study-record';
import { conceptComparisonRecord } from './concept-comparison/concept-comparison-record';
import { conceptTestRecord } from './concept-test/concept-test-record';
import { featureStudyRecord } from './feature-study/feature-study-record';
import { imageAdRecord } from './image-ad/image-ad-record';
import { imageAnalysisRecord } from './image-analysis/image-analysis-record';
import { interviewRecord } from './interview/interview-record';
import { pricingStudyRecord } from './pricing-study/pricing-study-record';
import type { RecordKind } from './research-type';

export const RECORD_KINDS: { [Type in RecordType]: RecordKind<Type> } = {
  'focus-group': conceptTestRecord,
  interview: interviewRecord,
  'image-ad': imageAdRecord,
  image_analysis: imageAnalysisRecord,
  angel_pitch: angelPitchRecord,
  brand360: brandStudyRecord,
  pricing_study: pricingStudyRecord,
  concept_comparison: conceptComparisonRecord,
  feature_study: featureStudyRecord,
};
