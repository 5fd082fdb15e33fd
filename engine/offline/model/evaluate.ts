import type { LikertDistribution, Sentiment } from '../../../contracts/analysis';
import {
  expectedValue,
  likertPointOf,
  orderedLogit,
  sentimentOf,
  sentimentScoreOf,
} from '../../answer-metrics';
import {
  AUDIENCE_FIT,
  AUDIENCE_WEIGHT,
  CATEGORY_RELEVANCE,
  CATEGORY_WEIGHT,
  CLAIM_EFFECTS,
  CLAIM_STRENGTH_DECAY,
  CLAIM_WEIGHT,
  IDIOSYNCRATIC_SD,
  INTERCEPT,
  INTEREST_PRICE_SHARE,
  PRICE,
  RELEVANCE_LIMIT,
  SPECIFICITY,
} from './coefficients';
import type { ConceptReading } from '../reading/concept-reader';
import type { AudienceKind, ClaimKind } from '../knowledge/lexicons';
import { OFFER_COEFFICIENTS } from './offer-coefficients';
import {
  offerFeatures,
  SITUATION_CUES,
  utilityOf,
  VENUE_HABIT,
  type OfferCoefficients,
  type OfferFactor,
  type OfferFeature,
} from './offer-model';
import { describeFeature, weigh, type PersonaFeature, type PersonaReading } from './persona-features';
import { seededRandom } from '../seeded-random';

/** One additive part of a twin's utility, traced to the concept detail and persona attribute behind it. */
export type Term =
  | {
      topic: 'category';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      feature: PersonaFeature | undefined;
    }
  | { topic: 'price'; utility: number; conceptDetail: string; personaAttribute: string; incomeShare: number }
  | {
      topic: 'claim';
      claim: ClaimKind;
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      feature: PersonaFeature | undefined;
    }
  | {
      topic: 'audience';
      audience: AudienceKind;
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
    }
  | { topic: 'specificity'; utility: number; conceptDetail: string; personaAttribute: string }
  | {
      topic: 'habit';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      visitsPerMonth: number;
    }
  | {
      topic: 'segment';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      feature: PersonaFeature | undefined;
    }
  | {
      topic: 'situation';
      factor: OfferFactor;
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
    };

export interface Evaluation {
  concept: ConceptReading;
  reading: PersonaReading;
  terms: Term[];
  utility: number;
  distribution: LikertDistribution;
  expectedIntent: number;
  interestLevel: number;
  sentiment: Sentiment;
  sentimentScore: number;
}

const clamp = (value: number, limit: number): number => Math.max(-limit, Math.min(limit, value));

function categoryTerm(concept: ConceptReading, reading: PersonaReading, offer: OfferTerms): Term {
  if (concept.offer.venue) {
    return {
      topic: 'category',
      utility: offer.utility('venue'),
      conceptDetail: concept.offer.venue.text,
      personaAttribute: `occupation: ${reading.persona.occupation}`,
      feature: undefined,
    };
  }
  const effect = CATEGORY_RELEVANCE[concept.category];
  const { total, strongest } = weigh(reading, effect.weights);
  return {
    topic: 'category',
    utility: CATEGORY_WEIGHT * clamp(effect.base + total, RELEVANCE_LIMIT),
    conceptDetail: concept.name ? `${concept.name} (${concept.categoryLabel})` : concept.categoryLabel,
    personaAttribute: strongest
      ? describeFeature(reading, strongest)
      : `occupation: ${reading.persona.occupation}`,
    feature: strongest,
  };
}

/** Price as a share of the twin's monthly income, penalised logarithmically and scaled by price sensitivity. */
function priceTerm(concept: ConceptReading, reading: PersonaReading): Term | undefined {
  const price = concept.price;
  if (!price) return undefined;
  const months = price.period === 'one-off' ? 1 : PRICE.recurringMonthsConsidered;
  const incomeShare = (price.amountEur * months) / reading.monthlyIncomeEur;
  const sensitivity = Math.max(PRICE.minMultiplier, 1 + weigh(reading, PRICE.sensitivity).total);
  const penalty = PRICE.weight * sensitivity * Math.log1p(incomeShare / PRICE.noticeableShare);
  const affordable = incomeShare < PRICE.affordableShare ? PRICE.affordableBonus : 0;
  return {
    topic: 'price',
    utility: affordable - penalty,
    conceptDetail: price.text,
    personaAttribute: `income: ${reading.persona.segments.income_bracket} (${reading.persona.country_code})`,
    incomeShare,
  };
}

function claimTerms(concept: ConceptReading, reading: PersonaReading): Term[] {
  return (Object.entries(concept.claims) as Array<[ClaimKind, { count: number; citation: string }]>).map(
    ([claim, found]) => {
      const effect = CLAIM_EFFECTS[claim];
      const strength = 1 - CLAIM_STRENGTH_DECAY ** found.count;
      const { total, strongest } = weigh(reading, effect.weights);
      return {
        topic: 'claim',
        claim,
        utility: CLAIM_WEIGHT * strength * (effect.base + total),
        conceptDetail: found.citation,
        personaAttribute: strongest
          ? describeFeature(reading, strongest)
          : `personality: ${reading.persona.personality_traits.join(', ')}`,
        feature: strongest,
      };
    },
  );
}

function audienceTerms(concept: ConceptReading, reading: PersonaReading): Term[] {
  return concept.audiences.map(({ kind, text }) => {
    const effect = AUDIENCE_FIT[kind];
    const { total, strongest } = weigh(reading, effect.weights);
    return {
      topic: 'audience',
      audience: kind,
      utility: AUDIENCE_WEIGHT * clamp(effect.base + total, RELEVANCE_LIMIT),
      conceptDetail: text,
      personaAttribute: strongest ? describeFeature(reading, strongest) : `age ${reading.persona.age}`,
    };
  });
}

function specificityTerm(concept: ConceptReading, reading: PersonaReading): Term {
  const scrutiny = 1 + SPECIFICITY.conscientiousnessGain * reading.features.conscientiousness;
  return {
    topic: 'specificity',
    utility: SPECIFICITY.weight * scrutiny * (concept.specificity - SPECIFICITY.neutralPoint),
    conceptDetail: concept.isVague
      ? `"${concept.text}"`
      : concept.features.slice(0, 2).join(', ') || concept.price?.text || concept.categoryLabel,
    personaAttribute: describeFeature(reading, 'conscientiousness'),
  };
}

interface OfferTerms {
  features: OfferFeature[];
  utility(factor: OfferFactor): number;
}

function offerTermsOf(
  concept: ConceptReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients,
): OfferTerms {
  const features = offerFeatures(concept.offer, reading, coefficients);
  return {
    features,
    utility: (factor) =>
      utilityOf(
        features.filter((f) => f.factor === factor),
        coefficients,
      ),
  };
}

const VISIT_WORDS = (visits: number): string =>
  visits === 0
    ? 'never'
    : visits < 1
      ? 'less than once a month'
      : visits <= 3
        ? 'one to three times a month'
        : visits <= 8
          ? 'four to eight times a month'
          : 'more than eight times a month';

function habitTerm(concept: ConceptReading, reading: PersonaReading, offer: OfferTerms): Term[] {
  const venue = concept.offer.venue;
  if (!venue) return [];
  const visits = reading.habits[VENUE_HABIT[venue.value]];
  return [
    {
      topic: 'habit',
      utility: offer.utility('habit'),
      conceptDetail: venue.text,
      personaAttribute: `goes to a ${concept.categoryLabel} ${VISIT_WORDS(visits)}`,
      visitsPerMonth: visits,
    },
  ];
}

function segmentTerm(
  concept: ConceptReading,
  reading: PersonaReading,
  offer: OfferTerms,
  coefficients: OfferCoefficients,
): Term[] {
  if (!concept.offer.venue) return [];
  const parts = offer.features.filter((f) => f.factor === 'segment');
  const utility = utilityOf(parts, coefficients);
  let strongest: OfferFeature | undefined;
  for (const part of parts) {
    const weight = (coefficients[part.name] ?? 0) * part.value;
    if (
      Math.sign(weight) === Math.sign(utility) &&
      Math.abs(weight) > Math.abs((strongest && (coefficients[strongest.name] ?? 0) * strongest.value) ?? 0)
    )
      strongest = part;
  }
  const feature = strongest?.personaFeature;
  return [
    {
      topic: 'segment',
      utility,
      conceptDetail: concept.offer.venue.text,
      personaAttribute: feature ? describeFeature(reading, feature) : `age ${reading.persona.age}`,
      feature,
    },
  ];
}

function situationTerms(concept: ConceptReading, reading: PersonaReading, offer: OfferTerms): Term[] {
  return SITUATION_CUES.flatMap(({ factor, cueOf }) => {
    const cue = cueOf(concept.offer);
    if (!cue) return [];
    return [
      {
        topic: 'situation' as const,
        factor,
        utility: offer.utility(factor),
        conceptDetail: cue.text,
        personaAttribute: reading.lifeStage,
      },
    ];
  });
}

/** Every utility term of one concept for one twin; the offer terms weigh with `coefficients`. */
export function termsOf(
  concept: ConceptReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients = OFFER_COEFFICIENTS,
): Term[] {
  const offer = offerTermsOf(concept, reading, coefficients);
  return [
    categoryTerm(concept, reading, offer),
    ...[priceTerm(concept, reading)].filter((term): term is Term => term !== undefined),
    ...claimTerms(concept, reading),
    ...audienceTerms(concept, reading),
    specificityTerm(concept, reading),
    ...habitTerm(concept, reading, offer),
    ...segmentTerm(concept, reading, offer, coefficients),
    ...situationTerms(concept, reading, offer),
  ];
}

/** Scores one concept for one twin: utility terms, purchase-intent distribution, interest and sentiment. */
export function evaluate(
  concept: ConceptReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients = OFFER_COEFFICIENTS,
): Evaluation {
  const terms = termsOf(concept, reading, coefficients);
  // Seeded by meaning: the canonical text in lower case, so spacing and capitals change nothing.
  const idiosyncratic =
    IDIOSYNCRATIC_SD * seededRandom(`${reading.persona.id}\u0000${concept.text.toLowerCase()}`).normal();
  const utility = INTERCEPT + idiosyncratic + terms.reduce((sum, term) => sum + term.utility, 0);
  const priceUtility = terms.find((term) => term.topic === 'price')?.utility ?? 0;
  const interestUtility = utility - (1 - INTEREST_PRICE_SHARE) * priceUtility;
  const distribution = orderedLogit(utility);
  const expectedIntent = expectedValue(distribution);
  return {
    concept,
    reading,
    terms,
    utility,
    distribution,
    expectedIntent,
    interestLevel: likertPointOf(expectedValue(orderedLogit(interestUtility))),
    sentiment: sentimentOf(expectedIntent),
    sentimentScore: sentimentScoreOf(expectedIntent),
  };
}
