import type { ReactNode } from 'react';
import Campaign from '@mui/icons-material/CampaignOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import PriceCheck from '@mui/icons-material/PriceCheckOutlined';
import CompareArrows from '@mui/icons-material/CompareArrowsOutlined';
import Tune from '@mui/icons-material/TuneOutlined';
import { researchTypeOffering, type ResearchTypeId } from '@contracts/offerings';

export type { ResearchTypeId };

export type ResearchType = {
  id: ResearchTypeId;
  label: string;
  icon: ReactNode;
  description: string;
  resultsHint: string;
};

/** The lab's research types, named as every other screen names their runs (contracts/record-type-names.ts). */
export const researchTypes: ResearchType[] = [
  {
    id: 'concept-test',
    label: researchTypeOffering('concept-test').name,
    icon: <Groups />,
    description: 'Test a product, service or idea with a focus group of up to 7 digital twins.',
    resultsHint: "When you run a concept test, an overall summary and each twin's feedback will show here.",
  },
  {
    id: 'interview',
    label: researchTypeOffering('interview').name,
    icon: <Forum />,
    description: 'Hold a one-to-one conversation with a single digital twin.',
    resultsHint: 'When you interview a twin, the conversation and its summary will show here.',
  },
  {
    id: 'image-ad',
    label: researchTypeOffering('image-ad').name,
    icon: <Campaign />,
    description: 'Upload an ad image and see how each twin reacts to it.',
    resultsHint:
      "When you test an ad creative, the overall sentiment and each twin's reaction will show here.",
  },
  {
    id: 'brand360',
    label: researchTypeOffering('brand360').name,
    icon: <Insights />,
    description: 'Study how consumer segments perceive your brand and its competitors.',
    resultsHint: 'When you run a Brand 360 study, the perception report will show here.',
  },
  {
    id: 'angel-pitch',
    label: researchTypeOffering('angel-pitch').name,
    icon: <RequestQuote />,
    description: 'Pitch your start-up to digital twins acting as angel investors.',
    resultsHint: "When you pitch, the panel's verdict and each investor's decision will show here.",
  },
  {
    id: 'pricing-study',
    label: researchTypeOffering('pricing-study').name,
    icon: <PriceCheck />,
    description:
      'Find what your product should cost with Gabor-Granger or Van Westendorp, on up to 200 twins.',
    resultsHint:
      'When you run a pricing study, the demand and revenue curves or the acceptable price range will show here, with intervals and by segment.',
  },
  {
    id: 'concept-comparison',
    label: researchTypeOffering('concept-comparison').name,
    icon: <CompareArrows />,
    description: 'Put 2 to 5 versions of a concept to the same twins and see which one wins, and why.',
    resultsHint:
      'When you compare variants, the share preferring each one, the winner (if any) and each twin’s reason will show here.',
  },
  {
    id: 'feature-study',
    label: researchTypeOffering('feature-study').name,
    icon: <Tune />,
    description:
      'Find what each feature is worth to buyers with a choice-based conjoint, and simulate market shares.',
    resultsHint:
      'When you run a feature value study, each feature’s value in money, each attribute’s importance and a market simulator will show here.',
  },
];

export const DEFAULT_RESEARCH_TYPE: ResearchTypeId = 'concept-test';

export function researchTypeFromParam(value: string | null): ResearchType {
  return researchTypes.find((type) => type.id === value) ?? researchTypes[0]!;
}
