import type { ProviderConfig } from '@engine/index';
import type { LlmEnv } from './env';

/** The simulation provider the environment names (the offline engine by default). */
export function engineConfig(env: LlmEnv): ProviderConfig {
  const calls = {
    model: env.LLM_MODEL!,
    timeoutMs: env.LLM_TIMEOUT_MS,
    maxRetries: env.LLM_MAX_RETRIES,
    concurrency: env.LLM_CONCURRENCY,
    embeddingModel: env.LLM_EMBEDDING_MODEL,
    embeddingBaseUrl: env.LLM_EMBEDDING_BASE_URL,
    embeddingApiKey: env.LLM_EMBEDDING_API_KEY,
  };
  switch (env.LLM_PROVIDER) {
    case 'offline':
      return { provider: 'offline' };
    case 'openai-compatible':
      return { provider: 'openai-compatible', baseUrl: env.LLM_BASE_URL!, apiKey: env.LLM_API_KEY, ...calls };
    case 'anthropic':
      return { provider: 'anthropic', baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY!, ...calls };
  }
}
