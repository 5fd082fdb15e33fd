import type { ReadingOverride } from '@contracts/concept-reading';
import { conceptReadingOf, correctionOf } from './concept-reading';
import { measuredDomainOf } from './measured-domain';
import type { OverallAnalysis, PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { EngineError, EngineProviderError } from './errors';
import type { SimulationProvider } from './provider';

export interface RunConceptTestOptions {
  provider: SimulationProvider;
  personas: Persona[];
  concept: string;
  /** The user's corrections to what the twins understood (decision 047). */
  reading?: ReadingOverride;
  /** Called as each twin answers, in completion order (for streaming). */
  onPersonaResult?: (answer: PersonaAnswer) => void | Promise<void>;
}

export interface ConceptTestResult {
  /** In the order of `personas`. */
  answers: PersonaAnswer[];
  overallAnalysis: OverallAnalysis;
}

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

/** A concept test: every twin answers (see askEveryPersona), then the overall analysis; failures reject with an EngineError so the caller can refund. */
export async function runConceptTest({
  provider,
  personas,
  concept,
  reading: override,
  onPersonaResult,
}: RunConceptTestOptions): Promise<ConceptTestResult> {
  if (personas.length === 0) throw new EngineError('A concept test needs at least one persona');
  if (concept.trim() === '') throw new EngineError('A concept test needs a concept');
  const correction = correctionOf(concept, override);
  const answers = await askEveryPersona(
    provider,
    personas,
    (persona) => provider.answerConcept({ persona, concept, ...(correction && { reading: correction }) }),
    onPersonaResult,
  );
  try {
    const overallAnalysis = await provider.analyzeRun({ concept, personas, answers });
    return {
      answers,
      overallAnalysis: {
        ...overallAnalysis,
        measuredDomain: measuredDomainOf(concept),
        reading: conceptReadingOf(concept, { ...(override && { override }) }),
      },
    };
  } catch (error) {
    throw asEngineError(error, provider);
  }
}
