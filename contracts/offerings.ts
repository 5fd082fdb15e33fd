// What the product offers, in one list: the research types and the features that plans and pages mention. Every
// statement of what is available (marketing pages, the guide, the lab, the pricing plans) is generated from here,
// so that no page can call something "coming soon" once it works.
import type { PlanId } from './billing-catalog';
import { MAX_TWINS } from './personas';
import { RECORD_TYPE_NAMES } from './record-type-names';
import { MAX_FEATURE_PANEL_TWINS, MAX_PANEL_TWINS } from './research-panel';

export type Offering = {
  name: string;
  /** false: planned, shown as "coming soon" wherever it is mentioned. */
  available: boolean;
};

export type ResearchTypeId =
  | 'concept-test'
  | 'interview'
  | 'image-ad'
  | 'brand360'
  | 'angel-pitch'
  | 'pricing-study'
  | 'concept-comparison'
  | 'feature-study';

export type ResearchTypeOffering = Offering & {
  id: ResearchTypeId;
  /** One sentence for marketing pages. */
  summary: string;
};

export const researchTypeOfferings: ResearchTypeOffering[] = [
  {
    id: 'concept-test',
    name: RECORD_TYPE_NAMES['focus-group'],
    available: true,
    summary: `Describe a product, service or idea and get an answer from each of up to ${MAX_TWINS} digital twins, plus an overall analysis.`,
  },
  {
    id: 'interview',
    name: RECORD_TYPE_NAMES.interview,
    available: true,
    summary: 'A one-to-one conversation with a single twin about motives, objections and the words it uses.',
  },
  {
    id: 'image-ad',
    name: RECORD_TYPE_NAMES['image-ad'],
    available: true,
    summary:
      'Upload an ad image with optional copy; twins react and you see the sentiment split and the messages that land.',
  },
  {
    id: 'brand360',
    name: RECORD_TYPE_NAMES.brand360,
    available: true,
    summary:
      'Describe a brand and its competitors; twins rate awareness, associations, trust, value and fit with their life, with reasons.',
  },
  {
    id: 'angel-pitch',
    name: RECORD_TYPE_NAMES.angel_pitch,
    available: true,
    summary:
      'Pitch your start-up to a panel of high-income business twins acting as angel investors; each says whether it would invest and why.',
  },
  {
    id: 'pricing-study',
    name: RECORD_TYPE_NAMES.pricing_study,
    available: true,
    summary: `Ask up to ${MAX_PANEL_TWINS} twins what your product should cost, by Gabor-Granger (demand and revenue at each price) or Van Westendorp (the range of acceptable prices), with 90% intervals and by segment.`,
  },
  {
    id: 'concept-comparison',
    name: RECORD_TYPE_NAMES.concept_comparison,
    available: true,
    summary: `Put 2 to 5 versions of a concept to the same ${MAX_PANEL_TWINS} twins: which one each prefers and why, and a winner only when the lead is beyond its interval.`,
  },
  {
    id: 'feature-study',
    name: RECORD_TYPE_NAMES.feature_study,
    available: true,
    summary: `A choice-based conjoint on up to ${MAX_FEATURE_PANEL_TWINS} twins: what each feature is worth in money, how much each attribute matters, and the share your version would win against the competition.`,
  },
];

export function researchTypeOffering(id: ResearchTypeId): ResearchTypeOffering {
  return researchTypeOfferings.find((type) => type.id === id)!;
}

export type FeatureId =
  'feedback-history' | 'exports' | 'api-access' | 'webhooks' | 'image-analysis' | 'team-workspaces';

export type FeatureOffering = Offering & {
  /** The plan whose list names the feature: it comes with that plan and every plan above it. */
  plan?: PlanId;
};

// Exports, API access and webhooks work for every account, so the lowest plan names them (not Pro, as it once did).
export const featureOfferings: Record<FeatureId, FeatureOffering> = {
  'feedback-history': { name: 'Feedback history with follow-up questions', available: true, plan: 'basic' },
  exports: { name: 'Exports (CSV and PDF)', available: true, plan: 'basic' },
  'api-access': {
    name: 'API access with scoped API keys and a typed TypeScript client',
    available: true,
    plan: 'basic',
  },
  webhooks: { name: 'Webhooks for finished runs and low credits', available: true, plan: 'basic' },
  'image-analysis': { name: 'Image analysis, free', available: true },
  'team-workspaces': {
    name: 'Team workspaces: invite editors and viewers, runs paid by the owner',
    available: true,
    plan: 'business',
  },
};

/** The features a plan's list names, in this list's order. */
export function planFeatures(plan: PlanId): FeatureOffering[] {
  return Object.values(featureOfferings).filter((feature) => feature.plan === plan);
}

/** An offering's name as a list item: planned ones say so. */
export function offeringLabel(offering: Offering): string {
  return offering.available ? offering.name : `${offering.name} (coming soon)`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "A, B and C are available now." plus "D is coming soon." when anything is planned. */
export function availabilitySentence(offerings: Offering[]): string {
  const available = offerings.filter((offering) => offering.available).map((offering) => offering.name);
  const planned = offerings.filter((offering) => !offering.available).map((offering) => offering.name);
  const sentence = (names: string[], state: string) =>
    `${joinNames(names)} ${names.length === 1 ? 'is' : 'are'} ${state}.`;
  return [
    available.length > 0 ? sentence(available, 'available now') : '',
    planned.length > 0 ? sentence(planned, 'coming soon') : '',
  ]
    .filter(Boolean)
    .join(' ');
}
