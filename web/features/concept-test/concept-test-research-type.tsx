// This research type's entry in the lab's list (web/app/pages/research-lab-screen.tsx lists it).
import Groups from '@mui/icons-material/GroupsOutlined';
import { researchTypeOffering } from '@contracts/offerings';
import type { ResearchType } from '@web/entities/research-lab/research-types';

export const conceptTestResearchType: ResearchType = {
  id: 'concept-test',
  label: researchTypeOffering('concept-test').name,
  icon: <Groups />,
  description: 'Test a product, service or idea with a focus group of up to 7 digital twins.',
  resultsHint: "When you run a concept test, an overall summary and each twin's feedback will show here.",
};
