// A pricing study's run: every twin judges the concept at each price (Gabor-Granger: the ladder; Van Westendorp:
// a fine grid around it, from which its four prices are read), then the method's figures, with intervals and by
// segment.
import type { Persona } from '@contracts/personas';
import {
  PRICING_METHOD_NAMES,
  SUGGESTED_LADDER_PRICES,
  type PricingAnalysis,
  type PricingAnswerDetail,
  type PricingSegmentFigure,
  type PricingStudyInput,
} from '@contracts/pricing-study';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import type { Panel } from '@contracts/research-panel';
import { conceptReadingOf, correctionOf } from '../../concept-reading';
import { studyUsualPrice, type StudyUsualPrice } from '../../offline/pricing/purchase-at-price';
import { provenanceOf, type SimulationProvider } from '../../provider';
import { gaborGranger } from '../../research-methods/gabor-granger';
import { ladderAround, ladderCentre } from '../../research-methods/price-ladder';
import { thresholdGrid } from '../../research-methods/price-thresholds';
import { segmentBreakdown } from '../../research-methods/segment-breakdown';
import { vanWestendorp, vanWestendorpPoints } from '../../research-methods/van-westendorp';
import { weightedMean } from '../../research-methods/weighted-sample';
import { askEveryPersona } from '../../panel';

export interface PriceLadder {
  prices: number[];
  source: 'typed' | 'suggested';
  /** What a suggested ladder is centred on, and why. */
  note: string | null;
  /** The usual price the twins' demand is centred on (decision 046); null when there is none. */
  usualPrice: StudyUsualPrice | null;
}

/**
 * The ladder a study asks about: the typed one (ascending), else seven prices around the usual price (`usualPrice`
 * when the caller gives one, else the usual price of the concept's product, else its stated price when the product
 * cannot be placed); undefined when there is neither.
 */
export function ladderFor(
  input: Pick<PricingStudyInput, 'concept' | 'currency' | 'prices' | 'reading'>,
  usualPrice?: number,
): PriceLadder | undefined {
  const correction = correctionOf(input.concept, input.reading, input.currency);
  const usual = studyUsualPrice(input.concept, input.currency, usualPrice, correction) ?? null;
  if (input.prices)
    return {
      prices: [...input.prices].sort((a, b) => a - b),
      source: 'typed',
      note: null,
      usualPrice: usual,
    };
  if (!usual) return undefined;
  const around = formatPrice(usual.amount, input.currency);
  return {
    prices: ladderAround(usual.amount, SUGGESTED_LADDER_PRICES),
    source: 'suggested',
    note:
      usual.basis === 'reference'
        ? `Suggested around the usual price of ${usual.label}, ${around}.`
        : usual.basis === 'given'
          ? `Suggested around the usual price given with the study, ${around}.`
          : `Suggested around the concept's own price, ${around}: the engine could not place its product to find its usual price.`,
    usualPrice: usual,
  };
}

/** The prices each twin is asked about: the ladder, or the grid Van Westendorp's answers are read from. */
export const askedPrices = (method: PricingStudyInput['method'], ladder: PriceLadder): number[] =>
  method === 'gabor-granger' ? ladder.prices : thresholdGrid(ladderCentre(ladder.prices));

export interface PricingTwinAnswer {
  personaId: string;
  personaName: string;
  text: string;
  detail: PricingAnswerDetail;
}

export interface PricingStudyResult {
  answers: PricingTwinAnswer[];
  analysis: PricingAnalysis;
}

const percent = (share: number) => `${Math.round(share * 100)}%`;

function answerText(detail: PricingAnswerDetail, currency: PricingCurrency): string {
  const money = (amount: number) => formatPrice(amount, currency);
  if (detail.thresholds) {
    const { tooCheap, bargain, gettingExpensive, tooExpensive } = detail.thresholds;
    return `Too cheap to trust below ${money(tooCheap)}, a bargain at ${money(bargain)}, getting expensive at ${money(gettingExpensive)}, too expensive at ${money(tooExpensive)}.`;
  }
  const first = detail.likelihoods[0]!;
  const last = detail.likelihoods.at(-1)!;
  return `${percent(first.likelihood)} likely to buy at ${money(first.price)}, ${percent(last.likelihood)} at ${money(last.price)}.`;
}

export interface PricingStudyOptions {
  provider: SimulationProvider;
  personas: Persona[];
  input: PricingStudyInput;
  ladder: PriceLadder;
  panel: Panel;
  /** Seeds the bootstrap, so the same study gives the same intervals. */
  seed: string;
  onAnswer?: (answer: PricingTwinAnswer) => void | Promise<void>;
}

export async function executePricingStudy(options: PricingStudyOptions): Promise<PricingStudyResult> {
  const { provider, personas, input, ladder } = options;
  const { method, currency, concept } = input;
  const prices = askedPrices(method, ladder);
  const correction = correctionOf(concept, input.reading, currency);
  const answers = await askEveryPersona(
    provider,
    personas,
    async (persona): Promise<PricingTwinAnswer> => {
      const asked = {
        persona,
        concept,
        currency,
        prices,
        ...(ladder.usualPrice && { usualPrice: ladder.usualPrice.amount }),
        ...(correction && { reading: correction }),
      };
      const detail: PricingAnswerDetail =
        method === 'gabor-granger'
          ? {
              personaName: persona.name,
              likelihoods: await provider
                .purchaseLikelihoods(asked)
                .then((likelihoods) => prices.map((price, k) => ({ price, likelihood: likelihoods[k]! }))),
              thresholds: null,
            }
          : { personaName: persona.name, likelihoods: [], thresholds: await provider.priceThresholds(asked) };
      return { personaId: persona.id, personaName: persona.name, text: answerText(detail, currency), detail };
    },
    options.onAnswer,
  );
  const weights = personas.map((persona) => persona.weight ?? 1);
  const generatedBy = provenanceOf(provider);
  return {
    answers,
    analysis: {
      ...(method === 'gabor-granger'
        ? gaborGrangerFigures(answers, weights, personas, ladder, options.seed, currency)
        : vanWestendorpFigures(answers, weights, personas, options.seed, currency)),
      method,
      currency,
      prices: ladder.prices,
      ladder: { source: ladder.source, note: ladder.note },
      usualPrice: ladder.usualPrice,
      panel: options.panel,
      reading: conceptReadingOf(concept, { currency, ...(input.reading && { override: input.reading }) }),
      generatedBy,
    },
  };
}

type MethodFigures = Omit<
  PricingAnalysis,
  'method' | 'currency' | 'prices' | 'ladder' | 'usualPrice' | 'panel' | 'generatedBy'
>;

const NO_SEGMENT_POINTS = { acceptableRange: null, optimalPrice: null, indifferencePrice: null };

/** A best price at the end of the ladder may lie beyond it: the study says so, and which way to look. */
function edgeNote(best: number, prices: readonly number[]): string {
  if (best === prices.at(-1))
    return ' Revenue is still rising at the top of the ladder: the best price may be higher, so try a ladder that goes further up.';
  if (best === prices[0])
    return ' Revenue is highest at the bottom of the ladder: the best price may be lower, so try a ladder that goes further down.';
  return '';
}

function gaborGrangerFigures(
  answers: PricingTwinAnswer[],
  weights: number[],
  personas: Persona[],
  ladder: PriceLadder,
  seed: string,
  currency: PricingCurrency,
): MethodFigures {
  const likelihoods = answers.map((answer) => answer.detail.likelihoods.map((point) => point.likelihood));
  const result = gaborGranger({ prices: ladder.prices, likelihoods, weights, seed });
  const breakdown = segmentBreakdown(personas, weights, (indices): PricingSegmentFigure => {
    const shares = ladder.prices.map((_, k) =>
      weightedMean(
        likelihoods.map((row) => row[k]!),
        weights,
        indices,
      ),
    );
    const revenues = shares.map((share, k) => share * ladder.prices[k]!);
    const best = revenues.indexOf(Math.max(...revenues));
    return { shares, revenueMaximisingPrice: ladder.prices[best]!, ...NO_SEGMENT_POINTS };
  });
  const best = result.demand.find((point) => point.price === result.revenueMaximisingPrice)!;
  const first = result.demand[0]!;
  const last = result.demand.at(-1)!;
  const money = (amount: number) => formatPrice(amount, currency);
  return {
    demand: result.demand,
    revenueMaximisingPrice: result.revenueMaximisingPrice,
    elasticities: result.elasticities,
    curves: [],
    acceptableRange: null,
    optimalPrice: null,
    indifferencePrice: null,
    pointIntervals: null,
    segments: breakdown.segments,
    hiddenSegments: breakdown.hidden,
    summary: `${PRICING_METHOD_NAMES['gabor-granger']}: revenue peaks at ${money(best.price)}, where ${percent(best.share)} are likely to buy (90% interval ${percent(best.low)}–${percent(best.high)}). Demand runs from ${percent(first.share)} at ${money(first.price)} to ${percent(last.share)} at ${money(last.price)}.${edgeNote(best.price, ladder.prices)}`,
  };
}

function vanWestendorpFigures(
  answers: PricingTwinAnswer[],
  weights: number[],
  personas: Persona[],
  seed: string,
  currency: PricingCurrency,
): MethodFigures {
  const thresholds = answers.map((answer) => answer.detail.thresholds!);
  const result = vanWestendorp({ answers: thresholds, weights, seed });
  const breakdown = segmentBreakdown(personas, weights, (indices): PricingSegmentFigure => ({
    shares: null,
    revenueMaximisingPrice: null,
    ...vanWestendorpPoints({
      answers: indices.map((i) => thresholds[i]!),
      weights: indices.map((i) => weights[i]!),
    }),
  }));
  const money = (amount: number) => formatPrice(amount, currency);
  return {
    demand: [],
    revenueMaximisingPrice: null,
    elasticities: [],
    curves: result.curves,
    acceptableRange: result.acceptableRange,
    optimalPrice: result.optimalPrice,
    indifferencePrice: result.indifferencePrice,
    pointIntervals: result.intervals,
    segments: breakdown.segments,
    hiddenSegments: breakdown.hidden,
    summary: `${PRICING_METHOD_NAMES['van-westendorp']}: acceptable prices run from ${money(result.acceptableRange.low)} to ${money(result.acceptableRange.high)}; the optimal price point is ${money(result.optimalPrice)} and the indifference price point ${money(result.indifferencePrice)}.`,
  };
}
