import type {
  FirstAnswer,
  FollowUpReply,
  FollowUpTurn,
  OverallAnalysis,
  PersonaAnswer,
  Provenance,
  ProviderName,
} from '@contracts/twin-answers';
import type { AngelPitchInput, InvestorVerdict } from '@contracts/angel-pitch';
import type { BrandAnswer } from '@contracts/brand-study';
import type { AdBrief, AdReaction, AdReading } from '@contracts/image-ad';
import type { Persona } from '@contracts/personas';
import type { PricingCurrency } from '@contracts/currency';
import type { InterviewQuestion } from './research-types/interview/offline/answer-interview';
import type { ReadingCorrection } from './offline/reading/reference-price';
import type { PriceThresholds } from './research-methods/van-westendorp';
import { ENGINE_VERSION } from './version';

export type { InterviewQuestion, InterviewTurn } from './research-types/interview/offline/answer-interview';

export interface ConceptTestInput {
  persona: Persona;
  concept: string;
  /** The user's corrections to what the twins understood (decision 047): a category, a usual price. */
  reading?: ReadingCorrection;
}

/** Several concepts put to one twin in one question, each answered on its own (a comparison's text variants). */
export interface ConceptsInput {
  persona: Persona;
  concepts: readonly string[];
  /** The user's corrections to the reading, applied to every concept. */
  reading?: ReadingCorrection;
}

export interface FollowUpInput {
  persona: Persona;
  concept: string;
  firstAnswer: FirstAnswer;
  previousFollowUps: FollowUpTurn[];
  question: string;
}

export interface OverallAnalysisInput {
  concept: string;
  personas: Persona[];
  answers: PersonaAnswer[];
}

/** A brand profile as a perception study reads it. */
export interface BrandStudyBrand {
  name: string;
  category: string;
  description: string;
  competitors: string[];
}

export interface BrandRatingInput {
  persona: Persona;
  brand: BrandStudyBrand;
}

export interface PitchJudgementInput {
  /** An investor twin (engine/research-types/angel-pitch/angel-investors.ts). */
  persona: Persona;
  pitch: AngelPitchInput;
}

/** An uploaded ad as the engine receives it: already read (OCR text and visual measures) and re-encoded. */
export interface AdCreative {
  /** The stored image's id: the same id is the same picture (response-cache key). */
  imageId: string;
  reading: AdReading;
  brief: AdBrief;
  /** The image itself, for providers that look at it (vision models). */
  image: { bytes: Uint8Array; mediaType: 'image/png' | 'image/jpeg' | 'image/webp' };
}

export interface ImageAdInput {
  persona: Persona;
  ad: AdCreative;
  /** Everything the ad says in words (OCR text, copy, call to action, context), as a concept text. */
  adText: string;
}

/** A twin's answer to an ad: the concept-test answer to what it offers, plus its reaction to the creative. */
export interface ImageAdAnswer {
  answer: PersonaAnswer;
  reaction: AdReaction;
}

/** A pricing question: the concept judged at each price of a list, in one currency. */
export interface PurchaseAtPriceInput {
  persona: Persona;
  concept: string;
  currency: PricingCurrency;
  prices: readonly number[];
  /** What the product usually costs, in `currency`, when the study knows it (decision 046). */
  usualPrice?: number;
  /** The user's corrections to the reading (decision 047); its usual price is in `currency`. */
  reading?: ReadingCorrection;
}

export interface ChoiceInput {
  persona: Persona;
  /** Two or more offers, as the twin reads them side by side. */
  offers: readonly string[];
  /** Adds "none of these" as a last option: the chances then cover the offers and none. */
  withNone?: boolean;
  /** The user's corrections to the reading, applied to every offer. */
  reading?: ReadingCorrection;
}

export interface ChoiceTasksInput {
  persona: Persona;
  /** Several choice tasks, each two or more offers read side by side. */
  tasks: ReadonlyArray<readonly string[]>;
  /** Adds "none of these" as a last option to every task. */
  withNone?: boolean;
}

/** What every simulation provider answers; results are validated against contracts/twin-answers.ts. */
export interface SimulationProvider {
  readonly name: ProviderName;
  readonly model: string;
  answerConcept(input: ConceptTestInput): Promise<PersonaAnswer>;
  /**
   * A provider that answers several concepts in one answer (a language model: one call): the twin's answer to each,
   * in order. Without it, each concept is asked on its own through answerConcept.
   */
  answerConcepts?(input: ConceptsInput): Promise<PersonaAnswer[]>;
  answerImageAd(input: ImageAdInput): Promise<ImageAdAnswer>;
  answerFollowUp(input: FollowUpInput): Promise<FollowUpReply>;
  analyzeRun(input: OverallAnalysisInput): Promise<OverallAnalysis>;
  /** One interview answer in the twin's own words, as text chunks in order (joined, they are the whole answer). */
  streamInterviewAnswer(input: InterviewQuestion): AsyncIterable<string>;
  /** Brand 360: the twin's ratings of the brand and each competitor, with reasons. */
  rateBrand(input: BrandRatingInput): Promise<BrandAnswer>;
  /** Angel pitch: the investor twin's decision and why. */
  judgePitch(input: PitchJudgementInput): Promise<InvestorVerdict>;
  /**
   * Pricing: the twin's probability of buying (P(intent ≥ 4)) the concept at each price, in order; a whole ladder is
   * one answer.
   */
  purchaseLikelihoods(input: PurchaseAtPriceInput): Promise<number[]>;
  /**
   * Van Westendorp: the twin's four prices for the concept, one answer. `prices` is the grid a provider that judges
   * the concept at set prices reads them from (the offline model); a language model names them.
   */
  priceThresholds(input: PurchaseAtPriceInput): Promise<PriceThresholds>;
  /**
   * A provider with a choice model: the chance that the twin picks each offer when it must pick one of them (summing
   * to 1). Without it, a comparison derives each twin's preference from its purchase intent for each offer.
   */
  chooseAmong?(input: ChoiceInput): Promise<number[]>;
  /**
   * A provider that chooses in several tasks in one answer (a language model: one call): per task, in order, the
   * chance of each offer (and of none, last). A language model picks one, so its chances are 1 and 0.
   */
  chooseInTasks?(input: ChoiceTasksInput): Promise<number[][]>;
  /**
   * Model calls one answer costs (a concept answer, a price ladder, a twin's four Van Westendorp prices): 0 offline,
   * 1 with an LLM.
   */
  readonly modelCallsPerAnswer: number;
}

/** Who answered a run: the provider, its model and this engine's version. */
export function provenanceOf(provider: Pick<SimulationProvider, 'name' | 'model'>): Provenance {
  return { provider: provider.name, model: provider.model, engineVersion: ENGINE_VERSION };
}
