import { describe, expect, it } from 'vitest';
import { investorPanel, isInvestorTwin, riskAppetiteOf } from './angel-investors';
import { createOfflineProvider } from '../../offline/offline-provider';
import { executeAngelPitch } from './run-angel-pitch';
import { readPitchMetrics } from './offline/pitch-metrics';
import { SAMPLE_PERSONAS, testPersona } from '../../test-personas';

const provider = createOfflineProvider();
const strong = {
  pitch:
    'LedgerLeaf is an AI bookkeeping platform for small restaurants. 120 paying customers, €18k MRR growing 12% a month. Founders are ex-Deliveroo engineers; the EU market is 1.2 million restaurants.',
  askEur: 250_000,
  valuationEur: 2_000_000,
};

describe('angel pitch', () => {
  it('seats high-income business twins only, closest to the pitch’s sector first, at most 7', () => {
    const library = [
      ...SAMPLE_PERSONAS,
      ...Array.from({ length: 9 }, (_, i) =>
        testPersona({
          id: `exec-${i}`,
          occupation: i === 8 ? 'Software engineering director' : 'Finance director',
          segments: { income_bracket: 'High' },
        }),
      ),
      testPersona({ id: 'low-ceo', occupation: 'CEO', segments: { income_bracket: 'Low' } }),
    ];
    const panel = investorPanel(library, 'A software platform for restaurants.');
    expect(panel).toHaveLength(7);
    expect(panel.every(isInvestorTwin)).toBe(true);
    expect(panel.map((p) => p.id)).not.toContain('low-ceo');
    expect(panel[0]!.id).toBe('exec-8');
  });

  it('draws the panel across the library’s countries and backgrounds, not from one surname stock', () => {
    const occupations = ['Finance director', 'Software engineering director', 'Sales director', 'CEO'];
    const library = ['MT', 'NL', 'UK', 'US'].flatMap((country) =>
      Array.from({ length: 6 }, (_, i) =>
        testPersona({
          id: `${country.toLowerCase()}-${i}`,
          country_code: country,
          occupation: occupations[i % occupations.length]!,
          segments: { income_bracket: 'High' },
        }),
      ),
    );
    const panel = investorPanel(library, 'A consumer app for booking haircuts.');
    expect(panel).toHaveLength(7);
    const countries = panel.map((p) => p.country_code);
    expect([...new Set(countries)].sort()).toEqual(['MT', 'NL', 'UK', 'US']);
    for (const country of countries)
      expect(countries.filter((c) => c === country).length).toBeLessThanOrEqual(2);
    expect(new Set(panel.map((p) => p.occupation)).size).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic and decides by the pitch: traction and fair terms win more investors than a vague, overpriced pitch', async () => {
    const first = await executeAngelPitch(provider, SAMPLE_PERSONAS, strong);
    expect(await executeAngelPitch(provider, SAMPLE_PERSONAS, strong)).toEqual(first);
    const weak = await executeAngelPitch(provider, SAMPLE_PERSONAS, {
      pitch: 'We are building something big in an exciting space and want to change the world.',
      askEur: 900_000,
      valuationEur: 1_000_000,
    });
    expect(weak.overallAnalysis.investCount).toBeLessThan(first.overallAnalysis.investCount);
    expect(weak.overallAnalysis.reasonsToPass.join(' ')).toMatch(/traction|vague|90%/);
  });

  it('reads temperament from the Big Five: open, calm twins are bolder than anxious, closed ones', () => {
    const bold = testPersona({
      id: 'b',
      big_five: { openness: 2, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: -2 },
    });
    const cautious = testPersona({
      id: 'c',
      big_five: { openness: -2, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 2 },
    });
    expect(riskAppetiteOf(bold)).toBe('bold');
    expect(riskAppetiteOf(cautious)).toBe('cautious');
  });

  it('judges on fundamentals: a cautious investor passes on 200 times revenue with 4% monthly churn', async () => {
    const overpriced = {
      pitch:
        'Mealmate is a meal-planning subscription app for busy families. We have 85 paying customers and €12k annual revenue, with 4% monthly churn. Two founders with product experience; the European meal-kit market is worth €15bn.',
      askEur: 250_000,
      valuationEur: 2_500_000,
    };
    expect(readPitchMetrics(overpriced.pitch)).toMatchObject({
      annualRevenueEur: 12_000,
      monthlyChurn: 0.04,
      customers: 85,
    });
    const result = await executeAngelPitch(provider, SAMPLE_PERSONAS, overpriced);
    const cautious = result.answers.filter((a) => a.investor.riskAppetite === 'cautious');
    expect(cautious.length).toBeGreaterThan(0);
    for (const verdict of cautious) expect(verdict.decision, verdict.personaName).toBe('pass');
    expect(result.overallAnalysis.verdict).toBe('pass');
    expect(result.overallAnalysis.reasonsToPass.join(' ')).toMatch(/208 times/);
    expect(result.overallAnalysis.reasonsToPass.join(' ')).toMatch(/4% of customers a month/);
    // The same company growing fast, with fair terms, is another matter for the same cautious investors.
    const fair = await executeAngelPitch(provider, SAMPLE_PERSONAS, strong);
    expect(
      fair.answers.filter((a) => a.investor.riskAppetite === 'cautious').some((a) => a.decision === 'invest'),
    ).toBe(true);
  });

  it("reads a pitch's stated revenue, growth and churn, monthly or yearly", () => {
    expect(readPitchMetrics('€18k MRR growing 12% a month')).toMatchObject({
      annualRevenueEur: 216_000,
      monthlyGrowth: 0.12,
    });
    const yearly = readPitchMetrics('ARR of $1.2M, up 150% year on year, with 30% annual churn');
    expect(yearly.annualRevenueEur).toBeCloseTo(1_104_000, -3);
    expect(yearly.monthlyGrowth).toBeCloseTo(0.079, 2);
    expect(yearly.monthlyChurn).toBeCloseTo(0.029, 2);
  });
});
