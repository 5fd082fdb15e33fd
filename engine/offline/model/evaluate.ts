import type { LikertDistribution, Sentiment } from '@contracts/twin-answers';
import { expectedValue, likertPointOf, orderedLogit, sentimentOf, sentimentScoreOf } from './answer-metrics';
import {
  ACCESS,
  AUDIENCE_FIT,
  AUDIENCE_WEIGHT,
  CATEGORY_RELEVANCE,
  CATEGORY_WEIGHT,
  CLAIM_EFFECTS,
  CLAIM_STRENGTH_DECAY,
  CLAIM_WEIGHT,
  IDIOSYNCRATIC_SD,
  INDULGENCE_WEIGHTS,
  INTERCEPT,
  INTEREST_PRICE_SHARE,
  PRICE,
  PRODUCT_FIT,
  QUALITY,
  RELEVANCE_LIMIT,
  SPECIFICITY,
} from './coefficients';
import { usualPriceShare, withStatedBuyers, type ConceptReading } from '../reading/concept-reader';
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
import type { AudienceFlag, AudienceHint, Unit } from '../knowledge/categories/category-entry';
import { phrasesIn } from '../text-analysis';
import { PER_MONTH } from '../reading/price-parser';
import { PRICE_RESPONSE } from './price-coefficients';
import { priceMoveUtility, priceResponseUtility, type PriceResponseCoefficients } from './price-response';
import { attributeUtilities, weighsUnstatedFees } from './attribute-utility';
import { CHOICE_COEFFICIENTS } from './choice-coefficients';

/** How the attributes an offer states are weighed: among which offers (their norms) and at which step share. */
export interface AttributeContext {
  /** Per attribute kind, its mean value across the offers compared (attribute-utility.ts). */
  setNorms?: ReadonlyMap<string, number>;
  stepShare?: number;
}

/** One additive part of a twin's utility, traced to the concept detail and persona attribute behind it. */
export type Term =
  | {
      topic: 'category';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      feature: PersonaFeature | undefined;
    }
  | {
      topic: 'price';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      /** How the price was judged: against the product's usual price, or as a share of income. */
      rule: 'reference' | 'income-share';
      incomeShare: number;
      /** The usual price of what is offered, in the concept's currency (reference rule). */
      usualPrice?: number;
      /** Stated price / usual price (reference rule). */
      priceRatio?: number;
      /** What the product is ('eggs'), when placed. */
      productLabel?: string;
    }
  | {
      topic: 'quality';
      utility: number;
      conceptDetail: string;
      personaAttribute: string;
      valence: 1 | -1;
    }
  | { topic: 'access'; utility: number; conceptDetail: string; personaAttribute: string; minutes: number }
  | {
      topic: 'fit';
      utility: number;
      /** The product ('hearing aids'). */
      conceptDetail: string;
      /** What of the twin fits or does not ('age 72', 'a parent', 'occupation: café owner'). */
      personaAttribute: string;
      fits: boolean;
    }
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
  const coarse = CATEGORY_RELEVANCE[concept.category];
  // Soda, sweets, crisps: what health-minded twins avoid, whatever the coarse category says of food.
  const effect = concept.reference?.indulgence
    ? { base: coarse.base, weights: { ...coarse.weights, ...INDULGENCE_WEIGHTS } }
    : coarse;
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

const RATE_UNITS = new Set<Unit>(['day', 'night', 'hour']);

/**
 * A stated price: against what the product normally costs when the engine can place it (price-response.ts),
 * otherwise as a share of the twin's monthly income, penalised logarithmically and scaled by price sensitivity; in a
 * pricing study of such a product, also against the concept's own stated price, in the usual price's stead.
 */
function priceTerm(
  concept: ConceptReading,
  reading: PersonaReading,
  priceCoefficients: PriceResponseCoefficients,
): Term | undefined {
  const price = concept.price;
  if (!price) return undefined;
  // A hire, a stay or a service by the hour priced by the day or week is a rate for the time booked, not a bill
  // that recurs: the spend is one period's, where a subscription's is several months'.
  const period = price.period;
  const ratePeriod =
    period !== 'one-off' && RATE_UNITS.has(concept.reference?.unit ?? 'item') ? period : undefined;
  const spendEur = ratePeriod ? price.amountEur / PER_MONTH[ratePeriod] : price.amountEur;
  const months = period === 'one-off' || ratePeriod ? 1 : PRICE.recurringMonthsConsidered;
  const incomeShare = (spendEur * months) / reading.monthlyIncomeEur;
  const personaAttribute = `income: ${reading.persona.segments.income_bracket} (${reading.persona.country_code})`;
  const sensitivity = Math.max(PRICE.minMultiplier, 1 + weigh(reading, PRICE.sensitivity).total);
  const affordability = (noticeableShare: number): number =>
    -PRICE.weight * sensitivity * Math.log1p(incomeShare / noticeableShare);
  const reference = concept.reference;
  // Against the usual price (value for money), and against the twin's income (can I afford it): a dozen eggs
  // barely touches anyone's income, a €1,450 bag weighs on a low income whatever it usually costs. A luxury good
  // is judged by income alone; a premium one, or a premium brand's, higher up the ordinary range.
  if (reference?.priceRatio !== undefined && concept.tier !== 'luxury') {
    const priceRatio = reference.priceRatio / usualPriceShare(concept);
    return {
      topic: 'price',
      rule: 'reference',
      utility:
        priceResponseUtility(priceRatio, reading, priceCoefficients) +
        affordability(PRICE.noticeableShareBesideReference),
      conceptDetail: price.text,
      personaAttribute,
      incomeShare,
      usualPrice: price.amount / priceRatio,
      priceRatio,
      productLabel: reference.label,
    };
  }
  const affordable = incomeShare < PRICE.affordableShare ? PRICE.affordableBonus : 0;
  const againstStated =
    concept.priceAgainstStated === undefined
      ? 0
      : priceMoveUtility(concept.priceAgainstStated, reading, priceCoefficients);
  return {
    topic: 'price',
    rule: 'income-share',
    utility: affordable + affordability(PRICE.noticeableShare) + againstStated,
    conceptDetail: price.text,
    personaAttribute,
    incomeShare,
    productLabel: reference?.label,
  };
}

/**
 * Each stated quality or defect; careful and anxious twins weigh defects more, and repeats count less. A fee of unstated
 * amount is money where the offer has a price to weigh it against (attribute-utility.ts), and a defect here only when
 * it is sprung on the buyer ('hidden fees'): the surprise is a service failure of its own.
 */
function qualityTerms(concept: ConceptReading, reading: PersonaReading): Term[] {
  const scrutiny = Math.max(QUALITY.minScrutiny, 1 + weigh(reading, QUALITY.scrutiny).total);
  const seen = { 1: 0, [-1]: 0 } as Record<1 | -1, number>;
  const feesAsMoney = weighsUnstatedFees(concept);
  const claims = concept.quality.filter((claim) => !(claim.money === 'fee' && feesAsMoney));
  return claims.map((claim) => {
    const rank = seen[claim.valence]++;
    const size = claim.weight * QUALITY.decay ** rank;
    return {
      topic: 'quality' as const,
      utility: claim.valence > 0 ? QUALITY.quality * size : -QUALITY.defect * scrutiny * size,
      conceptDetail: claim.verbal ? `the "${claim.text}" part` : claim.text,
      personaAttribute: describeFeature(reading, 'conscientiousness'),
      valence: claim.valence,
    };
  });
}

/** A concept that is no offer but says how far away it is: the farther, the less appealing. */
function accessTerms(concept: ConceptReading, reading: PersonaReading): Term[] {
  const minutes = concept.distanceMinutes;
  if (minutes === undefined) return [];
  const beyond = Math.max(0, minutes - ACCESS.freeMinutes) / ACCESS.scaleMinutes;
  return [
    {
      topic: 'access',
      utility: -ACCESS.weight * Math.log1p(beyond),
      conceptDetail: `${minutes} minutes away`,
      personaAttribute: reading.lifeStage,
      minutes,
    },
  ];
}

const AUDIENCE_FLAG_WORDS: Record<AudienceFlag, string> = {
  parent: 'a parent',
  student: 'a student',
  retired: 'retired',
  petOwner: 'a pet owner',
  young: 'young',
  older: 'older',
};

/** How well the twin matches who usually buys the product (the category's audience hint). */
function fitTerms(concept: ConceptReading, reading: PersonaReading): Term[] {
  // A concept made for a named business ('for coffee shops') is for that trade, not for any business role.
  const stated = concept.buyerTrades.length > 0;
  const categoryHint: AudienceHint | undefined = concept.reference?.audience;
  const forTrade = stated
    ? { ...categoryHint, roles: undefined, occupationWords: concept.buyerTrades }
    : categoryHint;
  const hint = withStatedBuyers(forTrade, concept);
  if (!hint) return [];
  const { persona, features } = reading;
  const parts: Array<{ score: number; attribute: string }> = [];
  if (hint.ages) {
    const { min = 0, max = 120 } = hint.ages;
    const outside = Math.max(min - persona.age, persona.age - max, 0);
    parts.push({
      score: outside === 0 ? 1 : -Math.min(1, outside / PRODUCT_FIT.ageFadeYears),
      attribute: `age ${persona.age}`,
    });
  }
  if (hint.flags?.length) {
    const held = hint.flags.find((flag) => features[flag] > 0);
    parts.push({
      score: held ? PRODUCT_FIT.flagMatch : -PRODUCT_FIT.flagMatch,
      attribute: held ? AUDIENCE_FLAG_WORDS[held] : `not ${AUDIENCE_FLAG_WORDS[hint.flags[0]!]}`,
    });
  }
  if (hint.sex && persona.gender.toLowerCase() !== hint.sex)
    parts.push({ score: PRODUCT_FIT.sexMismatch, attribute: persona.gender });
  if (hint.roles?.length || hint.occupationWords?.length) {
    const trade =
      hint.roles?.some((role) => features[`role.${role}`] > 0) ||
      (hint.occupationWords?.length ? phrasesIn(workOf(persona), hint.occupationWords).length > 0 : false);
    parts.push({
      score: trade ? PRODUCT_FIT.tradeMatch : PRODUCT_FIT.tradeMismatch,
      attribute: `occupation: ${persona.occupation}`,
    });
  }
  if (parts.length === 0) return [];
  const total = clamp(
    parts.reduce((sum, part) => sum + part.score, 0),
    RELEVANCE_LIMIT,
  );
  const telling = parts.reduce((best, part) => (Math.abs(part.score) > Math.abs(best.score) ? part : best));
  return [
    {
      topic: 'fit',
      utility: PRODUCT_FIT.weight * total,
      conceptDetail: concept.reference?.label ?? concept.categoryLabel,
      personaAttribute: telling.attribute,
      fits: total > 0,
    },
  ];
}

/** What the twin does for a living, where it is said: the occupation and the biography's opening sentence. */
const workOf = (persona: PersonaReading['persona']): string =>
  `${persona.occupation}. ${persona.biography.split('.', 1)[0]}`;

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

/** Each attribute the concept states (a feature, a level, a number, a fee), worth what a price cut would be. */
function attributeTerms(
  concept: ConceptReading,
  reading: PersonaReading,
  priceCoefficients: PriceResponseCoefficients,
  context: AttributeContext,
): Term[] {
  const stepShare = context.stepShare ?? CHOICE_COEFFICIENTS.stepShare;
  return attributeUtilities(concept, reading, {
    priceCoefficients,
    ...(context.setNorms && { setNorms: context.setNorms }),
  }).map(({ attribute, perShare, money }) => {
    const utility = perShare * stepShare + money;
    return {
      topic: 'quality' as const,
      utility,
      conceptDetail: attribute.text,
      personaAttribute: describeFeature(reading, 'conscientiousness'),
      valence: utility >= 0 ? (1 as const) : (-1 as const),
    };
  });
}

/** Every utility term of one concept for one twin; the offer terms weigh with `coefficients`. */
export function termsOf(
  concept: ConceptReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients = OFFER_COEFFICIENTS,
  priceCoefficients: PriceResponseCoefficients = PRICE_RESPONSE,
  attributeContext: AttributeContext = {},
): Term[] {
  const offer = offerTermsOf(concept, reading, coefficients);
  return [
    categoryTerm(concept, reading, offer),
    ...[priceTerm(concept, reading, priceCoefficients)].filter((term): term is Term => term !== undefined),
    ...claimTerms(concept, reading),
    ...qualityTerms(concept, reading),
    ...attributeTerms(concept, reading, priceCoefficients, attributeContext),
    ...audienceTerms(concept, reading),
    ...fitTerms(concept, reading),
    ...accessTerms(concept, reading),
    specificityTerm(concept, reading),
    ...habitTerm(concept, reading, offer),
    ...segmentTerm(concept, reading, offer, coefficients),
    ...situationTerms(concept, reading, offer),
  ];
}

const tasteKey = (concept: ConceptReading): string =>
  concept.reference?.category ?? concept.offer.venue?.value ?? concept.category;

/** Scores one concept for one twin: utility terms, purchase-intent distribution, interest and sentiment. */
export function evaluate(
  concept: ConceptReading,
  reading: PersonaReading,
  coefficients: OfferCoefficients = OFFER_COEFFICIENTS,
  priceCoefficients: PriceResponseCoefficients = PRICE_RESPONSE,
  attributeContext: AttributeContext = {},
): Evaluation {
  const terms = termsOf(concept, reading, coefficients, priceCoefficients, attributeContext);
  // The twin's own taste for this kind of product: seeded by what the product is, so wording changes nothing.
  const idiosyncratic =
    IDIOSYNCRATIC_SD * seededRandom(`${reading.persona.id}\u0000${tasteKey(concept)}`).normal();
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
