// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import Tune from '@mui/icons-material/TuneOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const featureStudyResearchType: ResearchType = {
  id: 'feature-study',
  label: researchTypeOffering('feature-study').name,
  icon: <Tune />,
  description:
    'Find what each feature is worth to buyers with a choice-based conjoint, and simulate market shares.',
  resultsHint:
    'When you run a feature value study, each feature’s value in money, each attribute’s importance and a market simulator will show here.',
};
