// /research-lab?feature=concept-comparison: the variants form, the run's results and the comparison history.
import { useState } from 'react';
import type { ConceptComparisonRecord } from '@contracts/concept-comparison';
import { ConceptComparisonView } from '@web/entities/feedback-record/record-views/concept-comparison-view';
import {
  useConceptComparisons,
  useRunConceptComparison,
} from '@web/features/concept-comparison/api/concept-comparison-api';
import { ConceptComparisonPanel } from '@web/features/concept-comparison/components/concept-comparison-panel';
import { PanelStudyResults } from './panel-study-results';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';

export function ConceptComparisonLabScreen() {
  const run = useRunConceptComparison();
  const history = useConceptComparisons();
  const [shown, setShown] = useState<ConceptComparisonRecord | undefined>();
  return (
    <ResearchLabFrame
      sidebar={
        <ConceptComparisonPanel
          running={run.isPending}
          answered={run.answered}
          error={run.error}
          onRun={(request) => run.mutate(request, { onSuccess: setShown })}
        />
      }
      main={
        <PanelStudyResults
          run={run}
          progress="The twins are reading every variant"
          shown={shown}
          onSelect={setShown}
          view={(record) => <ConceptComparisonView record={record} imageUrl="" feedbackId={record.id} />}
          placeholder="Write two to five versions of your concept and compare them; the share preferring each one, the winner (if any) and each twin’s reason will show here."
          history={history}
          historyName="Comparison history"
          historyLabel="Past concept comparisons"
        />
      }
    />
  );
}
