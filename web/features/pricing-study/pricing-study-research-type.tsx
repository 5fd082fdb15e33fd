// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import PriceCheck from '@mui/icons-material/PriceCheckOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const pricingStudyResearchType: ResearchType = {
  id: 'pricing-study',
  label: researchTypeOffering('pricing-study').name,
  icon: <PriceCheck />,
  description: 'Find what your product should cost with Gabor-Granger or Van Westendorp, on up to 200 twins.',
  resultsHint:
    'When you run a pricing study, the demand and revenue curves or the acceptable price range will show here, with intervals and by segment.',
};
