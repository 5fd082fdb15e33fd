import { describe, expect, it } from 'vitest';
import type { LikertDistribution, PersonaAnswer } from '@contracts/twin-answers';
import { acceptanceProbability, expectedValue } from './answer-metrics';
import { createOfflineProvider } from '../offline-provider';
import { SAMPLE_PERSONAS } from '../../test-personas';

const answerWith = (distribution: LikertDistribution): PersonaAnswer => ({
  personaId: 'p1',
  personaName: 'Twin p1',
  sentiment: 'neutral',
  sentimentScore: 60,
  interestLevel: 3,
  purchaseIntent: { distribution, expected: expectedValue(distribution) },
  text: 'An answer.',
  reasonsFor: [],
  reasonsAgainst: [],
  concerns: [],
  suggestions: [],
  generatedBy: { provider: 'openai-compatible', model: 'm', engineVersion: '1', likertMethod: 'ssr' },
});

describe('acceptanceProbability', () => {
  it('is the probability of purchase intent 4 or 5', () => {
    expect(acceptanceProbability(answerWith([0.1, 0.2, 0.3, 0.25, 0.15]))).toBeCloseTo(0.4, 10);
    expect(acceptanceProbability(answerWith([0, 0, 1, 0, 0]))).toBe(0);
    expect(acceptanceProbability(answerWith([0, 0, 0, 0, 1]))).toBe(1);
  });

  it('turns any provider’s answer into a probability', async () => {
    const answer = await createOfflineProvider().answerConcept({
      persona: SAMPLE_PERSONAS[0]!,
      concept: 'A €3 oat-milk latte delivered to your desk.',
    });
    const [p1, p2, p3, p4, p5] = answer.purchaseIntent.distribution;
    expect(acceptanceProbability(answer)).toBeCloseTo(p4! + p5!, 10);
    expect(acceptanceProbability(answer)).toBeCloseTo(1 - p1! - p2! - p3!, 6);
  });
});
