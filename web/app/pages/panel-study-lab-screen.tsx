// /research-lab?feature=pricing-study, concept-comparison, feature-study: a panel study's form, the run's results and
// the type's history, drawn the same way for every panel study from its feature's PanelStudyLab.
import { useState } from 'react';
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
import { ResearchLabFrame } from '@web/features/research-lab/components/research-lab-frame';
import { PanelStudyResults } from './panel-study-results';

export function PanelStudyLabScreen<Request, Item extends FeedbackRecord>({
  lab,
}: {
  lab: PanelStudyLab<Request, Item>;
}) {
  const run = lab.useRun();
  const history = lab.useHistory();
  const [shown, setShown] = useState<Item | undefined>();
  const { Panel } = lab;
  return (
    <ResearchLabFrame
      sidebar={
        <Panel
          running={run.isPending}
          answered={run.answered}
          error={run.error}
          onRun={(request) => run.mutate(request, { onSuccess: setShown })}
        />
      }
      main={<PanelStudyResults lab={lab} run={run} shown={shown} onSelect={setShown} history={history} />}
    />
  );
}
