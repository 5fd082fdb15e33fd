import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFromSchema, startMockLlmServer, type MockLlmServer } from '../e2e/support/mock-llm-server';
import { createProvider } from '@engine/index';
import path from 'node:path';
import { readSurvey } from './coupon-survey';
import { readValidationData } from './data-shapes';
import { crossValidatePricing } from './pricing-validation';
import { crossValidate, predictRows } from './run-validation';

const rows = readSurvey(
  path.resolve(import.meta.dirname, '../../shared/data/validation/uci-coupon-calibration.csv'),
);
const sample = rows
  .filter((r) => r.fields.passanger === 'Friend(s)' || r.fields.passanger === 'Kid(s)')
  .slice(0, 60);

const pricing = readValidationData(
  path.resolve(import.meta.dirname, '../../shared/data/validation/twin2k-pricing-calibration.csv'),
);
/** Ten people's answers about all four products. */
const pricingSample = pricing.shape === 'pricing' ? pricing.rows.slice(0, 40) : [];

describe('npm run validate with an LLM provider', () => {
  let mock: MockLlmServer;
  beforeAll(async () => {
    mock = await startMockLlmServer({
      // A model that is keen when friends are in the car and declines with the kids in the back.
      respond: (call) => {
        if (!call.schema) return undefined;
        const answer = sampleFromSchema(call.schema) as Record<string, unknown>;
        if (!('purchaseLikelihoodInOwnWords' in answer)) return undefined;
        const keen =
          call.prompt.includes('with friends') || call.prompt.includes('free at the grocery store');
        return {
          ...answer,
          answer: keen
            ? 'With my friends in the car I would happily stop and use it.'
            : 'Not with the kids in the back, no.',
          interestInOwnWords: keen ? 'I am very interested in this.' : 'I am not interested at all.',
          purchaseLikelihoodInOwnWords: keen ? 'I would definitely buy it.' : "I definitely wouldn't buy it.",
        };
      },
    });
  });
  afterAll(() => mock.close());

  const provider = () =>
    createProvider({
      provider: 'openai-compatible',
      baseUrl: mock.baseUrl,
      apiKey: 'test',
      model: 'mock-gpt',
      embeddingModel: 'mock-embed',
      retryBaseDelayMs: 10,
    });

  it('asks the model each row through the Research Lab interface and reads P(accept) from its words', async () => {
    const predictions = await predictRows(provider(), sample);
    const mean = (keep: string) => {
      const values = predictions.filter((_, i) => sample[i]!.fields.passanger === keep);
      return values.reduce((sum, p) => sum + p, 0) / values.length;
    };
    expect(predictions.every((p) => p >= 0 && p <= 1)).toBe(true);
    expect(mean('Friend(s)')).toBeGreaterThan(mean('Kid(s)') + 0.2);
    expect(mock.requests.some((call) => call.prompt.includes('A coupon pops up on your phone'))).toBe(true);
  }, 60_000);

  it('reports the model beside the baselines without fitting it', async () => {
    const report = await crossValidate(sample, { file: 'sample', folds: 2, provider: provider() });
    expect(report.methods[0]!.name).toBe('openai-compatible (mock-gpt)');
    expect(report.methods.map((m) => m.name)).toEqual([
      'openai-compatible (mock-gpt)',
      'Population average',
      'Coupon-type average',
      'Logistic regression (data-driven ceiling)',
    ]);
    expect(report.methods[0]!.auc).not.toBeNull();
  }, 60_000);

  it('runs the pricing cross-validation through the same provider, unfitted, beside the baselines', async () => {
    const llm = provider();
    const report = await crossValidatePricing(pricingSample, {
      file: 'sample',
      folds: 2,
      engineFor: () => llm,
    });
    const [respondents, products] = report.splits;
    expect(respondents!.methods.map((m) => m.name)).toEqual([
      'openai-compatible (mock-gpt)',
      'Population average',
      'Price relative to the reference only',
      'Logistic regression on the file’s columns (data-driven ceiling)',
    ]);
    // The mock says yes only to free products, and people say yes to free products far more than to others.
    expect(respondents!.methods[0]!.auc).toBeGreaterThan(0.55);
    expect(products!.methods[0]!.auc).toBe(respondents!.methods[0]!.auc);
    expect(mock.requests.some((call) => call.prompt.includes('at the grocery store'))).toBe(true);
  }, 60_000);
});
