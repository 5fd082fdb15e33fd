import { describe, expect, it } from 'vitest';
import type { FeatureStudyDefinition } from '@contracts/feature-study';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { createOfflineProvider } from '../../offline/offline-provider';
import { conceptOf, runFeatureStudy } from './run-feature-study';

describe('runFeatureStudy', () => {
  const definition: FeatureStudyDefinition = {
    product: 'a digital camera',
    attributes: [
      { name: 'Zoom', levels: ['a standard zoom', 'a higher zoom'] },
      { name: 'Wifi', levels: ['no wifi', 'wifi'] },
    ],
    prices: [99, 149, 199],
    currency: 'USD',
    none: true,
    tasksPerTwin: 4,
    alternativesPerTask: 3,
  };

  it('writes each product as a concept the twins read', () => {
    expect(conceptOf(definition, [1, 0], 149)).toBe(
      'A digital camera with a higher zoom and no wifi, for $149.',
    );
    expect(conceptOf({ ...definition, per: 'month' }, [0, 1], 99)).toBe(
      'A digital camera with a standard zoom and wifi, for $99.00 per month.',
    );
  });

  it('gives a feature the twins value a positive willingness to pay, through the offline choice model', async () => {
    const result = await runFeatureStudy({
      provider: createOfflineProvider(),
      personas: LIBRARY_PANEL,
      definition,
      panel: { twins: LIBRARY_PANEL.length, chosenBy: 'filters', matched: LIBRARY_PANEL.length },
      seed: 'test',
    });
    const estimate = result.analysis.estimate;
    expect(result.answers).toHaveLength(LIBRARY_PANEL.length);
    for (const answer of result.answers) {
      expect(answer.detail.tasks).toHaveLength(4);
      expect(answer.text).toMatch(/none of these in about \d+ of 4 tasks/);
      for (const task of answer.detail.tasks)
        expect(task.chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    }
    expect(estimate.priceCoefficient.value).toBeLessThan(0);
    expect(estimate.willingnessToPay).toHaveLength(2);
    for (const w of estimate.willingnessToPay) expect(w.low).toBeGreaterThan(0);
    expect(estimate.noneShare!.value).toBeGreaterThan(0);
    expect(result.analysis.summary).toMatch(/matters most/);
  });
});
