// A concept comparison's run: every twin answers every variant (the concept-test question), picks among them by the
// provider's choice model (else prefers the one it is most likely to buy), and says why in terms of what differs;
// then the paired comparison, by segment.
import type { PersonaAnswer } from '@contracts/twin-answers';
import {
  variantLabel,
  type ComparisonAnalysis,
  type ComparisonAnswerDetail,
} from '@contracts/concept-comparison';
import type { Persona } from '@contracts/personas';
import type { Panel } from '@contracts/research-panel';
import type { ReadingOverride } from '@contracts/concept-reading';
import { conceptReadingOf, correctionOf } from '../../concept-reading';
import { provenanceOf, type AdCreative, type SimulationProvider } from '../../provider';
import {
  choicePreferences,
  intentPreferences,
  pairedComparison,
  preferenceOf,
} from '../../research-methods/paired-comparison';
import { segmentBreakdown } from '../../research-methods/segment-breakdown';
import { mentionsAny, variantDifferences } from '../../research-methods/variant-differences';
import { weightedMean } from '../../research-methods/weighted-sample';
import { askEveryPersona } from '../../panel';
import { adTextOf } from '../image-ad/run-image-ad-test';

export interface ComparisonTwinAnswer {
  personaId: string;
  personaName: string;
  text: string;
  detail: ComparisonAnswerDetail;
}

export interface ConceptComparisonResult {
  answers: ComparisonTwinAnswer[];
  analysis: ComparisonAnalysis;
}

export interface ConceptComparisonOptions {
  provider: SimulationProvider;
  personas: Persona[];
  variants: string[];
  /**
   * Per variant, its image as the ad reader read it (brief.adCopy is the variant's text), or null: a variant with an
   * image is put to each twin as an ad test puts its ad, and what it says includes the words read from the image.
   */
  creatives?: readonly (AdCreative | null)[];
  panel: Panel;
  seed: string;
  /** The user's corrections to what the twins understood of the product (read from Variant A), for every variant. */
  reading?: ReadingOverride;
  onAnswer?: (answer: ComparisonTwinAnswer) => void | Promise<void>;
}

/** A twin whose favourite is ahead of the next by less than this chance is shown as having no preference. */
const NO_PREFERENCE_MARGIN = 0.05;

const quoted = (phrases: readonly string[]) => phrases.map((phrase) => `"${phrase}"`).join(', ');

/** Why the twin prefers one variant to the runner-up, from its own reasons where they speak of what differs. */
export function preferenceReason(
  answers: readonly PersonaAnswer[],
  preferred: number,
  runnerUp: number,
  differences: readonly string[][],
  tied: boolean,
): string {
  const [own, other] = [differences[preferred]!, differences[runnerUp]!];
  if (tied)
    return `No preference between ${variantLabel(preferred)} and ${variantLabel(runnerUp)}: what differs (${quoted([...own, ...other]) || 'nothing it weighs'}) does not change its mind.`;
  const opening = `Prefers ${variantLabel(preferred)} to ${variantLabel(runnerUp)}`;
  const speaks = (reason: { text: string; conceptDetail: string }, phrases: readonly string[]) =>
    mentionsAny(`${reason.conceptDetail} ${reason.text}`, phrases);
  const forPreferred = answers[preferred]!.reasonsFor.find((reason) => speaks(reason, own));
  if (forPreferred) return `${opening}: ${forPreferred.text}`;
  const againstRunnerUp = answers[runnerUp]!.reasonsAgainst.find((reason) => speaks(reason, other));
  if (againstRunnerUp) return `${opening}: ${againstRunnerUp.text}`;
  const said = own.length > 0 ? `it says ${quoted(own)}` : `it leaves out ${quoted(other)}`;
  return `${opening}, as ${said}.`;
}

/** How a comparison's variants are put to a twin. */
export interface VariantAnswerer {
  /** Every variant's answer, in order. */
  all: (persona: Persona) => Promise<PersonaAnswer[]>;
  /** One variant's answer, asked with the same question as in `all` (a second sample compares like with like). */
  one: (persona: Persona, v: number) => Promise<PersonaAnswer>;
}

/** Whether the provider puts a comparison's text variants to a twin in one question. */
const asksTextVariantsAtOnce = (provider: SimulationProvider, textVariants: number) =>
  provider.answerConcepts !== undefined && textVariants > 1;

/**
 * Model calls a comparison asks of one twin: with a provider that answers several concepts at once, one for all its
 * text variants and one per variant with an image (an ad-test question); otherwise one per variant.
 */
export function comparisonCallsPerTwin(
  provider: SimulationProvider,
  variants: number,
  withImages: number,
): number {
  const asked = asksTextVariantsAtOnce(provider, variants - withImages) ? 1 + withImages : variants;
  return asked * provider.modelCallsPerAnswer;
}

/**
 * How a twin is asked about the variants: a variant with an image as an ad test asks, the text variants with the
 * concept-test question, all in one question when the provider answers several at once (a language model: one call,
 * one answer per variant in order), else each on its own.
 */
export function variantAnswerer(
  options: Pick<ConceptComparisonOptions, 'provider' | 'variants' | 'creatives' | 'reading'>,
): VariantAnswerer {
  const { provider, variants } = options;
  const correction = correctionOf(variants[0]!, options.reading);
  const reading = correction && { reading: correction };
  const textVariants = variants.flatMap((_, v) => (options.creatives?.[v] ? [] : [v]));
  const single = async (persona: Persona, v: number): Promise<PersonaAnswer> => {
    const ad = options.creatives?.[v];
    if (!ad) return provider.answerConcept({ persona, concept: variants[v]!, ...reading });
    return (await provider.answerImageAd({ persona, ad, adText: adTextOf(ad) })).answer;
  };
  if (!asksTextVariantsAtOnce(provider, textVariants.length)) {
    return {
      all: (persona) => Promise.all(variants.map((_, v) => single(persona, v))),
      one: single,
    };
  }
  const texts = (persona: Persona) =>
    provider.answerConcepts!({ persona, concepts: textVariants.map((v) => variants[v]!), ...reading });
  return {
    all: async (persona) => {
      const [said, ads] = await Promise.all([
        texts(persona),
        Promise.all(variants.map((_, v) => (textVariants.includes(v) ? null : single(persona, v)))),
      ]);
      return variants.map((_, v) => ads[v] ?? said[textVariants.indexOf(v)]!);
    },
    one: async (persona, v) =>
      textVariants.includes(v) ? (await texts(persona))[textVariants.indexOf(v)]! : single(persona, v),
  };
}

export async function executeConceptComparison(
  options: ConceptComparisonOptions,
): Promise<ConceptComparisonResult> {
  const { provider, personas, variants } = options;
  const creatives = variants.map((_, v) => options.creatives?.[v] ?? null);
  const offers = variants.map((text, v) => (creatives[v] ? adTextOf(creatives[v]) : text));
  const differences = variantDifferences(offers);
  const answerVariants = variantAnswerer(options);
  const correction = correctionOf(variants[0]!, options.reading);
  const answers = await askEveryPersona(
    provider,
    personas,
    async (persona): Promise<ComparisonTwinAnswer> => {
      const said = await answerVariants.all(persona);
      const intents = said.map((answer) => answer.purchaseIntent.expected);
      const distributions = said.map((answer) => answer.purchaseIntent.distribution);
      const preferences = provider.chooseAmong
        ? await provider.chooseAmong({ persona, offers, ...(correction && { reading: correction }) })
        : preferenceOf(distributions);
      const ranked = preferences
        .map((chance, v) => ({ chance, v }))
        .sort((a, b) => b.chance - a.chance || a.v - b.v);
      const [first, second] = [ranked[0]!, ranked[1]!];
      const tied = first.chance - second.chance < NO_PREFERENCE_MARGIN;
      const reason = preferenceReason(said, first.v, second.v, differences, tied);
      return {
        personaId: persona.id,
        personaName: persona.name,
        text: reason,
        detail: {
          personaName: persona.name,
          intents,
          distributions,
          preferences,
          preferred: first.v,
          reason,
        },
      };
    },
    options.onAnswer,
  );
  const weights = personas.map((persona) => persona.weight ?? 1);
  const intents = answers.map((answer) => answer.detail.intents);
  const distributions = answers.map((answer) => answer.detail.distributions);
  const result = pairedComparison({
    intents,
    distributions,
    preferences: provider.chooseAmong
      ? choicePreferences(answers.map((answer) => answer.detail.preferences))
      : intentPreferences(distributions),
    weights,
    seed: options.seed,
  });
  const breakdown = segmentBreakdown(personas, weights, (indices) => {
    const preferredShares = variants.map((_, v) =>
      weightedMean(
        answers.map((answer) => answer.detail.preferences[v]!),
        weights,
        indices,
      ),
    );
    const meanIntents = variants.map((_, v) =>
      weightedMean(
        intents.map((row) => row[v]!),
        weights,
        indices,
      ),
    );
    return { preferredShares, meanIntents };
  });
  const generatedBy = provenanceOf(provider);
  const leader = result.lead.variant;
  const summary =
    result.winner === null
      ? `No clear winner: ${variantLabel(leader)} leads by ${Math.round(result.lead.share * 100)} points of preference, within its 90% interval (${Math.round(result.lead.low * 100)} to ${Math.round(result.lead.high * 100)}).`
      : `${variantLabel(result.winner)} wins: ${Math.round(result.variants[result.winner]!.preferredShare * 100)}% of the panel prefer it, ${Math.round(result.lead.share * 100)} points ahead (90% interval ${Math.round(result.lead.low * 100)} to ${Math.round(result.lead.high * 100)}).`;
  return {
    answers,
    analysis: {
      variants: result.variants.map((variant, v) => ({
        text: variants[v]!,
        meanIntent: variant.meanIntent,
        meanIntentLow: variant.meanIntentInterval.low,
        meanIntentHigh: variant.meanIntentInterval.high,
        preferredShare: variant.preferredShare,
        low: variant.low,
        high: variant.high,
        distribution: variant.distribution,
        differences: differences[v]!,
        ...(creatives[v] && { image: { imageId: creatives[v].imageId, reading: creatives[v].reading } }),
      })),
      winner: result.winner,
      headToHead: result.headToHead,
      lead: result.lead,
      segments: breakdown.segments,
      hiddenSegments: breakdown.hidden,
      panel: options.panel,
      summary,
      reading: conceptReadingOf(offers[0]!, { ...(options.reading && { override: options.reading }) }),
      generatedBy,
    },
  };
}
