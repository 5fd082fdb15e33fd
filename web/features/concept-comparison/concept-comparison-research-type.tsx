// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import CompareArrows from '@mui/icons-material/CompareArrowsOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const conceptComparisonResearchType: ResearchType = {
  id: 'concept-comparison',
  label: researchTypeOffering('concept-comparison').name,
  icon: <CompareArrows />,
  description: 'Put 2 to 5 versions of a concept to the same twins and see which one wins, and why.',
  resultsHint:
    'When you compare variants, the share preferring each one, the winner (if any) and each twin’s reason will show here.',
};
