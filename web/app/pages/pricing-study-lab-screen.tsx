// /research-lab?feature=pricing-study: the study form, the run's results and the study history.
import { useState } from 'react';
import type { PricingStudyRecord } from '@contracts/pricing-study';
import { PricingStudyView } from '@web/entities/feedback-record/record-views/pricing-study-view';
import { usePricingStudies, useRunPricingStudy } from '@web/features/pricing-study/api/pricing-study-api';
import { PricingStudyPanel } from '@web/features/pricing-study/components/pricing-study-panel';
import { PanelStudyResults } from './panel-study-results';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';

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
        <PanelStudyResults
          run={run}
          progress="The twins are weighing your prices"
          shown={shown}
          onSelect={setShown}
          view={(record) => <PricingStudyView record={record} imageUrl="" feedbackId={record.id} />}
          placeholder="Describe your product and run a pricing study; the demand and revenue curves or the acceptable price range will show here, with 90% intervals and by segment."
          history={history}
          historyName="Pricing study history"
          historyLabel="Past pricing studies"
        />
      }
    />
  );
}
