import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMockLlmServer, type MockLlmServer } from '../../../e2e/support/mock-llm-server';
import { EngineProviderError } from '../../errors';
import { createProvider, type ProviderConfig } from '../../registry';
import { SAMPLE_PERSONAS } from '../../test-personas';

const persona = SAMPLE_PERSONAS[0]!;
const ANSWER = "I'm Sophie, 31, a sustainability consultant in Amsterdam, and I'd pay for beans I can trust.";

const PROVIDERS: Array<[label: string, config: (baseUrl: string) => ProviderConfig]> = [
  [
    'openai-compatible',
    (baseUrl) => ({
      provider: 'openai-compatible',
      baseUrl,
      apiKey: 'test',
      model: 'mock-gpt',
      maxRetries: 0,
    }),
  ],
  [
    'anthropic',
    (baseUrl) => ({
      provider: 'anthropic',
      baseUrl,
      apiKey: 'test',
      model: 'claude-haiku-5-5',
      maxRetries: 0,
    }),
  ],
];

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe.each(PROVIDERS)('%s interview answers', (_label, configFor) => {
  let mock: MockLlmServer;
  beforeAll(async () => {
    mock = await startMockLlmServer();
  });
  afterAll(() => mock.close());
  beforeEach(() => {
    mock.configure({ failure: undefined, respond: () => ANSWER });
    mock.reset();
  });

  it('streams the answer in chunks from a persona system prompt and the conversation so far', async () => {
    const provider = createProvider(configFor(mock.baseUrl));
    const chunks = await collect(
      provider.streamInterviewAnswer({
        persona,
        topic: 'EcoBrew coffee subscription, €29/month',
        history: [{ question: 'Who are you?', answer: 'I am Sophie.' }],
        question: 'Would you buy it?',
      }),
    );
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(ANSWER);
    const body = JSON.stringify(mock.requests[0]!.body);
    expect(mock.requests[0]!.body.stream).toBe(true);
    expect(body).toContain(persona.biography);
    expect(body).toContain('EcoBrew coffee subscription');
    expect(body).toContain('Who are you?');
    expect(body).toContain('I am Sophie.');
    expect(mock.requests[0]!.prompt).toBe('Would you buy it?');
    expect(body).toContain('The latest question asks about: purchase intent');
  });

  it('tells the model when a question is about the twin’s own life rather than the product', async () => {
    const provider = createProvider(configFor(mock.baseUrl));
    await collect(
      provider.streamInterviewAnswer({
        persona,
        topic: 'EcoBrew coffee subscription, €29/month',
        history: [],
        question: 'What annoys you most about supermarkets?',
      }),
    );
    const body = JSON.stringify(mock.requests[0]!.body);
    expect(body).toContain('The latest question asks about: concerns (the food shopping)');
    expect(body).toContain('not about the product');
    expect(body).toContain("I haven't tried it, but");
    // 'What annoys you' asks for a dislike: the model is told to lead with one, as the offline interviewer does.
    expect(body).toContain('Start with what you dislike.');
  });

  it('fails with a provider error when the model cannot answer', async () => {
    mock.configure({ failure: { mode: 'status-500' } });
    const provider = createProvider(configFor(mock.baseUrl));
    await expect(
      collect(provider.streamInterviewAnswer({ persona, history: [], question: 'Hello?' })),
    ).rejects.toBeInstanceOf(EngineProviderError);
  });
});
