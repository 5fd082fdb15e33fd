// The concept test (record type 'focus-group'): queued through POST /api/analyses, shared with the image runs.
import { conceptTestExecutor } from './run-concept-test';
import type { ResearchType } from '../research-type';

export const conceptTest = {
  executor: conceptTestExecutor,
} satisfies ResearchType;
