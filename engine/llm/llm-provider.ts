import {
  generateText,
  Output,
  streamText,
  type EmbeddingModel,
  type LanguageModel,
  type ModelMessage,
} from 'ai';
import type { z } from 'zod';
import {
  followUpReplySchema,
  overallAnalysisSchema,
  personaAnswerSchema,
  type FollowUpReply,
  type OverallAnalysis,
  type PersonaAnswer,
  type Provenance,
} from '@contracts/twin-answers';
import {
  acceptanceOf,
  expectedValue,
  likertPointOf,
  sentimentOf,
  sentimentScoreOf,
} from '../offline/model/answer-metrics';
import { EngineProviderError } from '../errors';
import { followUpIntentOf } from '../follow-up-intent';
import { buildOverallAnalysis, type QualitativeSummary } from '../overall-analysis';
import type {
  ConceptTestInput,
  FollowUpInput,
  ImageAdAnswer,
  ImageAdInput,
  OverallAnalysisInput,
  SimulationProvider,
} from '../provider';
import { adReactionSchema } from '@contracts/image-ad';
import { ENGINE_VERSION } from '../version';
import { callWithPolicy, type CallPolicy } from './call-policy';
import { createEmbedder } from './embedder';
import { createLikertRater, type LikertDistributions } from './likert-rating';
import type { CallLimit } from './limiter';
import {
  conceptAnswerOutputSchema,
  followUpOutputSchema,
  runSummaryOutputSchema,
  type ConceptAnswerOutput,
} from './llm-schemas';
import { interviewMessages, interviewSystemPrompt } from '../research-types/interview/interview-prompts';
import {
  ANALYST_SYSTEM_PROMPT,
  conceptTestPrompt,
  followUpPrompt,
  personaSystemPrompt,
  runSummaryPrompt,
} from './prompts';
import {
  conceptAnswersOutputSchema,
  conceptsPrompt,
} from '../research-types/concept-comparison/comparison-prompts';
import {
  choiceTasksOutputSchema,
  choiceTasksPrompt,
} from '../research-types/feature-study/choice-tasks-prompts';
import { imageAdAnswerOutputSchema, imageAdPrompt } from '../research-types/image-ad/image-ad-prompts';
import {
  priceLadderOutputSchema,
  priceLadderPrompt,
  priceThresholdsOutputSchema,
  priceThresholdsPrompt,
} from '../research-types/pricing-study/pricing-prompts';
import { investorProfileOf } from '../research-types/angel-pitch/angel-investors';
import {
  brandPerceptionOutputSchema,
  brandPerceptionPrompt,
  toBrandAnswer,
} from '../research-types/brand-study/brand-prompts';
import {
  pitchJudgementOutputSchema,
  pitchJudgementPrompt,
  toInvestorVerdict,
} from '../research-types/angel-pitch/pitch-prompts';
import { cacheKey, type CacheKeyParts, type ResponseCache } from './response-cache';

export interface LlmProviderOptions {
  name: 'openai-compatible' | 'anthropic';
  modelId: string;
  model: LanguageModel;
  /** Every model call (and embeddings request) goes through it: what bounds the calls in flight, across runs. */
  limit: CallLimit;
  policy: CallPolicy;
  cache: ResponseCache;
  temperature?: number;
  /** For semantic-similarity rating; without one, Likert points come from anchor phrases. */
  embeddingModel?: EmbeddingModel;
}

const RUN_SUMMARY_PERSONA_ID = '*';

function toPersonaAnswer(
  input: Pick<ConceptTestInput, 'persona'>,
  output: ConceptAnswerOutput,
  likert: LikertDistributions,
  generatedBy: Provenance,
): PersonaAnswer {
  const distribution = likert.purchaseIntent;
  const expected = expectedValue(distribution);
  return personaAnswerSchema.parse({
    personaId: input.persona.id,
    personaName: input.persona.name,
    sentiment: sentimentOf(expected),
    sentimentScore: sentimentScoreOf(expected),
    interestLevel: likertPointOf(expectedValue(likert.interest)),
    purchaseIntent: { distribution, expected: Math.round(expected * 100) / 100 },
    text: output.answer,
    reasonsFor: output.reasonsFor,
    reasonsAgainst: output.reasonsAgainst,
    concerns: output.concerns,
    suggestions: output.suggestions,
    generatedBy,
  });
}

/** A provider backed by any AI SDK language model: bounded concurrency, timeouts, retries and a response cache. */
export function createLlmProvider(options: LlmProviderOptions): SimulationProvider {
  const generatedBy: Provenance = {
    provider: options.name,
    model: options.modelId,
    engineVersion: ENGINE_VERSION,
  };
  const { limit } = options;
  const embed = options.embeddingModel
    ? createEmbedder({ provider: options.name, model: options.embeddingModel, policy: options.policy, limit })
    : undefined;
  const likertRater = createLikertRater(embed);
  const ratedBy: Provenance = { ...generatedBy, likertMethod: likertRater.method };

  async function generate<T>(
    schema: z.ZodType<T>,
    schemaName: string,
    prompts: { system: string } & ({ prompt: string } | { messages: ModelMessage[] }),
    key: Omit<CacheKeyParts, 'provider' | 'model'>,
  ): Promise<T> {
    const keyText = cacheKey({ provider: options.name, model: options.modelId, ...key });
    const cached = schema.safeParse(await options.cache.get(keyText));
    if (cached.success) return cached.data;
    const output = await limit(() =>
      callWithPolicy(options.name, options.policy, async (abortSignal) => {
        const result = await generateText({
          model: options.model,
          ...prompts,
          output: Output.object({ schema, name: schemaName }),
          abortSignal,
          maxRetries: 0,
          ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
        });
        return result.output;
      }),
    );
    await options.cache.set(keyText, output);
    return output;
  }

  /** A concept answer in the twin's words, its likelihoods rated as Likert distributions. */
  async function rateConceptAnswer(
    input: Pick<ConceptTestInput, 'persona'>,
    output: ConceptAnswerOutput,
  ): Promise<PersonaAnswer> {
    const likert = await likertRater.rate({
      purchaseIntent: output.purchaseLikelihoodInOwnWords,
      interest: output.interestInOwnWords,
    });
    return toPersonaAnswer(input, output, likert, ratedBy);
  }

  return {
    name: options.name,
    model: options.modelId,
    modelCallsPerAnswer: 1,

    async answerConcept(input) {
      const output = await generate(
        conceptAnswerOutputSchema,
        'concept_test_answer',
        {
          system: personaSystemPrompt(input.persona),
          prompt: conceptTestPrompt(input.concept, input.reading),
        },
        {
          personaId: input.persona.id,
          // A corrected reading is another question: it is cached apart from the concept as read.
          concept: input.reading ? `${input.concept}\n${JSON.stringify(input.reading)}` : input.concept,
          question: 'concept-test',
        },
      );
      return rateConceptAnswer(input, output);
    },

    // A comparison's variants in one question: one answer per concept, in order (the schema holds the count).
    async answerConcepts({ persona, concepts, reading }) {
      const prompt = conceptsPrompt(concepts, reading);
      const { answers } = await generate(
        conceptAnswersOutputSchema(concepts.length),
        'concept_answers',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'concepts' },
      );
      return Promise.all(answers.map((output) => rateConceptAnswer({ persona }, output)));
    },

    // The whole ladder in one question: the twin's words at each price, each rated as a purchase intent is.
    async purchaseLikelihoods({ persona, concept, currency, prices, reading }) {
      const prompt = priceLadderPrompt(concept, currency, prices, reading);
      const { atEachPrice } = await generate(
        priceLadderOutputSchema(prices.length),
        'price_ladder',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'price-ladder' },
      );
      const rated = await Promise.all(
        atEachPrice.map((purchaseIntent) => likertRater.rate({ purchaseIntent })),
      );
      return rated.map(({ purchaseIntent }) => acceptanceOf(purchaseIntent));
    },

    // Van Westendorp's four questions in one: the twin names its prices (the grid is the offline model's).
    // A feature study's tasks in one question: the product picked in each, as chances of 1 and 0.
    async chooseInTasks({ persona, tasks, withNone = false }) {
      const offers = tasks[0]?.length ?? 0;
      if (tasks.some((task) => task.length !== offers))
        throw new EngineProviderError(
          'Every choice task asked at once must show as many products',
          options.name,
        );
      const prompt = choiceTasksPrompt(tasks, withNone);
      const { choices } = await generate(
        choiceTasksOutputSchema(tasks.length, offers, withNone),
        'choice_tasks',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'choice-tasks' },
      );
      // Products are numbered from 1; none (0) is the last option.
      return choices.map(({ choice }) =>
        Array.from({ length: offers + (withNone ? 1 : 0) }, (_, k) =>
          (choice === 0 ? k === offers : k === choice - 1) ? 1 : 0,
        ),
      );
    },

    async priceThresholds({ persona, concept, currency, reading }) {
      const prompt = priceThresholdsPrompt(concept, currency, reading);
      return generate(
        priceThresholdsOutputSchema,
        'price_thresholds',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'price-thresholds' },
      );
    },

    async answerImageAd(input: ImageAdInput): Promise<ImageAdAnswer> {
      const { bytes, mediaType } = input.ad.image;
      const messages: ModelMessage[] = [
        {
          role: 'user',
          content: [
            { type: 'text', text: imageAdPrompt(input.adText) },
            { type: 'image', image: bytes, mediaType },
          ],
        },
      ];
      const output = await generate(
        imageAdAnswerOutputSchema,
        'image_ad_answer',
        { system: personaSystemPrompt(input.persona), messages },
        {
          personaId: input.persona.id,
          concept: `image:${input.ad.imageId}\n${input.adText}`,
          question: 'image-ad',
        },
      );
      const { firstImpression, perceivedMessage, attention, clarity, appeal, wouldChange } = output;
      return {
        answer: await rateConceptAnswer(input, output),
        reaction: adReactionSchema.parse({
          firstImpression,
          perceivedMessage,
          attention,
          clarity,
          appeal,
          wouldChange,
        }),
      };
    },

    async answerFollowUp(input: FollowUpInput): Promise<FollowUpReply> {
      const prompt = followUpPrompt(
        input.concept,
        input.firstAnswer,
        input.previousFollowUps,
        input.question,
      );
      const { response } = await generate(
        followUpOutputSchema,
        'follow_up_reply',
        { system: personaSystemPrompt(input.persona), prompt },
        { personaId: input.persona.id, concept: input.concept, question: prompt },
      );
      return followUpReplySchema.parse({
        question: input.question,
        intent: followUpIntentOf(input.question),
        response,
        generatedBy,
      });
    },

    async *streamInterviewAnswer(input) {
      const result = streamText({
        model: options.model,
        system: interviewSystemPrompt(input.persona, input.topic, input.question),
        messages: interviewMessages(input),
        abortSignal: AbortSignal.timeout(options.policy.timeoutMs),
        maxRetries: options.policy.maxRetries,
        // Errors arrive as 'error' parts below; the SDK's default handler would only log them a second time.
        onError: () => undefined,
        ...(options.temperature === undefined ? {} : { temperature: options.temperature }),
      });
      let empty = true;
      for await (const part of result.fullStream) {
        if (part.type === 'error')
          throw new EngineProviderError(
            `${options.name} interview answer failed: ${String(part.error)}`,
            options.name,
            { cause: part.error },
          );
        if (part.type === 'abort')
          throw new EngineProviderError(`${options.name} interview answer timed out`, options.name);
        if (part.type === 'text-delta' && part.text) {
          empty = false;
          yield part.text;
        }
      }
      if (empty)
        throw new EngineProviderError(`${options.name} gave an empty interview answer`, options.name);
    },

    async rateBrand({ persona, brand }) {
      const prompt = brandPerceptionPrompt(brand);
      const output = await generate(
        brandPerceptionOutputSchema(brand),
        'brand_perception',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'brand-360' },
      );
      try {
        return toBrandAnswer(persona, brand, output, generatedBy);
      } catch (error) {
        throw new EngineProviderError(`${options.name} gave an unusable brand rating`, options.name, {
          cause: error,
        });
      }
    },

    async judgePitch({ persona, pitch }) {
      const investor = investorProfileOf(persona);
      const prompt = pitchJudgementPrompt(pitch, investor);
      const output = await generate(
        pitchJudgementOutputSchema,
        'pitch_judgement',
        { system: personaSystemPrompt(persona), prompt },
        { personaId: persona.id, concept: prompt, question: 'angel-pitch' },
      );
      return toInvestorVerdict(persona, investor, output, generatedBy);
    },

    async analyzeRun({ concept, personas, answers }: OverallAnalysisInput): Promise<OverallAnalysis> {
      if (answers.length === 0) throw new EngineProviderError('No answers to analyse', options.name);
      const prompt = runSummaryPrompt(concept, answers);
      const output = await generate(
        runSummaryOutputSchema,
        'run_summary',
        { system: ANALYST_SYSTEM_PROMPT, prompt },
        { personaId: RUN_SUMMARY_PERSONA_ID, concept, question: prompt },
      );
      const themes = (list: typeof output.concerns) =>
        list.map(({ text, raisedBy }) => ({ text, count: Math.max(1, raisedBy.length) }));
      const summary: QualitativeSummary = {
        perceivedKeyMessages: output.perceivedKeyMessages,
        topics: output.topics,
        concerns: themes(output.concerns),
        suggestions: themes(output.suggestions),
      };
      return overallAnalysisSchema.parse(buildOverallAnalysis(personas, answers, summary, ratedBy));
    },
  };
}
