// The panel loop every research type's run shares: every twin is asked at once, each answer is reported as it
// arrives, and any failure rejects the run with an EngineError.
import type { Persona } from '@contracts/personas';
import { EngineError, EngineProviderError } from './errors';
import type { SimulationProvider } from './provider';

/** Any failure as an EngineError; one from the provider names it. */
export function asEngineError(error: unknown, provider: SimulationProvider): EngineError {
  if (error instanceof EngineError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new EngineProviderError(`${provider.name} failed: ${reason}`, provider.name, { cause: error });
}

/**
 * Asks every persona at once (the provider bounds concurrency) and reports each answer as it arrives, in
 * completion order; answers come back in the order of `personas`. Any failure rejects with an EngineError.
 */
export async function askEveryPersona<T>(
  provider: SimulationProvider,
  personas: Persona[],
  ask: (persona: Persona) => Promise<T>,
  onAnswer?: (answer: T) => void | Promise<void>,
): Promise<T[]> {
  if (personas.length === 0) throw new EngineError('A run needs at least one persona');
  const answerOne = async (persona: Persona): Promise<T> => {
    let answer: T;
    try {
      answer = await ask(persona);
    } catch (error) {
      throw asEngineError(error, provider);
    }
    await onAnswer?.(answer);
    return answer;
  };
  return Promise.all(personas.map(answerOne));
}
