// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import Insights from '@mui/icons-material/InsightsOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const brand360ResearchType: ResearchType = {
  id: 'brand360',
  label: researchTypeOffering('brand360').name,
  icon: <Insights />,
  description: 'Study how consumer segments perceive your brand and its competitors.',
  resultsHint: 'When you run a Brand 360 study, the perception report will show here.',
};
