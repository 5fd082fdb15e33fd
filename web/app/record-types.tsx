// The registry of record types: one line per type, from each type's feature. Screens that draw saved runs (the lab,
// the run page, the snapshot, the history lists) are wrapped in it by the router and the lab (withRecordTypes), so
// the views load with those screens and never with the landing page or the lab's first paint.
import type { ComponentType, ReactNode } from 'react';
import {
  RecordTypesContext,
  type RecordTypeDescriptors,
} from '@web/entities/feedback-record/record-type-descriptor';
import { angelPitchRecord } from '@web/features/angel-pitch/angel-pitch-record';
import { brand360Record } from '@web/features/brand360/brand360-record';
import { conceptComparisonRecord } from '@web/features/concept-comparison/concept-comparison-record';
import { conceptTestRecord } from '@web/features/concept-test/concept-test-record';
import { featureStudyRecord } from '@web/features/feature-study/feature-study-record';
import { imageAdRecord, imageAnalysisRecord } from '@web/features/image-ad/image-ad-record';
import { interviewRecord } from '@web/features/interview/interview-record';
import { pricingStudyRecord } from '@web/features/pricing-study/pricing-study-record';

export const RECORD_TYPE_DESCRIPTORS: RecordTypeDescriptors = {
  'focus-group': conceptTestRecord,
  interview: interviewRecord,
  'image-ad': imageAdRecord,
  image_analysis: imageAnalysisRecord,
  angel_pitch: angelPitchRecord,
  brand360: brand360Record,
  pricing_study: pricingStudyRecord,
  concept_comparison: conceptComparisonRecord,
  feature_study: featureStudyRecord,
};

/** Draws its children inside the registry of record types. */
export function RecordTypesProvider({ children }: { children: ReactNode }) {
  return (
    <RecordTypesContext.Provider value={RECORD_TYPE_DESCRIPTORS}>{children}</RecordTypesContext.Provider>
  );
}

/** The component drawn inside the registry of record types: how the router and the lab load a screen with it. */
export function withRecordTypes<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  const WithRecordTypes = (props: Props) => (
    <RecordTypesProvider>
      <Component {...props} />
    </RecordTypesProvider>
  );
  WithRecordTypes.displayName = `WithRecordTypes(${Component.displayName ?? Component.name})`;
  return WithRecordTypes;
}
