// Angel pitch's run: each investor twin decides, then the panel's verdict.
import {
  angelPitchAnalysisSchema,
  type AngelPitchAnalysis,
  type AngelPitchInput,
  type InvestorVerdict,
} from '@contracts/angel-pitch';
import type { Persona } from '@contracts/personas';
import type { SimulationProvider } from '../../provider';
import { askEveryPersona } from '../../panel';

export interface AngelPitchResult {
  answers: InvestorVerdict[];
  overallAnalysis: AngelPitchAnalysis;
}

function mostSaid(reasons: string[]): string[] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([reason]) => reason);
}

/** The panel's verdict: invest or pass by majority (split on a tie), with the reasons given each way. */
export function summarizeAngelPitch(input: AngelPitchInput, answers: InvestorVerdict[]): AngelPitchAnalysis {
  const investCount = answers.filter((a) => a.decision === 'invest').length;
  const passCount = answers.length - investCount;
  const verdict = investCount > passCount ? 'invest' : passCount > investCount ? 'pass' : 'split';
  const summary =
    verdict === 'split'
      ? `The panel is split: ${investCount} of ${answers.length} investors would invest.`
      : `${verdict === 'invest' ? investCount : passCount} of ${answers.length} investors would ${verdict === 'invest' ? 'invest' : 'pass'}.`;
  return angelPitchAnalysisSchema.parse({
    verdict,
    summary,
    investCount,
    passCount,
    askEur: input.askEur ?? null,
    valuationEur: input.valuationEur ?? null,
    reasonsToInvest: mostSaid(answers.filter((a) => a.decision === 'invest').flatMap((a) => a.reasons)),
    reasonsToPass: mostSaid(answers.filter((a) => a.decision === 'pass').flatMap((a) => a.reasons)),
    generatedBy: answers[0]!.generatedBy,
  });
}

/** Every investor twin judges the pitch at once; any provider failure rejects with an EngineError. */
export async function executeAngelPitch(
  provider: SimulationProvider,
  investors: Persona[],
  input: AngelPitchInput,
  progress: { onAnswer?: (answer: InvestorVerdict) => void | Promise<void> } = {},
): Promise<AngelPitchResult> {
  const answers = await askEveryPersona(
    provider,
    investors,
    (persona) => provider.judgePitch({ persona, pitch: input }),
    progress.onAnswer,
  );
  return { answers, overallAnalysis: summarizeAngelPitch(input, answers) };
}
