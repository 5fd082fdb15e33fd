import { describe, expect, it } from 'vitest';
import type { PersonaAnswer, Provenance } from '@contracts/twin-answers';
import { buildOverallAnalysis } from './overall-analysis';
import { testPersona } from './test-personas';

const provenance: Provenance = { provider: 'offline', model: 'test', engineVersion: '0.0.0' };
const summary = { perceivedKeyMessages: [], topics: [], concerns: [], suggestions: [] };

function answer(personaId: string, liked: boolean): PersonaAnswer {
  return {
    personaId,
    personaName: personaId,
    sentiment: liked ? 'positive' : 'negative',
    sentimentScore: liked ? 90 : 30,
    interestLevel: liked ? 5 : 1,
    purchaseIntent: liked
      ? { distribution: [0, 0, 0, 0, 1], expected: 5 }
      : { distribution: [1, 0, 0, 0, 0], expected: 1 },
    text: liked ? 'I would buy it.' : 'Not for me.',
    reasonsFor: [],
    reasonsAgainst: [],
    concerns: [],
    suggestions: [],
    generatedBy: provenance,
  };
}

describe('buildOverallAnalysis', () => {
  const answers = [answer('fan', true), answer('critic', false)];

  it('counts every answer alike when twins carry no weight', () => {
    const twins = [
      testPersona({ id: 'fan', country_code: 'MT' }),
      testPersona({ id: 'critic', country_code: 'MT' }),
    ];
    const analysis = buildOverallAnalysis(twins, answers, summary, provenance);
    expect(analysis.aggregateScore).toBe(60);
    expect(analysis.sentimentAnalysis.distribution).toEqual({ positive: 50, neutral: 0, negative: 50 });
  });

  it('counts each answer by its twin’s survey weight in every share and mean, and keeps counts of twins as counts', () => {
    const twins = [
      testPersona({ id: 'fan', country_code: 'MT', weight: 3 }),
      testPersona({ id: 'critic', country_code: 'MT', weight: 1 }),
    ];
    const analysis = buildOverallAnalysis(twins, answers, summary, provenance);
    expect(analysis.aggregateScore).toBe(75);
    expect(analysis.sentimentAnalysis.distribution).toEqual({ positive: 75, neutral: 0, negative: 25 });
    expect(analysis.key_metrics.meanPurchaseIntent).toBe(4);
    expect(analysis.key_metrics.meanInterestLevel).toBe(4);
    expect(analysis.interestDistribution).toEqual([25, 0, 0, 0, 75]);
    expect(analysis.purchaseIntentDistribution).toEqual([0.25, 0, 0, 0, 0.75]);
    expect(analysis.key_metrics.respondents).toBe(2);
    expect(analysis.segmentBreakdown.country).toEqual([{ segment: 'MT', meanScore: 75, n: 2 }]);
  });
});
