import { APICallError } from 'ai';
import type { ProviderName } from '@contracts/twin-answers';
import { EngineProviderError, EngineTimeoutError } from '../errors';

export interface CallPolicy {
  /** Per attempt. */
  timeoutMs: number;
  /** Attempts after the first. */
  maxRetries: number;
  /** Delay before retry n is baseDelayMs * 2^(n-1). */
  baseDelayMs: number;
}

class AttemptTimeout extends Error {}

/** Timeouts, network failures, 5xx/429 and invalid structured output deserve another attempt; rejected requests do not. */
function isRetryable(error: unknown): boolean {
  return !APICallError.isInstance(error) || error.isRetryable;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function attemptWithTimeout<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  timeoutMs: number,
): Promise<T> {
  const controller = new AbortController();
  const timeout = new AttemptTimeout(`No answer within ${timeoutMs} ms`);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, timeoutMs);
  });
  try {
    return await Promise.race([attempt(controller.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs one provider call with a timeout per attempt and exponential backoff between retryable failures. */
export async function callWithPolicy<T>(
  provider: ProviderName,
  policy: CallPolicy,
  attempt: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  let lastError: unknown;
  for (let n = 0; n <= policy.maxRetries; n += 1) {
    if (n > 0) await sleep(policy.baseDelayMs * 2 ** (n - 1));
    try {
      return await attemptWithTimeout(attempt, policy.timeoutMs);
    } catch (error) {
      lastError = error;
      if (!isRetryable(error)) break;
    }
  }
  const attempts = `after ${policy.maxRetries + 1} attempt(s)`;
  if (lastError instanceof AttemptTimeout) {
    throw new EngineTimeoutError(`${provider} timed out ${attempts}: ${lastError.message}`, provider, {
      cause: lastError,
    });
  }
  const reason = lastError instanceof Error ? lastError.message : String(lastError);
  throw new EngineProviderError(`${provider} failed ${attempts}: ${reason}`, provider, { cause: lastError });
}
