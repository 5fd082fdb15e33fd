// Angel pitch for language models: the prompt, what the model returns, and how it becomes the contract's answer.
import { z } from 'zod';
import {
  investorVerdictSchema,
  type AngelPitchInput,
  type InvestorProfile,
  type InvestorVerdict,
} from '@contracts/angel-pitch';
import type { Provenance } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { readPitchMetrics } from './offline/pitch-metrics';

export const pitchJudgementOutputSchema = z.object({
  decision: z.enum(['invest', 'pass']).describe('Whether you would put your own money in'),
  reasons: z.array(z.string().min(1)).min(1).max(3).describe('Your main reasons, one short clause each'),
  answer: z.string().min(1).describe('Your verdict in your own voice, first person, 2-5 sentences'),
});
export type PitchJudgementOutput = z.infer<typeof pitchJudgementOutputSchema>;

export function pitchJudgementPrompt(pitch: AngelPitchInput, investor: InvestorProfile): string {
  const terms = [
    pitch.askEur != null ? `Ask: €${pitch.askEur.toLocaleString('en-GB')}` : 'Ask: not stated',
    pitch.valuationEur != null
      ? `Valuation: €${pitch.valuationEur.toLocaleString('en-GB')}`
      : 'Valuation: not stated',
  ];
  const stated = readPitchMetrics(pitch.pitch);
  const valuation = pitch.valuationEur ?? stated.valuationEur;
  const percent = (rate: number) => `${Math.round(rate * 1000) / 10}% a month`;
  const fundamentals = [
    stated.annualRevenueEur !== undefined
      ? `Revenue stated: about €${Math.round(stated.annualRevenueEur).toLocaleString('en-GB')} a year`
      : 'Revenue: not stated',
    valuation !== undefined && stated.annualRevenueEur
      ? `Valuation as a multiple of yearly revenue: ${Math.round(valuation / stated.annualRevenueEur)}x`
      : '',
    stated.monthlyGrowth !== undefined ? `Growth stated: ${percent(stated.monthlyGrowth)}` : '',
    stated.monthlyChurn !== undefined ? `Customer churn stated: ${percent(stated.monthlyChurn)}` : '',
  ].filter(Boolean);
  return [
    `You are approached as a private angel investor. Your risk appetite is ${investor.riskAppetite}; you look first at ${investor.focus}.`,
    `<pitch>\n${pitch.pitch}\n</pitch>`,
    terms.join('\n'),
    fundamentals.join('\n'),
    'Judge it on fundamentals as your style would: the valuation against revenue and growth, churn, market, team and traction. A cautious investor does not pay hundreds of times revenue for a business losing customers every month.',
    'Decide whether you would invest your own money, and say why, as this person with this work, income and temperament.',
  ].join('\n\n');
}

export function toInvestorVerdict(
  persona: Persona,
  investor: InvestorProfile,
  output: PitchJudgementOutput,
  generatedBy: Provenance,
): InvestorVerdict {
  return investorVerdictSchema.parse({
    personaId: persona.id,
    personaName: persona.name,
    investor,
    decision: output.decision,
    reasons: output.reasons,
    text: output.answer,
    generatedBy,
  });
}
