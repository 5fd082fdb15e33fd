// The pricing study in the lab (web/app/pages/panel-study-lab-screen.tsx draws it).
import type { PricingStudyRecord, PricingStudyRequest } from '@contracts/pricing-study';
import type { PanelStudyLab } from '@web/entities/feedback-record/panel-study-lab';
import { usePricingStudies, useRunPricingStudy } from './api/pricing-study-api';
import { PricingStudyPanel } from './components/pricing-study-panel';

export const pricingStudyLab: PanelStudyLab<PricingStudyRequest, PricingStudyRecord> = {
  Panel: PricingStudyPanel,
  useRun: useRunPricingStudy,
  useHistory: usePricingStudies,
  progress: 'The twins are weighing your prices',
  placeholder:
    'Describe your product and run a pricing study; the demand and revenue curves or the acceptable price range will show here, with 90% intervals and by segment.',
  historyName: 'Pricing study history',
  historyLabel: 'Past pricing studies',
};
