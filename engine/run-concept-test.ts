import type { OverallAnalysis, PersonaAnswer } from '../contracts/analysis';
import type { Persona } from '../contracts/personas';
import { EngineError, EngineProviderError } from './errors';
import type { SimulationProvider } from './provider';

export interface RunConceptTestOptions {
  provider: SimulationProvider;
  personas: Persona[];
  concept: string;
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
 * Asks every twin at once (the provider bounds concurrency), reports each answer as it arrives,
 * then builds the overall analysis. Any provider failure rejects with an EngineError so the caller can refund.
 */
export async function runConceptTest({ provider, personas, concept, onPersonaResult }: RunConceptTestOptions): Promise<ConceptTestResult> {
  if (personas.length === 0) throw new EngineError('A concept test needs at least one persona');
  if (concept.trim() === '') throw new EngineError('A concept test needs a concept');
  const answerOne = async (persona: Persona): Promise<PersonaAnswer> => {
    let answer: PersonaAnswer;
    try {
      answer = await provider.answerConcept({ persona, concept });
    } catch (error) {
      throw asEngineError(error, provider);
    }
    await onPersonaResult?.(answer);
    return answer;
  };
  const answers = await Promise.all(personas.map(answerOne));
  try {
    return { answers, overallAnalysis: await provider.analyzeRun({ concept, personas, answers }) };
  } catch (error) {
    throw asEngineError(error, provider);
  }
}
