import type { ReadingOverride } from '@contracts/concept-reading';
import { conceptReadingOf, correctionOf } from '../../concept-reading';
import { measuredDomainOf } from '../../measured-domain';
import type { OverallAnalysis, PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { EngineError } from '../../errors';
import { askEveryPersona, asEngineError } from '../../panel';
import type { SimulationProvider } from '../../provider';

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
