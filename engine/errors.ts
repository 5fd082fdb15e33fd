import type { ProviderName } from '@contracts/twin-answers';

/** Base of every error the engine throws; the server refunds a run that fails with one. */
export class EngineError extends Error {
  override readonly name: string = 'EngineError';
}

/** The provider could not produce a valid answer (HTTP failure, invalid output, exhausted retries). */
export class EngineProviderError extends EngineError {
  override readonly name: string = 'EngineProviderError';
  constructor(
    message: string,
    readonly provider: ProviderName,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A provider call took longer than its timeout. */
export class EngineTimeoutError extends EngineProviderError {
  override readonly name: string = 'EngineTimeoutError';
}

/** The provider configuration is invalid (unknown provider, missing base URL or key). */
export class EngineConfigError extends EngineError {
  override readonly name: string = 'EngineConfigError';
}
