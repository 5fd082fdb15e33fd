import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startMockLlmServer,
  type MockLlmCall,
  type MockLlmServer,
} from '../../../e2e/support/mock-llm-server';
import type { AdReading } from '@contracts/image-ad';
import { createProvider, type ProviderConfig } from '../../registry';
import { adTextOf } from './run-image-ad-test';
import { SAMPLE_PERSONAS } from '../../test-personas';

const reading: AdReading = {
  text: 'SUMMER SALE\n50% OFF\nRUNNING SHOES',
  textConfidence: 95,
  measures: {
    width: 2,
    height: 2,
    brightness: 60,
    contrast: 30,
    colourfulness: 90,
    textCoverage: 15,
    clutter: 20,
    dominantColours: [],
  },
};
// A 1×1 WebP is enough: the test checks the image travels, not what a model sees in it.
const WEBP = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

function visionAnswer(call: MockLlmCall): unknown {
  if (!Object.keys(call.schema?.properties ?? {}).includes('perceivedMessage')) return undefined;
  return {
    answer: 'Half price running shoes: I would look.',
    interestInOwnWords: 'I am quite interested.',
    purchaseLikelihoodInOwnWords: 'I would probably buy a pair.',
    reasonsFor: [],
    reasonsAgainst: [],
    concerns: [],
    suggestions: [],
    firstImpression: 'Loud and orange.',
    perceivedMessage: 'Running shoes at half price.',
    attention: 4,
    clarity: 5,
    appeal: 3,
    wouldChange: 'Show the shoes.',
  };
}

const PROVIDERS: Array<
  [label: string, config: (baseUrl: string) => ProviderConfig, imagePart: (content: unknown[]) => unknown]
> = [
  [
    'openai-compatible',
    (baseUrl) => ({ provider: 'openai-compatible', baseUrl, apiKey: 'test', model: 'mock-vision' }),
    (content) => content.find((part) => (part as { type: string }).type === 'image_url'),
  ],
  [
    'anthropic',
    (baseUrl) => ({ provider: 'anthropic', baseUrl, apiKey: 'test', model: 'claude-haiku-5-5' }),
    (content) => content.find((part) => (part as { type: string }).type === 'image'),
  ],
];

describe.each(PROVIDERS)('%s provider shows the ad to the model', (_label, configFor, imagePartOf) => {
  let mock: MockLlmServer;
  beforeAll(async () => {
    mock = await startMockLlmServer({ respond: visionAnswer });
  });
  afterAll(() => mock.close());

  it('sends the image as an image part beside the prompt and returns the reaction', async () => {
    const provider = createProvider({ ...configFor(mock.baseUrl), retryBaseDelayMs: 10 } as ProviderConfig);
    const ad = {
      imageId: '00000000-0000-4000-8000-000000000001',
      reading,
      brief: {},
      image: { bytes: WEBP, mediaType: 'image/webp' as const },
    };
    const { answer, reaction } = await provider.answerImageAd({
      persona: SAMPLE_PERSONAS[0]!,
      ad,
      adText: adTextOf(ad),
    });
    expect(reaction).toMatchObject({
      perceivedMessage: 'Running shoes at half price.',
      attention: 4,
      clarity: 5,
      appeal: 3,
    });
    expect(answer.purchaseIntent.expected).toBeGreaterThan(3);
    const call = mock.requests.find((c) =>
      Object.keys(c.schema?.properties ?? {}).includes('perceivedMessage'),
    )!;
    const user = (call.body.messages as Array<{ role: string; content: unknown }>).find(
      (m) => m.role === 'user',
    )!;
    const content = user.content as unknown[];
    expect(JSON.stringify(content)).toContain('SUMMER SALE');
    expect(JSON.stringify(imagePartOf(content))).toContain(WEBP.toString('base64'));
  });
});
