// /research-lab?feature=concept-comparison: the variants form, the run's results and the comparison history.
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ConceptComparisonRecord } from '../../../contracts/concept-comparison';
import { ResultsPlaceholder } from '../../components/results-placeholder';
import { PanelRunProgress } from '../../entities/feedback-record/panel-run-progress';
import { RecordActions } from '../../entities/feedback-record/record-actions';
import { TypedRecordHistory } from '../../entities/feedback-record/history/typed-record-history';
import { TrustReportSection } from '../../entities/feedback-record/record-views/trust-report-section';
import { ConceptComparisonView } from '../../entities/feedback-record/record-views/concept-comparison-view';
import {
  useConceptComparisons,
  useRunConceptComparison,
} from '../../features/concept-comparison/api/concept-comparison-api';
import { ConceptComparisonPanel } from '../../features/concept-comparison/components/concept-comparison-panel';
import { ResearchLabFrame } from '../../features/research-lab/components/research-lab-frame';

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
        <Box sx={{ display: 'grid', gap: 3 }}>
          {run.isPending ? (
            <PanelRunProgress
              answered={run.answered}
              queued={run.queued}
              what="The twins are reading every variant"
            />
          ) : shown ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <RecordActions record={shown} withOpen size="small" />
              {shown.trust && <TrustReportSection trust={shown.trust} size="panel" />}
              <ConceptComparisonView record={shown} imageUrl="" feedbackId={shown.id} />
            </Box>
          ) : (
            <ResultsPlaceholder>
              Write two to five versions of your concept and compare them; the share preferring each one, the
              winner (if any) and each twin’s reason will show here.
            </ResultsPlaceholder>
          )}
          <TypedRecordHistory
            query={history}
            name="Comparison history"
            label="Past concept comparisons"
            onSelect={setShown}
          />
        </Box>
      }
    />
  );
}
