// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const angelPitchResearchType: ResearchType = {
  id: 'angel-pitch',
  label: researchTypeOffering('angel-pitch').name,
  icon: <RequestQuote />,
  description: 'Pitch your start-up to digital twins acting as angel investors.',
  resultsHint: "When you pitch, the panel's verdict and each investor's decision will show here.",
};
