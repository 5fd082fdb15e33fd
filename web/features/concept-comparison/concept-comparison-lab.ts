// The concept comparison in the lab (web/app/pages/panel-study-lab-screen.tsx draws it).
import type { ConceptComparisonRecord, ConceptComparisonRequest } from '@contracts/concept-comparison';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
import { useConceptComparisons, useRunConceptComparison } from './api/concept-comparison-api';
import { ConceptComparisonPanel } from './components/concept-comparison-panel';

export const conceptComparisonLab: PanelStudyLab<
  ConceptComparisonRequest | FormData,
  ConceptComparisonRecord
> = {
  Panel: ConceptComparisonPanel,
  useRun: useRunConceptComparison,
  useHistory: useConceptComparisons,
  progress: 'The twins are reading every variant',
  placeholder:
    'Write two to five versions of your concept and compare them; the share preferring each one, the winner (if any) and each twin’s reason will show here.',
  historyName: 'Comparison history',
  historyLabel: 'Past concept comparisons',
};
