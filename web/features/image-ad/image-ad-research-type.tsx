// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import Campaign from '@mui/icons-material/CampaignOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const imageAdResearchType: ResearchType = {
  id: 'image-ad',
  label: researchTypeOffering('image-ad').name,
  icon: <Campaign />,
  description: 'Upload an ad image and see how each twin reacts to it.',
  resultsHint: "When you test an ad creative, the overall sentiment and each twin's reaction will show here.",
};
