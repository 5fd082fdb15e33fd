// The feature value study in the lab (web/app/pages/panel-study-lab-screen.tsx draws it, with its market simulator).
import type { FeatureStudyRecord, FeatureStudyRequest } from '@contracts/feature-study';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
import { useFeatureStudies, useRunFeatureStudy } from './api/feature-study-api';
import { FeatureStudyPanel } from './components/feature-study-panel';

export const featureStudyLab: PanelStudyLab<FeatureStudyRequest, FeatureStudyRecord> = {
  Panel: FeatureStudyPanel,
  useRun: useRunFeatureStudy,
  useHistory: useFeatureStudies,
  progress: 'The twins are choosing among your products',
  placeholder:
    "Describe what is being chosen, its attributes and prices, and run a feature value study; each feature's value in money, each attribute's importance and a market simulator will show here, with 90% intervals and by segment.",
  historyName: 'Feature value study history',
  historyLabel: 'Past feature value studies',
};
