import { solveSpd } from '@engine/research-methods/solve-spd';

/**
 * One observation: sparse named features, a fixed offset on the logit, and the outcome: 0 or 1, or a
 * probability (a soft label, e.g. a model's P(accept), to fit the curve that model implies).
 */
export interface Observation {
  features: ReadonlyArray<{ name: string; value: number }>;
  offset: number;
  outcome: number;
}

export interface LogisticFit {
  coefficients: Record<string, number>;
  iterations: number;
  logLoss: number;
}

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * L2-penalised logistic regression by Newton's method: P(outcome = 1) = logistic(offset + Σ β·x).
 * `l2` is the penalty per coefficient (a Gaussian prior with variance 1 / l2); `unpenalised` names are exempt.
 */
export function fitLogistic(
  observations: readonly Observation[],
  options: { l2: number; unpenalised?: ReadonlySet<string>; maxIterations?: number },
): LogisticFit {
  const names = [...new Set(observations.flatMap((o) => o.features.map((f) => f.name)))].sort();
  const index = new Map(names.map((name, i) => [name, i]));
  const n = names.length;
  const rows = observations.map((o) => ({
    idx: o.features.map((f) => index.get(f.name)!),
    val: o.features.map((f) => f.value),
    offset: o.offset,
    y: o.outcome,
  }));
  const penalty = names.map((name) => (options.unpenalised?.has(name) ? 1e-6 : options.l2));
  let beta = new Float64Array(n);
  let iterations = 0;
  let logLoss = Infinity;
  for (; iterations < (options.maxIterations ?? 50); iterations += 1) {
    const gradient = new Float64Array(n);
    const hessian = new Float64Array(n * n);
    let loss = 0;
    for (const row of rows) {
      let eta = row.offset;
      for (let k = 0; k < row.idx.length; k += 1) eta += beta[row.idx[k]!]! * row.val[k]!;
      const p = logistic(eta);
      loss -= row.y * Math.log(Math.max(p, 1e-15)) + (1 - row.y) * Math.log(Math.max(1 - p, 1e-15));
      const w = p * (1 - p);
      for (let a = 0; a < row.idx.length; a += 1) {
        const ia = row.idx[a]!;
        const xa = row.val[a]!;
        gradient[ia] = gradient[ia]! + (p - row.y) * xa;
        for (let b = 0; b < row.idx.length; b += 1) {
          const cell = ia * n + row.idx[b]!;
          hessian[cell] = hessian[cell]! + w * xa * row.val[b]!;
        }
      }
    }
    for (let i = 0; i < n; i += 1) {
      gradient[i] = gradient[i]! + penalty[i]! * beta[i]!;
      hessian[i * n + i] = hessian[i * n + i]! + penalty[i]!;
      loss += 0.5 * penalty[i]! * beta[i]! ** 2;
    }
    const step = solveSpd(hessian, gradient, n);
    beta = beta.map((b, i) => b - step[i]!);
    const change = step.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    logLoss = loss / Math.max(rows.length, 1);
    if (change < 1e-6) break;
  }
  return { coefficients: Object.fromEntries(names.map((name, i) => [name, beta[i]!])), iterations, logLoss };
}

/** The fitted probability for one observation. */
export function predictLogistic(
  coefficients: Readonly<Record<string, number>>,
  observation: Pick<Observation, 'features' | 'offset'>,
): number {
  return logistic(
    observation.features.reduce((eta, f) => eta + (coefficients[f.name] ?? 0) * f.value, observation.offset),
  );
}
