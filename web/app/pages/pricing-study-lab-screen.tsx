// /research-lab?feature=pricing-study: the study form, the run's results and the study history.
import { useState } from 'react';
import Box from '@mui/material/Box';
import type { PricingStudyRecord } from '../../../contracts/pricing-study';
import { ResultsPlaceholder } from '../../components/results-placeholder';
import { PanelRunProgress } from '../../entities/feedback-record/panel-run-progress';
import { RecordActions } from '../../entities/feedback-record/record-actions';
import { TypedRecordHistory } from '../../entities/feedback-record/history/typed-record-history';
import { TrustReportSection } from '../../entities/feedback-record/record-views/trust-report-section';
import { PricingStudyView } from '../../entities/feedback-record/record-views/pricing-study-view';
import { usePricingStudies, useRunPricingStudy } from '../../features/pricing-study/api/pricing-study-api';
import { PricingStudyPanel } from '../../features/pricing-study/components/pricing-study-panel';
import { ResearchLabFrame } from '../../features/research-lab/components/research-lab-frame';

export function PricingStudyLabScreen() {
  const run = useRunPricingStudy();
  const history = usePricingStudies();
  const [shown, setShown] = useState<PricingStudyRecord | undefined>();
  return (
    <ResearchLabFrame
      sidebar={
        <PricingStudyPanel
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
              what="The twins are weighing your prices"
            />
          ) : shown ? (
            <Box sx={{ display: 'grid', gap: 2 }}>
              <RecordActions record={shown} withOpen size="small" />
              {shown.trust && <TrustReportSection trust={shown.trust} size="panel" />}
              <PricingStudyView record={shown} imageUrl="" feedbackId={shown.id} />
            </Box>
          ) : (
            <ResultsPlaceholder>
              Describe your product and run a pricing study; the demand and revenue curves or the acceptable
              price range will show here, with 90% intervals and by segment.
            </ResultsPlaceholder>
          )}
          <TypedRecordHistory
            query={history}
            name="Pricing study history"
            label="Past pricing studies"
            onSelect={setShown}
          />
        </Box>
      }
    />
  );
}
