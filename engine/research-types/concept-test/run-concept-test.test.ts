import { describe, expect, it } from 'vitest';
import { overallAnalysisSchema, type PersonaAnswer } from '@contracts/twin-answers';
import { EngineError, EngineProviderError } from '../../errors';
import { createOfflineProvider } from '../../offline/offline-provider';
import type { SimulationProvider } from '../../provider';
import { runConceptTest } from './run-concept-test';
import { SAMPLE_PERSONAS } from '../../test-personas';

const CONCEPT =
  'PlantPal is a monthly plant-care kit for busy families with 2 houseplants and app reminders, £19.99 per month.';

describe('runConceptTest', () => {
  it('streams every answer, keeps persona order and builds the overall analysis', async () => {
    const streamed: PersonaAnswer[] = [];
    const result = await runConceptTest({
      provider: createOfflineProvider(),
      personas: SAMPLE_PERSONAS,
      concept: CONCEPT,
      onPersonaResult: (answer) => void streamed.push(answer),
    });
    expect(streamed).toHaveLength(SAMPLE_PERSONAS.length);
    expect(result.answers.map((a) => a.personaId)).toEqual(SAMPLE_PERSONAS.map((p) => p.id));
    expect(overallAnalysisSchema.parse(result.overallAnalysis)).toEqual(result.overallAnalysis);
    expect(result.overallAnalysis.key_metrics.respondents).toBe(SAMPLE_PERSONAS.length);
  });

  it('rejects a run without twins or concept', async () => {
    const provider = createOfflineProvider();
    await expect(runConceptTest({ provider, personas: [], concept: CONCEPT })).rejects.toBeInstanceOf(
      EngineError,
    );
    await expect(
      runConceptTest({ provider, personas: SAMPLE_PERSONAS, concept: '  ' }),
    ).rejects.toBeInstanceOf(EngineError);
  });

  it('wraps an unexpected provider failure in EngineProviderError with its cause', async () => {
    const cause = new Error('socket hang up');
    const broken: SimulationProvider = {
      ...createOfflineProvider(),
      answerConcept: () => Promise.reject(cause),
    };
    const run = runConceptTest({ provider: broken, personas: SAMPLE_PERSONAS, concept: CONCEPT });
    await expect(run).rejects.toBeInstanceOf(EngineProviderError);
    await expect(run).rejects.toMatchObject({ cause, provider: 'offline' });
  });
});
