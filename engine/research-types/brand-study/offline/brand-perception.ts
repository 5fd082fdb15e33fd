// Brand 360 without a network: how one twin perceives a brand and its competitors, from the twin's profile and
// the brand's own description (read by the concept reader and scored by the consumer-response model).
import {
  brandAnswerSchema,
  BRAND_DIMENSIONS,
  type BrandAnswer,
  type BrandDimension,
  type BrandRating,
  type BrandScores,
} from '@contracts/brand-study';
import type { Provenance } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { sentimentOf, sentimentScoreOf } from '@engine/offline/model/answer-metrics';
import type { BrandStudyBrand } from '@engine/provider';
import { BRAND_MODEL, ESTABLISHED_CUES, LAUNCHING_CUES } from './brand-coefficients';
import { readConcept } from '@engine/offline/reading/concept-reader';
import { lowerFirst, upperFirst } from '@engine/offline/voice/english';
import { evaluate, type Evaluation, type Term } from '@engine/offline/model/evaluate';
import { readPersona } from '@engine/offline/model/persona-features';
import { localise, voiceOf, voiceRandom, type PersonaVoice } from '@engine/offline/voice/persona-voice';
import { currentSpend, reasonPhrase, type PhraseInput } from '@engine/offline/voice/reason-phrases';
import { seededRandom } from '@engine/offline/seeded-random';
import { awarenessFor, knownBrand, type KnownBrand } from '@engine/offline/knowledge/brand-knowledge';

const rating = (logit: number): number => Math.round(100 / (1 + Math.exp(-logit)));
const sumOf = (terms: Term[]): number => terms.reduce((sum, term) => sum + term.utility, 0);
const CATEGORY_TOPICS = new Set<Term['topic']>(['category', 'habit', 'segment']);

/** The brand's description as the concept reader takes it: what it is, then what it says about itself. */
export function brandConceptText(brand: BrandStudyBrand): string {
  return `${brand.name} is a ${brand.category} brand. ${brand.description}`;
}

type BrandReading = {
  evaluation: Evaluation;
  categoryUtility: number;
  stage: 'established' | 'unstated' | 'launching';
  /** The brand's entry in the knowledge table, unless the profile says it is a new brand of that name. */
  known?: KnownBrand;
};

function readBrand(persona: Persona, brand: BrandStudyBrand): BrandReading {
  const evaluation = evaluate(readConcept(brandConceptText(brand)), readPersona(persona));
  // The user's own profile overrides the table: a profile that says the brand is new is not the famous namesake.
  const launching = LAUNCHING_CUES.test(brand.description) && !ESTABLISHED_CUES.test(brand.description);
  const known = launching ? undefined : knownBrand(brand.name);
  const stage =
    known || ESTABLISHED_CUES.test(brand.description) ? 'established' : launching ? 'launching' : 'unstated';
  return {
    evaluation,
    categoryUtility: sumOf(evaluation.terms.filter((term) => CATEGORY_TOPICS.has(term.topic))),
    stage,
    ...(known ? { known } : {}),
  };
}

const logit = (share: number): number => Math.log(share / (100 - share));

const claimTerms = (evaluation: Evaluation, kinds?: readonly string[]) =>
  evaluation.terms.filter(
    (term): term is Extract<Term, { topic: 'claim' }> =>
      term.topic === 'claim' && (!kinds || kinds.includes(term.claim)),
  );

function awarenessLogit(
  persona: Persona,
  name: string,
  { evaluation, categoryUtility, known }: BrandReading,
  stage: BrandReading['stage'],
): number {
  const a = BRAND_MODEL.awareness;
  const { features } = evaluation.reading;
  const chance =
    a.idiosyncraticSd *
    seededRandom(`brand-awareness\u0000${persona.id}\u0000${name.toLowerCase()}`).normal();
  // A brand the table knows starts from how many in the twin's market know it, whatever its category means to the twin.
  if (known) return logit(awarenessFor(known, persona)) + a.extraversion * features.extraversion + chance;
  return (
    a[stage] +
    a.category * categoryUtility +
    a.extraversion * features.extraversion +
    (stage === 'launching' ? a.opennessForNew * features.openness : 0) +
    chance
  );
}

/** The twin's ratings of its own brand, read from the description. */
function rateOwnBrand(persona: Persona, brand: BrandStudyBrand, reading: BrandReading): BrandRating {
  const { evaluation } = reading;
  const { features } = evaluation.reading;
  const fitUtility = evaluation.utility;
  const price = evaluation.terms.find((term) => term.topic === 'price')?.utility ?? 0;
  const specificity = evaluation.terms.find((term) => term.topic === 'specificity')?.utility ?? 0;
  const t = BRAND_MODEL.trust;
  const established = reading.stage === 'established' ? 1 : reading.stage === 'unstated' ? 0.5 : 0;
  const { known } = reading;
  const k = BRAND_MODEL.knownBrand;
  const incomeValue = k.valueByTier[persona.segments.income_bracket] ?? k.valueByTier.Middle;
  const scores: BrandScores = {
    awareness: rating(awarenessLogit(persona, brand.name, reading, reading.stage)),
    associations: rating(
      BRAND_MODEL.associations.intercept +
        BRAND_MODEL.associations.claims * sumOf(claimTerms(evaluation)) +
        BRAND_MODEL.associations.fit * fitUtility,
    ),
    trust: rating(
      t.intercept +
        established *
          (t.established + t.traditionBonus * features['value.tradition'] + t.olderBonus * features.older) +
        t.claims * sumOf(claimTerms(evaluation, ['reliability', 'data-risk', 'ethics'])) +
        (known ? k.trustByTier[known.tier] : 0) +
        t.agreeableness * features.agreeableness +
        t.neuroticism * features.neuroticism +
        t.specificity * specificity,
    ),
    value: rating(
      BRAND_MODEL.value.intercept +
        BRAND_MODEL.value.price * price +
        BRAND_MODEL.value.claims * sumOf(claimTerms(evaluation, ['value'])) +
        (known ? incomeValue[known.tier] : 0) +
        BRAND_MODEL.value.fit * fitUtility,
    ),
    fit: rating(BRAND_MODEL.fit.intercept + BRAND_MODEL.fit.scale * fitUtility),
  };
  return {
    brand: brand.name,
    isOwn: true,
    scores,
    associations: profileAssociations(persona, brand, reading),
    basis: brand.description.trim() || !known ? 'profile' : 'knowledge',
  };
}

// Clauses of a description that say where it is sold, what it costs or how old it is are not what a brand means.
const NOT_AN_ASSOCIATION =
  /\b(sold|available|stocked|in (shops|stores|supermarkets|caf[eé]s)|since|founded|established|per (litre|kg|month|year)|\d)/i;
const LEADING_FILLER = /^(and|but|with|a|an|the|our|its|is|are|we|it)\s+/i;

/** Short phrases of the profile's description, in order: what the brand says it is and does. */
export function descriptionPhrases(brand: BrandStudyBrand): string[] {
  return brand.description
    .split(/[.,;:!?()\n]+|\s+-\s+|\s+and\s+(?=[a-z]+ed\b)/)
    .map((clause) => {
      let text = clause
        .trim()
        .replace(/\s+/g, ' ')
        .replace(/\b(since|founded in|established in|est\.?)\s+\d{4}\b/gi, '')
        .replace(/[€£$]\s?\d[\d.,]*(\s*(per|a|an)\s+\w+)?|\d[\d.,]*\s?(eur|usd|gbp)\b/gi, '')
        .trim();
      while (LEADING_FILLER.test(text)) text = text.replace(LEADING_FILLER, '');
      return text.replace(new RegExp(`^${brand.name}\\s+(is|are)\\s+(a|an|the)?\\s*`, 'i'), '');
    })
    .filter((text) => text.split(' ').length >= 2 && text.split(' ').length <= 6)
    .filter((text) => !NOT_AN_ASSOCIATION.test(text));
}

/** What a price tier brings to mind. */
const TIER_WORDS: Record<KnownBrand['tier'], string> = {
  budget: 'good value',
  mid: 'dependable',
  premium: 'premium',
  luxury: 'luxury',
};

/** What a tier's prices mean for value, as a twin says it. */
const TIER_VALUE: Record<KnownBrand['tier'], string> = {
  budget: 'cheap, and you get what you pay for',
  mid: 'fairly priced for what it is',
  premium: 'on the expensive side; you pay for the name as well',
  luxury: 'very expensive; it is more about the name than the thing',
};

/**
 * What the brand brings to this twin's mind: the category the user named, then the profile's own phrases, those
 * that touch the twin's values first (a seeded order among the rest), never the twin's venue habits.
 */
function profileAssociations(persona: Persona, brand: BrandStudyBrand, reading: BrandReading): string[] {
  const { valueWords } = reading.evaluation.reading;
  const held = Object.keys(valueWords).join(' ');
  const random = seededRandom(`brand-associations\u0000${persona.id}\u0000${brand.name.toLowerCase()}`);
  const phrases = descriptionPhrases(brand)
    .map((phrase) => ({
      phrase,
      weight:
        (/sustainab|plant|oat|organic|eco|recycl/i.test(phrase) && /sustainability/.test(held) ? 1 : 0) +
        (/health|protein|sugar|natural|vitamin/i.test(phrase) && /health/.test(held) ? 1 : 0) +
        (/price|value|cheap|afford/i.test(phrase) && /frugality/.test(held) ? 1 : 0) +
        random.next(),
    }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ phrase }) => phrase);
  const tier = reading.known ? [TIER_WORDS[reading.known.tier]] : [];
  return [...new Set([brand.category.trim().toLowerCase(), ...tier, ...phrases])].slice(0, 3);
}

/**
 * A competitor named without a description: the engine knows nothing about it, so each rating sits around the
 * category's middle (what this twin would give a brand of the category that says nothing about itself) with a wide
 * seeded spread, and never above the user's brand: nothing the user gave supports rating it higher.
 */
function rateCompetitor(
  persona: Persona,
  name: string,
  brand: BrandStudyBrand,
  own: BrandRating,
): BrandRating {
  const profile = { ...brand, name, description: '' };
  if (knownBrand(name)) {
    // A competitor the table knows is rated from what people know of it: its awareness and its price tier.
    const rated = rateOwnBrand(persona, profile, readBrand(persona, profile));
    return { ...rated, isOwn: false, basis: 'knowledge' };
  }
  const middle = rateOwnBrand(
    persona,
    { ...brand, name, description: '' },
    readBrand(persona, { ...brand, name, description: '' }),
  ).scores;
  const { spreadSd } = BRAND_MODEL.unknownCompetitor;
  const scores = Object.fromEntries(
    BRAND_DIMENSIONS.map((d) => {
      const centre = Math.log(Math.max(1, middle[d]) / Math.max(1, 100 - middle[d]));
      const chance =
        spreadSd * seededRandom(`brand-${d}\u0000${persona.id}\u0000${name.toLowerCase()}`).normal();
      return [d, Math.min(own.scores[d], rating(centre + chance))];
    }),
  ) as BrandScores;
  return {
    brand: name,
    isOwn: false,
    scores,
    associations: [brand.category.trim().toLowerCase()],
    basis: 'none',
  };
}

const meanScore = (scores: BrandScores): number =>
  BRAND_DIMENSIONS.reduce((sum, d) => sum + scores[d], 0) / BRAND_DIMENSIONS.length;

function strongestTerm(terms: Term[]): Term | undefined {
  return [...terms].sort((a, b) => Math.abs(b.utility) - Math.abs(a.utility))[0];
}

function reasonsFor(
  brand: BrandStudyBrand,
  reading: BrandReading,
  own: BrandRating,
  voice: PersonaVoice,
): Record<BrandDimension, string> {
  const { evaluation } = reading;
  const random = voiceRandom(voice, 'brand360', brand.name.toLowerCase());
  const input = (term?: Term): PhraseInput => ({
    detail: term?.conceptDetail ?? '',
    evaluation,
    voice,
    random,
    subject: brand.name,
  });
  const because = (term: Term | undefined, fallback: string): string =>
    term ? lowerFirst(reasonPhrase(term, term.utility >= 0, input(term))) : fallback;
  const high = (d: BrandDimension) => own.scores[d] >= 55;
  const spend = currentSpend(evaluation, voice);
  const trustTerm = strongestTerm(claimTerms(evaluation, ['reliability', 'data-risk', 'ethics']));
  const priceTerm = evaluation.terms.find((term) => term.topic === 'price');
  return {
    awareness: reading.known
      ? high('awareness')
        ? `Everyone knows ${brand.name}; I've seen it around all my life.`
        : `I've heard the name ${brand.name}, but it isn't something I see around here.`
      : high('awareness')
        ? `I feel I have come across ${brand.name} before; I spend ${spend}, so I notice names in ${evaluation.concept.categoryLabel.toLowerCase()}.`
        : reading.stage === 'launching'
          ? `I have not heard of ${brand.name}, and it says itself that it is new.`
          : `${brand.name} does not ring a bell for me; I spend ${spend} and have not seen it around.`,
    associations: `${brand.name} makes me think of ${own.associations.join(', ')}; ${because(strongestTerm(claimTerms(evaluation).filter((term) => term.conceptDetail.length > 6 && !ESTABLISHED_CUES.test(term.conceptDetail))), random.pick(['nothing else about it stands out to me', 'that is about all that comes to mind', 'beyond that it is just a name']))}.`,
    trust: high('trust')
      ? `I would trust ${brand.name}: ${because(trustTerm, reading.stage === 'established' ? 'it has been around for a while' : 'it says plainly what it does')}.`
      : `I would want proof before trusting ${brand.name}: ${because(trustTerm, reading.stage === 'established' ? 'a long history is not the same as being good' : 'it has no track record I know of')}.`,
    value: priceTerm
      ? `On ${brand.name}'s value, ${because(priceTerm, '')}.`
      : reading.known
        ? `${brand.name} is ${TIER_VALUE[reading.known.tier]}; I spend ${spend} now.`
        : `It does not say what it costs, so I cannot judge the value; I spend ${spend} now.`,
    // Fit speaks of the twin's life (category, habits, price, situation); the claims were the associations' reason.
    // The price was the value's reason, so it is not the fit's too.
    fit: `As for ${brand.name} in my life, ${because(strongestTerm(evaluation.terms.filter((term) => term.topic !== 'claim' && term.topic !== 'price')), high('fit') ? 'it suits how I live' : 'it does not fit how I live')}.`,
  };
}

function comparisonOf(own: BrandRating, competitors: BrandRating[]): string {
  const unknown = competitors.filter((rival) => rival.basis === 'none').map((rival) => rival.brand);
  if (unknown.length === competitors.length)
    return `I know nothing about ${unknown.length === 1 ? unknown[0] : `${unknown.slice(0, -1).join(', ')} or ${unknown.at(-1)}`} beyond the name, so I can't really compare.`;
  const best = [...competitors]
    .filter((rival) => rival.basis !== 'none')
    .sort((a, b) => meanScore(b.scores) - meanScore(a.scores))[0]!;
  const ahead = BRAND_DIMENSIONS.filter((d) => own.scores[d] - best.scores[d] >= BRAND_MODEL.findingMargin);
  const behind = BRAND_DIMENSIONS.filter((d) => best.scores[d] - own.scores[d] >= BRAND_MODEL.findingMargin);
  const words = (dims: BrandDimension[]) => {
    const named = dims.map((d) => (d === 'fit' ? 'fit with my life' : d));
    return named.length <= 1 ? named.join('') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  };
  if (ahead.length === 0 && behind.length === 0)
    return `Next to ${best.brand}, there is not much between them for me.`;
  if (behind.length === 0)
    return `Next to ${best.brand}, ${own.brand} does better for me on ${words(ahead)}.`;
  if (ahead.length === 0)
    return `Next to ${best.brand}, ${own.brand} falls behind for me on ${words(behind)}.`;
  return `Next to ${best.brand}, ${own.brand} wins on ${words(ahead)} but falls behind on ${words(behind)}.`;
}

const SENTENCES_SPOKEN = { brief: 3, average: 4, chatty: 5 } as const;

/** One twin's perception of a brand and each competitor: deterministic for the same twin and profile. */
export function rateBrandOffline(
  persona: Persona,
  brand: BrandStudyBrand,
  generatedBy: Provenance,
): BrandAnswer {
  const voice = voiceOf(persona);
  const reading = readBrand(persona, brand);
  const own = rateOwnBrand(persona, brand, reading);
  const competitors = brand.competitors.map((name) => rateCompetitor(persona, name, brand, own));
  const reasons = reasonsFor(brand, reading, own, voice);
  const comparison = comparisonOf(own, competitors);
  const keep = [
    brand.name,
    ...brand.competitors,
    ...reading.evaluation.terms.map((term) => term.conceptDetail),
  ];
  const said = Object.fromEntries(
    BRAND_DIMENSIONS.map((d) => [d, upperFirst(localise(voice, reasons[d], keep))]),
  ) as Record<BrandDimension, string>;
  // The reasons the twin dwells on most (furthest from the middle) come first; talkative twins say more of them.
  const spoken = [...BRAND_DIMENSIONS]
    .sort((a, b) => Math.abs(own.scores[b] - 50) - Math.abs(own.scores[a] - 50))
    .slice(0, SENTENCES_SPOKEN[voice.talkativeness] - 1);
  const expected = 1 + (4 * meanScore(own.scores)) / 100;
  return brandAnswerSchema.parse({
    personaId: persona.id,
    personaName: persona.name,
    ratings: [own, ...competitors],
    reasons: said,
    comparison: localise(voice, comparison, keep),
    text: [...spoken.map((d) => said[d]), localise(voice, comparison, keep)].join(' '),
    sentiment: sentimentOf(expected),
    sentimentScore: sentimentScoreOf(expected),
    generatedBy,
  });
}
