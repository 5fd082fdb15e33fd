import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockLlmServer, type MockLlmCall, type MockLlmServer } from '../../e2e/support/mock-llm-server';
import { EngineProviderError, EngineTimeoutError } from '../errors';
import { createProvider, type ProviderConfig } from '../registry';
import { runConceptTest } from '../research-types/concept-test/run-concept-test';
import { SAMPLE_PERSONAS } from '../test-personas';

const CONCEPT =
  'EcoBrew is a smart coffee maker for busy professionals. It costs €1,450 and includes app control.';
const LATENCY_MS = 400;

/** Realistic structured answers for the engine's three schemas; anything else gets the schema-derived sample. */
function realisticAnswer(call: MockLlmCall): unknown {
  const properties = Object.keys(call.schema?.properties ?? {});
  if (properties.includes('purchaseLikelihoodInOwnWords')) {
    return {
      answer: 'As a 31-year-old consultant in Amsterdam, I love the app control, though €1,450 is a lot.',
      interestInOwnWords: 'I am very interested; it really appeals to me because it saves me time.',
      purchaseLikelihoodInOwnWords: 'I would definitely buy it once I have saved up.',
      reasonsFor: [
        {
          text: 'App control suits my routine',
          conceptDetail: 'app control',
          personaAttribute: 'occupation: consultant',
        },
      ],
      reasonsAgainst: [
        { text: 'The price is steep', conceptDetail: '€1,450', personaAttribute: 'income: Middle' },
      ],
      concerns: ['Price'],
      suggestions: ['Offer instalments'],
    };
  }
  if (properties.includes('perceivedKeyMessages')) {
    return {
      perceivedKeyMessages: ['Smart coffee at home'],
      topics: ['price', 'convenience'],
      concerns: [{ text: 'Price', raisedBy: ['Sophie de Vries', 'Joseph Borg'] }],
      suggestions: [{ text: 'Offer instalments', raisedBy: ['Sophie de Vries'] }],
    };
  }
  return undefined;
}

/** A twin who does not want the product, in the words models use. */
function dismissiveAnswer(call: MockLlmCall): unknown {
  const answer = realisticAnswer(call) as Record<string, unknown> | undefined;
  if (!answer || !('purchaseLikelihoodInOwnWords' in answer)) return answer;
  return {
    ...answer,
    answer: 'At €1,450 this is not for me; I make my coffee by hand and do not need an app for it.',
    interestInOwnWords: 'I am not interested at all; it does not appeal to me.',
    purchaseLikelihoodInOwnWords: "I definitely wouldn't buy it, it is not for me.",
  };
}

const pointsMass = (distribution: number[], points: number[]): number =>
  points.reduce((sum, point) => sum + distribution[point - 1]!, 0);

// Anthropic has no embeddings endpoint: its embeddings come from a separate OpenAI-compatible one (here the same mock).
const PROVIDERS: Array<[label: string, config: (baseUrl: string) => ProviderConfig]> = [
  [
    'openai-compatible',
    (baseUrl) => ({
      provider: 'openai-compatible',
      baseUrl,
      apiKey: 'test',
      model: 'mock-gpt',
      embeddingModel: 'mock-embed',
    }),
  ],
  [
    'anthropic (tool use)',
    (baseUrl) => ({
      provider: 'anthropic',
      baseUrl,
      apiKey: 'test',
      model: 'claude-3-haiku-20240307',
      embeddingModel: 'mock-embed',
      embeddingBaseUrl: baseUrl,
    }),
  ],
  [
    'anthropic (output format)',
    (baseUrl) => ({
      provider: 'anthropic',
      baseUrl,
      apiKey: 'test',
      model: 'claude-haiku-5-5',
      embeddingModel: 'mock-embed',
      embeddingBaseUrl: baseUrl,
    }),
  ],
];

describe.each(PROVIDERS)('%s provider against the mock LLM server', (_label, configFor) => {
  let mock: MockLlmServer;
  const provider = (overrides: Record<string, unknown> = {}) =>
    createProvider({ ...configFor(mock.baseUrl), retryBaseDelayMs: 10, ...overrides } as ProviderConfig);

  beforeAll(async () => {
    mock = await startMockLlmServer();
  });
  afterAll(() => mock.close());
  beforeEach(() => {
    mock.configure({
      latencyMs: 0,
      failure: undefined,
      embeddingFailure: undefined,
      respond: realisticAnswer,
    });
    mock.reset();
  });

  it('parses the structured answer and rates the worded likelihoods by semantic similarity', async () => {
    const answer = await provider().answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept: CONCEPT });
    expect(answer.text).toContain('app control');
    expect(answer.generatedBy.likertMethod).toBe('ssr');
    expect(pointsMass(answer.purchaseIntent.distribution, [4, 5])).toBeGreaterThan(0.6);
    expect(answer.sentiment).toBe('positive');
    expect(answer.interestLevel).toBeGreaterThanOrEqual(4);
    expect(mock.embeddedTexts).toContain('I would definitely buy it once I have saved up.');
    expect(mock.embeddedTexts).toContain(
      'I am very interested; it really appeals to me because it saves me time.',
    );
    expect(answer.reasonsAgainst[0]).toMatchObject({ conceptDetail: '€1,450' });
    expect(mock.requests[0]!.prompt).toContain(CONCEPT);
    // The model judges the price against what the product normally costs, from the engine's product knowledge.
    expect(mock.requests[0]!.prompt).toMatch(/For reference: .+ usually cost about \$[\d.,]+ \(USD\)/);
    expect(mock.requests[0]!.prompt).toContain('negations included');
    expect(JSON.stringify(mock.requests[0]!.body)).toContain(SAMPLE_PERSONAS[0]!.biography);
    expect(mock.requests[0]!.schema?.properties).toHaveProperty('purchaseLikelihoodInOwnWords');
  });

  it('puts a dismissive answer’s mass on 1-2', async () => {
    mock.configure({ respond: dismissiveAnswer });
    const answer = await provider().answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept: CONCEPT });
    expect(pointsMass(answer.purchaseIntent.distribution, [1, 2])).toBeGreaterThan(0.6);
    expect(answer.sentiment).toBe('negative');
    expect(answer.interestLevel).toBeLessThanOrEqual(2);
  });

  it('embeds the anchor statements once per provider, however many twins answer at once', async () => {
    const shared = provider();
    await runConceptTest({ provider: shared, personas: SAMPLE_PERSONAS, concept: CONCEPT });
    await shared.answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept: `${CONCEPT} Now €1,299.` });
    expect(mock.embeddedTexts.filter((text) => text === 'I would definitely buy it.')).toHaveLength(1);
    expect(new Set(mock.embeddedTexts).size).toBe(mock.embeddedTexts.length);
  });

  it('retries a failed embeddings request', async () => {
    mock.configure({ embeddingFailure: { mode: 'status-500', times: 1 } });
    const answer = await provider().answerConcept({ persona: SAMPLE_PERSONAS[1]!, concept: CONCEPT });
    expect(answer.generatedBy.likertMethod).toBe('ssr');
    expect(mock.embeddingCalls).toBe(2);
  });

  it('fails the run with a typed error when the embeddings endpoint keeps failing, and keeps no failure cached', async () => {
    mock.configure({ embeddingFailure: { mode: 'status-500' } });
    const flaky = provider({ maxRetries: 1 });
    const failing = runConceptTest({
      provider: flaky,
      personas: SAMPLE_PERSONAS.slice(0, 2),
      concept: CONCEPT,
    });
    await expect(failing).rejects.toBeInstanceOf(EngineProviderError);
    expect(mock.embeddingCalls).toBe(2);
    mock.configure({ embeddingFailure: undefined });
    const recovered = await flaky.answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept: CONCEPT });
    expect(recovered.generatedBy.likertMethod).toBe('ssr');
  });

  it('reads the worded likelihoods by anchor phrases without an embedding model, and says so', async () => {
    const answer = await provider({ embeddingModel: undefined }).answerConcept({
      persona: SAMPLE_PERSONAS[0]!,
      concept: CONCEPT,
    });
    expect(answer.generatedBy.likertMethod).toBe('anchor-phrases');
    expect(answer.sentiment).toBe('positive');
    expect(mock.embeddingCalls).toBe(0);
  });

  it('accepts any schema-valid answer (schema-derived sample)', async () => {
    mock.configure({ respond: undefined });
    const answer = await provider().answerConcept({ persona: SAMPLE_PERSONAS[0]!, concept: CONCEPT });
    expect(answer.sentiment).toBe('neutral');
  });

  it('asks all seven twins at once and streams each answer', async () => {
    mock.configure({ latencyMs: LATENCY_MS });
    const streamed: string[] = [];
    const result = await runConceptTest({
      provider: provider(),
      personas: SAMPLE_PERSONAS,
      concept: CONCEPT,
      onPersonaResult: (answer) => void streamed.push(answer.personaId),
    });
    // All seven calls were open at once (a timed check would fail on a busy machine).
    expect(mock.maxConcurrentCalls).toBe(SAMPLE_PERSONAS.length);
    expect(streamed.sort()).toEqual(SAMPLE_PERSONAS.map((p) => p.id).sort());
    expect(result.answers.map((a) => a.personaId)).toEqual(SAMPLE_PERSONAS.map((p) => p.id));
    expect(result.overallAnalysis.concerns).toEqual([{ text: 'Price', count: 2 }]);
    expect(result.overallAnalysis.generatedBy.provider).toBe(configFor('x').provider);
  });

  it('bounds concurrency to the configured limit', async () => {
    mock.configure({ latencyMs: 50 });
    await runConceptTest({
      provider: provider({ concurrency: 2 }),
      personas: SAMPLE_PERSONAS,
      concept: CONCEPT,
    });
    expect(mock.maxConcurrentCalls).toBe(2);
  });

  it('retries after a 500', async () => {
    mock.configure({ failure: { mode: 'status-500', times: 1 } });
    const answer = await provider().answerConcept({ persona: SAMPLE_PERSONAS[1]!, concept: CONCEPT });
    expect(answer.text).toBeTruthy();
    expect(mock.calls).toBe(2);
  });

  it('gives up with a typed error when every attempt fails', async () => {
    mock.configure({ failure: { mode: 'status-500' } });
    const failing = runConceptTest({
      provider: provider({ maxRetries: 1 }),
      personas: SAMPLE_PERSONAS.slice(0, 2),
      concept: CONCEPT,
    });
    await expect(failing).rejects.toBeInstanceOf(EngineProviderError);
    await expect(failing).rejects.toHaveProperty('cause');
  });

  it('times out a hanging call with EngineTimeoutError', async () => {
    mock.configure({ failure: { mode: 'hang' } });
    const call = provider({ timeoutMs: 200, maxRetries: 0 }).answerConcept({
      persona: SAMPLE_PERSONAS[2]!,
      concept: CONCEPT,
    });
    await expect(call).rejects.toBeInstanceOf(EngineTimeoutError);
  });

  it('answers a repeated question from the cache without a second call', async () => {
    const cached = provider();
    const input = { persona: SAMPLE_PERSONAS[3]!, concept: CONCEPT };
    const first = await cached.answerConcept(input);
    const second = await cached.answerConcept(input);
    expect(second).toEqual(first);
    expect(mock.calls).toBe(1);
  });

  it('answers follow-ups with the first answer in the prompt', async () => {
    mock.configure({ respond: () => ({ response: 'About the price: €1,450 is still too much for me.' }) });
    const reply = await provider().answerFollowUp({
      persona: SAMPLE_PERSONAS[1]!,
      concept: CONCEPT,
      firstAnswer: { text: 'Not for me, too expensive.', sentiment: 'negative' },
      previousFollowUps: [],
      question: 'What do you think about the price?',
    });
    expect(reply).toMatchObject({ intent: 'price', response: expect.stringContaining('€1,450') });
    expect(mock.requests[0]!.prompt).toContain('Not for me, too expensive.');
  });
});

describe('createProvider', () => {
  it('defaults to the offline provider', () => {
    expect(createProvider().name).toBe('offline');
  });

  it('rejects an incomplete configuration', () => {
    expect(() => createProvider({ provider: 'anthropic', apiKey: '', model: '' })).toThrow(
      /Invalid provider configuration/,
    );
  });

  it('asks for an embeddings endpoint when anthropic is given an embedding model', () => {
    expect(() =>
      createProvider({
        provider: 'anthropic',
        apiKey: 'k',
        model: 'claude-haiku-4-5',
        embeddingModel: 'text-embedding-3-small',
      }),
    ).toThrow(/embeddingBaseUrl/);
  });
});
