import {
  followUpReplySchema,
  overallAnalysisSchema,
  personaAnswerSchema,
  type FollowUpReply,
  type OverallAnalysis,
  type PersonaAnswer,
  type Provenance,
} from '@contracts/twin-answers';
import { roundDistribution } from './model/answer-metrics';
import { buildOverallAnalysis } from '../overall-analysis';
import type {
  ConceptTestInput,
  FollowUpInput,
  ImageAdAnswer,
  ImageAdInput,
  OverallAnalysisInput,
  SimulationProvider,
} from '../provider';
import { reactToAd } from '../research-types/image-ad/offline/ad-reaction';
import { ENGINE_VERSION } from '../version';
import { readConcept, withReadingCorrection } from './reading/concept-reader';
import { evaluate, type Evaluation } from './model/evaluate';
import { choiceProbabilities } from './model/choice-model';
import { OFFER_COEFFICIENTS } from './model/offer-coefficients';
import type { OfferCoefficients } from './model/offer-model';
import { PRICE_RESPONSE } from './model/price-coefficients';
import type { PriceResponseCoefficients } from './model/price-response';
import { personaInterviewVoice } from '../research-types/interview/offline/persona-interview-voice';
import { followUpIntentOf } from '../follow-up-intent';
import { answerInterviewOffline } from '../research-types/interview/offline/answer-interview';
import { readPersona } from './model/persona-features';
import { summarizeRun } from './voice/summarize-run';
import { writeAnswer } from './voice/voice';
import { rateBrandOffline } from '../research-types/brand-study/offline/brand-perception';
import { judgePitchOffline } from '../research-types/angel-pitch/offline/pitch-judgement';
import { studyDemandOffline, studyThresholdsOffline } from './pricing/purchase-at-price';

export const OFFLINE_MODEL = 'consumer-response-model';

const provenance: Provenance = { provider: 'offline', model: OFFLINE_MODEL, engineVersion: ENGINE_VERSION };

export interface OfflineModelOptions {
  /** The fitted offer-response coefficients; the shipped fit unless a validation fold supplies its own. */
  offerCoefficients?: OfferCoefficients;
  /** The fitted price-response coefficients; likewise. */
  priceCoefficients?: PriceResponseCoefficients;
  /** Pause between the words of a streamed interview answer, so it reads like typing (the answer itself is instant). */
  interviewWordDelayMs?: number;
}

const DEFAULT_INTERVIEW_WORD_DELAY_MS = 10;

async function* streamWords(text: string, delayMs: number): AsyncIterable<string> {
  for (const word of text.match(/\S+\s*/g) ?? []) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    yield word;
  }
}

function evaluateFor(
  { persona, concept, reading }: ConceptTestInput,
  options: OfflineModelOptions = {},
): Evaluation {
  return evaluate(
    readConcept(concept, reading),
    readPersona(persona),
    options.offerCoefficients ?? OFFER_COEFFICIENTS,
    options.priceCoefficients ?? PRICE_RESPONSE,
  );
}

/** Scores one twin's answer without any network: deterministic for the same persona and concept. */
export function answerConceptOffline(
  input: ConceptTestInput,
  options: OfflineModelOptions = {},
): PersonaAnswer {
  const evaluation = evaluateFor(input, options);
  const written = writeAnswer(evaluation);
  return personaAnswerSchema.parse({
    personaId: input.persona.id,
    personaName: input.persona.name,
    sentiment: evaluation.sentiment,
    sentimentScore: evaluation.sentimentScore,
    interestLevel: evaluation.interestLevel,
    purchaseIntent: {
      distribution: roundDistribution(evaluation.distribution),
      expected: Math.round(evaluation.expectedIntent * 100) / 100,
    },
    text: written.text,
    reasonsFor: written.reasonsFor,
    reasonsAgainst: written.reasonsAgainst,
    concerns: written.advice.map((a) => a.concern),
    suggestions: written.advice.map((a) => a.suggestion),
    generatedBy: provenance,
  });
}

export function createOfflineProvider(options: OfflineModelOptions = {}): SimulationProvider {
  return {
    name: 'offline',
    model: OFFLINE_MODEL,
    modelCallsPerAnswer: 0,
    answerConcept: async (input: ConceptTestInput): Promise<PersonaAnswer> =>
      answerConceptOffline(input, options),
    answerImageAd: async (input: ImageAdInput): Promise<ImageAdAnswer> => {
      const answer = answerConceptOffline({ persona: input.persona, concept: input.adText }, options);
      return { answer, reaction: reactToAd(input, answer) };
    },
    // A follow-up is an interview about the concept whose first turn was the twin's answer: one conversation engine.
    answerFollowUp: async (input: FollowUpInput): Promise<FollowUpReply> => {
      const history = [
        { question: 'What do you think of this concept?', answer: input.firstAnswer.text },
        ...input.previousFollowUps.map((turn) => ({ question: turn.question, answer: turn.response })),
      ];
      const { answer } = answerInterviewOffline(
        { persona: input.persona, topic: input.concept, history, question: input.question },
        personaInterviewVoice,
      );
      return followUpReplySchema.parse({
        question: input.question,
        intent: followUpIntentOf(input.question),
        response: answer,
        generatedBy: provenance,
      });
    },
    streamInterviewAnswer: (input) =>
      streamWords(
        answerInterviewOffline(input, personaInterviewVoice).answer,
        options.interviewWordDelayMs ?? DEFAULT_INTERVIEW_WORD_DELAY_MS,
      ),
    analyzeRun: async ({ concept, personas, answers }: OverallAnalysisInput): Promise<OverallAnalysis> =>
      overallAnalysisSchema.parse(
        buildOverallAnalysis(personas, answers, summarizeRun(readConcept(concept), answers), provenance),
      ),
    rateBrand: async ({ persona, brand }) => rateBrandOffline(persona, brand, provenance),
    judgePitch: async ({ persona, pitch }) => judgePitchOffline(persona, pitch, provenance),
    purchaseLikelihoods: async (input) => studyDemandOffline(input, options),
    priceThresholds: async (input) => studyThresholdsOffline(input, options),
    // The choice model reads its offers itself: the correction reaches it through the reader's scope.
    chooseAmong: async ({ persona, offers, withNone, reading }) =>
      withReadingCorrection(reading, () =>
        choiceProbabilities(offers, persona, {
          withNone: withNone ?? false,
          ...(options.priceCoefficients && { priceCoefficients: options.priceCoefficients }),
        }),
      ),
  };
}
