// Each run type that has twins' answers, and where its TrustSubject is read (docs/decisions/036): one line per type,
// its reader in engine/research-types/<type>/trust-subject.ts.
import type { FeedbackRecordContent, FeedbackRecordOf } from '@contracts/feedback-records';
import type { Persona } from '@contracts/personas';
import type { RecordType } from '@contracts/feedback';
import { pitchSubject } from '../research-types/angel-pitch/trust-subject';
import { brandSubject } from '../research-types/brand-study/trust-subject';
import { comparisonSubject } from '../research-types/concept-comparison/trust-subject';
import { intentSubject } from '../research-types/concept-test/trust-subject';
import { featureStudySubject } from '../research-types/feature-study/trust-subject';
import { pricingStudySubject } from '../research-types/pricing-study/trust-subject';
import type { TrustSubject } from './trust-subject';

const readers: Partial<{
  [Type in RecordType]: (
    record: FeedbackRecordOf<Type>,
    personas: ReadonlyMap<string, Persona>,
  ) => TrustSubject<never>;
}> = {
  'focus-group': intentSubject as never,
  'image-ad': intentSubject as never,
  brand360: brandSubject as never,
  angel_pitch: pitchSubject as never,
  pricing_study: pricingStudySubject as never,
  concept_comparison: comparisonSubject as never,
  feature_study: featureStudySubject as never,
};

/** Whether records of a type have answers a trust report reads. */
export const hasTrustSubject = (type: RecordType): boolean => readers[type] !== undefined;

/** The record's answers as a trust subject; null for a type without twins' answers or a record with none. */
export function trustSubjectOf(
  record: FeedbackRecordContent,
  personas: readonly Persona[],
): TrustSubject<unknown> | null {
  const read = readers[record.type] as
    | ((record: FeedbackRecordContent, personas: ReadonlyMap<string, Persona>) => TrustSubject<unknown>)
    | undefined;
  if (!read) return null;
  const subject = read(record, new Map(personas.map((p) => [p.id, p])));
  return subject.answers.length === 0 ? null : subject;
}
