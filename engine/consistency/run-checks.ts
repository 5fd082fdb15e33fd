import type { PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import type { SimulationProvider } from '../provider';
import type { ConsistencyCheck, Side } from './consistency-check';

/** What the panel said to one side of a check. */
export interface SideFigures {
  /** Mean expected purchase intent, 1-5. */
  mean: number;
  /** Mean probability of answering 4 or 5. */
  topTwoShare: number;
  /** Standard deviation of the twins' expected intents. */
  spread: number;
}

export interface CheckResult {
  check: ConsistencyCheck;
  twins: number;
  a: SideFigures;
  b: SideFigures;
  passed: boolean;
  /** The figures against the threshold, in one line. */
  detail: string;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
const standardDeviation = (values: number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
};
const f2 = (n: number) => n.toFixed(2);
// Figures are compared after rounding to 1e-9, so that equal answers meet a zero margin.
const atLeast = (value: number, bound: number) => value >= bound - 1e-9;

function figuresOf(answers: PersonaAnswer[]): SideFigures {
  const intents = answers.map((a) => a.purchaseIntent.expected);
  return {
    mean: mean(intents),
    topTwoShare: mean(
      answers.map((a) => (a.purchaseIntent.distribution[3] ?? 0) + (a.purchaseIntent.distribution[4] ?? 0)),
    ),
    spread: standardDeviation(intents),
  };
}

function judge(check: ConsistencyCheck, a: SideFigures, b: SideFigures): { passed: boolean; detail: string } {
  const expectation = check.expect;
  const sides = `A ${f2(a.mean)} (top-2 ${f2(a.topTwoShare)}, sd ${f2(a.spread)}) vs B ${f2(b.mean)} (top-2 ${f2(b.topTwoShare)}, sd ${f2(b.spread)})`;
  if (expectation.kind === 'higher') {
    const gain = a.mean - b.mean;
    const gainHolds = atLeast(gain, expectation.minGain);
    const { maxShareRatio } = expectation;
    const shareHolds = maxShareRatio === undefined || atLeast(maxShareRatio * a.topTwoShare, b.topTwoShare);
    const shareNote =
      maxShareRatio === undefined
        ? ''
        : `; B's top-2 share ${f2(b.topTwoShare)} must be <= ${f2(maxShareRatio * a.topTwoShare)}`;
    return {
      passed: gainHolds && shareHolds,
      detail: `${sides}: gain ${f2(gain)}, needs >= ${expectation.minGain}${shareNote}`,
    };
  }
  if (expectation.kind === 'same') {
    const difference = Math.abs(a.mean - b.mean);
    return {
      passed: atLeast(expectation.tolerance, difference),
      detail: `${sides}: difference ${f2(difference)}, needs <= ${expectation.tolerance}`,
    };
  }
  const wider = a.spread - b.spread;
  return {
    passed: atLeast(wider, expectation.minGain),
    detail: `${sides}: spread gain ${f2(wider)}, needs >= ${expectation.minGain}`,
  };
}

/**
 * Runs the checks on a panel through any provider's public answerConcept. Answers are asked once per twin and
 * concept (a check's edited twins are new twins); the checks run one after another, each side's twins together.
 */
export async function runChecks(
  provider: SimulationProvider,
  panel: Persona[],
  checks: ConsistencyCheck[],
): Promise<CheckResult[]> {
  const asked = new WeakMap<Persona, Map<string, Promise<PersonaAnswer>>>();
  const answer = (persona: Persona, concept: string) => {
    const byConcept = asked.get(persona) ?? new Map<string, Promise<PersonaAnswer>>();
    asked.set(persona, byConcept);
    let pending = byConcept.get(concept);
    if (!pending) {
      pending = provider.answerConcept({ persona, concept });
      byConcept.set(concept, pending);
    }
    return pending;
  };
  const answersTo = (twins: Persona[], side: Side) =>
    Promise.all(twins.map((twin) => answer(side.edit ? side.edit.apply(twin) : twin, side.concept)));

  const results: CheckResult[] = [];
  for (const check of checks) {
    const twins = panel.filter((persona) => check.panel.includes(persona));
    if (twins.length === 0)
      throw new Error(`Check ${check.id}: no twin of the panel is among ${check.panel.label}`);
    const [a, b] = (await Promise.all([answersTo(twins, check.a), answersTo(twins, check.b)])).map(
      figuresOf,
    ) as [SideFigures, SideFigures];
    results.push({ check, twins: twins.length, a, b, ...judge(check, a, b) });
  }
  return results;
}
