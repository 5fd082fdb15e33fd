// /research-lab?feature=feature-study: the study form, the run's results with the market simulator, and the history.
import { useState } from 'react';
import type { FeatureStudyRecord } from '@contracts/feature-study';
import { FeatureStudyView } from '@web/entities/feedback-record/record-views/feature-study-view';
import { useFeatureStudies, useRunFeatureStudy } from '@web/features/feature-study/api/feature-study-api';
import { FeatureStudyPanel } from '@web/features/feature-study/components/feature-study-panel';
import { PanelStudyResults } from './panel-study-results';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';

export function FeatureStudyLabScreen() {
  const run = useRunFeatureStudy();
  const history = useFeatureStudies();
  const [shown, setShown] = useState<FeatureStudyRecord | undefined>();
  return (
    <ResearchLabFrame
      sidebar={
        <FeatureStudyPanel
          running={run.isPending}
          answered={run.answered}
          error={run.error}
          onRun={(request) => run.mutate(request, { onSuccess: setShown })}
        />
      }
      main={
        <PanelStudyResults
          run={run}
          progress="The twins are choosing among your products"
          shown={shown}
          onSelect={setShown}
          view={(record) => <FeatureStudyView record={record} imageUrl="" feedbackId={record.id} />}
          placeholder="Describe what is being chosen, its attributes and prices, and run a feature value study; each feature's value in money, each attribute's importance and a market simulator will show here, with 90% intervals and by segment."
          history={history}
          historyName="Feature value study history"
          historyLabel="Past feature value studies"
        />
      }
    />
  );
}
