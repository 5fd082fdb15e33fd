import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel } from 'ai';
import { z } from 'zod';
import { EngineConfigError } from './errors';
import { createLimiter, type CallLimit } from './llm/limiter';
import { createLlmProvider } from './llm/llm-provider';
import { createMemoryCache, type ResponseCache } from './llm/response-cache';
import { createOfflineProvider } from './offline/offline-provider';
import type { SimulationProvider } from './provider';

const callSettings = {
  /** Model calls in flight at once, when the caller gives no limit of its own (ProviderDependencies.limit). */
  concurrency: z.number().int().positive().default(7),
  timeoutMs: z.number().int().positive().default(60_000),
  maxRetries: z.number().int().min(0).default(2),
  retryBaseDelayMs: z.number().int().min(0).default(500),
  temperature: z.number().min(0).max(2).optional(),
};

const embeddingSettings = {
  /**
   * Embedding model for semantic-similarity rating of the Likert answers; without one they are read by anchor phrases.
   * Served by an OpenAI-compatible embeddings endpoint: embeddingBaseUrl, or the provider's own baseUrl for openai-compatible.
   */
  embeddingModel: z.string().min(1).optional(),
  embeddingBaseUrl: z.url().optional(),
  /** Defaults to apiKey only when the embeddings come from the provider's own base URL. */
  embeddingApiKey: z.string().optional(),
};

export const providerConfigSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('offline') }),
  z.object({
    provider: z.literal('openai-compatible'),
    /** e.g. https://api.openai.com/v1, http://localhost:11434/v1 (Ollama), https://openrouter.ai/api/v1 */
    baseUrl: z.url(),
    apiKey: z.string().optional(),
    model: z.string().min(1),
    /** Send the JSON schema as response_format (OpenAI, Ollama, vLLM, LM Studio); false asks for plain JSON mode. */
    supportsStructuredOutputs: z.boolean().default(true),
    ...callSettings,
    ...embeddingSettings,
  }),
  z.object({
    provider: z.literal('anthropic'),
    baseUrl: z.url().optional(),
    apiKey: z.string().min(1),
    model: z.string().min(1),
    ...callSettings,
    ...embeddingSettings,
  }),
]);
export type ProviderConfig = z.input<typeof providerConfigSchema>;
type LlmSettings = Exclude<z.output<typeof providerConfigSchema>, { provider: 'offline' }>;

function embeddingModelOf(settings: LlmSettings): EmbeddingModel | undefined {
  if (!settings.embeddingModel) return undefined;
  const ownBaseUrl = settings.provider === 'openai-compatible' ? settings.baseUrl : undefined;
  const baseURL = settings.embeddingBaseUrl ?? ownBaseUrl;
  if (!baseURL) {
    throw new EngineConfigError(
      `Invalid provider configuration: ${settings.provider} has no embeddings endpoint; set embeddingBaseUrl to an OpenAI-compatible one`,
    );
  }
  const apiKey = settings.embeddingApiKey ?? (baseURL === ownBaseUrl ? settings.apiKey : undefined);
  return createOpenAICompatible({ name: 'openai-compatible-embeddings', baseURL, apiKey }).embeddingModel(
    settings.embeddingModel,
  );
}

export interface ProviderDependencies {
  /** Shared response cache; an in-process one is created per provider otherwise. */
  cache?: ResponseCache;
  /**
   * What every model call goes through (the server's turns by user, decision 055); a limiter of the configuration's
   * `concurrency`, first come first served, otherwise.
   */
  limit?: CallLimit;
}

/** Builds the provider a configuration names; 'offline' when none is given. The engine never reads the environment. */
export function createProvider(
  config: ProviderConfig = { provider: 'offline' },
  dependencies: ProviderDependencies = {},
): SimulationProvider {
  const parsed = providerConfigSchema.safeParse(config);
  if (!parsed.success)
    throw new EngineConfigError(`Invalid provider configuration: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  if (settings.provider === 'offline') return createOfflineProvider();
  const shared = {
    modelId: settings.model,
    limit: dependencies.limit ?? createLimiter(settings.concurrency),
    policy: {
      timeoutMs: settings.timeoutMs,
      maxRetries: settings.maxRetries,
      baseDelayMs: settings.retryBaseDelayMs,
    },
    cache: dependencies.cache ?? createMemoryCache(),
    temperature: settings.temperature,
    embeddingModel: embeddingModelOf(settings),
  };
  if (settings.provider === 'openai-compatible') {
    const openAiCompatible = createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      supportsStructuredOutputs: settings.supportsStructuredOutputs,
    });
    return createLlmProvider({
      name: 'openai-compatible',
      model: openAiCompatible.chatModel(settings.model),
      ...shared,
    });
  }
  const anthropic = createAnthropic({
    apiKey: settings.apiKey,
    ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  });
  return createLlmProvider({ name: 'anthropic', model: anthropic(settings.model), ...shared });
}
