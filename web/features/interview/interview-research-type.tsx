// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import Forum from '@mui/icons-material/ForumOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const interviewResearchType: ResearchType = {
  id: 'interview',
  label: researchTypeOffering('interview').name,
  icon: <Forum />,
  description: 'Hold a one-to-one conversation with a single digital twin.',
  resultsHint: 'When you interview a twin, the conversation and its summary will show here.',
};
