import { describe, expect, it } from 'vitest';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { trustSubjectOf } from './run-type-subjects';
import { recordBase, recordTwins } from './testing';

describe('run types as trust subjects', () => {
  it('an interview and a run without answers have no report', () => {
    const interview = { ...recordBase, type: 'interview', responses: [], overall_analysis: null } as never;
    expect(trustSubjectOf(interview, recordTwins)).toBeNull();
    const empty: FeedbackRecordContent = {
      ...recordBase,
      type: 'focus-group',
      responses: [],
      overall_analysis: null,
    };
    expect(trustSubjectOf(empty, recordTwins)).toBeNull();
  });
});
