import { solveSpd } from './solve-spd';

/** One choice task: a row of features per alternative, and what was chosen (1/0) or a model's chances (summing to 1). */
export interface ChoiceObservation {
  x: ReadonlyArray<readonly number[]>;
  y: readonly number[];
  /** How much the task counts (a twin's survey weight); 1 when absent. */
  weight?: number;
}

export interface ConditionalLogitFit {
  coefficients: number[];
  iterations: number;
  /** Mean log-likelihood per task. */
  logLikelihood: number;
}

/** P(alternative) = exp(β·x) / Σ exp(β·x) within a task. */
export function logitProbabilities(x: ReadonlyArray<readonly number[]>, beta: readonly number[]): number[] {
  const utilities = x.map((row) => row.reduce((sum, v, k) => sum + v * beta[k]!, 0));
  const top = Math.max(...utilities);
  const weights = utilities.map((u) => Math.exp(u - top));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => w / total);
}

/**
 * McFadden's conditional logit by Newton's method, L2-penalised by `l2` (a Gaussian prior of variance 1 / l2 on
 * every coefficient), from `start` (else zeros). The outcomes may be soft: fitted to a model's own chances, it gives the part-worths that
 * model implies.
 */
export function fitConditionalLogit(
  tasks: readonly ChoiceObservation[],
  options: { features: number; l2?: number; maxIterations?: number; start?: readonly number[] },
): ConditionalLogitFit {
  const n = options.features;
  const l2 = options.l2 ?? 1e-4;
  let beta: number[] = options.start ? [...options.start] : new Array<number>(n).fill(0);
  const logLikelihood = (b: readonly number[]) =>
    tasks.reduce((sum, task) => {
      const p = logitProbabilities(task.x, b);
      const taskSum = task.y.reduce((s, y, j) => s + (y > 0 ? y * Math.log(Math.max(p[j]!, 1e-300)) : 0), 0);
      return sum + (task.weight ?? 1) * taskSum;
    }, 0) / Math.max(tasks.length, 1);
  let iterations = 0;
  for (; iterations < (options.maxIterations ?? 50); iterations += 1) {
    const { gradient, hessian } = scoreAndInformation(tasks, beta, n);
    for (let a = 0; a < n; a += 1) {
      gradient[a] = gradient[a]! - l2 * beta[a]!;
      hessian[a * n + a] = hessian[a * n + a]! + l2;
    }
    const step = solveSpd(hessian, gradient, n);
    beta = beta.map((b, k) => b + step[k]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { coefficients: beta, iterations, logLikelihood: logLikelihood(beta) };
}

/**
 * The gradient of the log-likelihood at `beta`, and its information matrix (minus the Hessian, n×n row-major), summed
 * over the tasks: one Newton step is information⁻¹ · gradient.
 */
export function scoreAndInformation(
  tasks: readonly ChoiceObservation[],
  beta: readonly number[],
  n: number,
): { gradient: Float64Array; hessian: Float64Array } {
  const gradient = new Float64Array(n);
  const hessian = new Float64Array(n * n);
  for (const task of tasks) {
    const p = logitProbabilities(task.x, beta);
    const taskWeight = task.weight ?? 1;
    const mass = task.y.reduce((sum, y) => sum + y, 0);
    const mean = new Float64Array(n);
    task.x.forEach((row, j) => row.forEach((v, k) => (mean[k] = mean[k]! + p[j]! * v)));
    task.x.forEach((row, j) => {
      const weight = taskWeight * mass * p[j]!;
      for (let a = 0; a < n; a += 1) {
        gradient[a] = gradient[a]! + taskWeight * (task.y[j]! - mass * p[j]!) * row[a]!;
        const da = row[a]! - mean[a]!;
        if (da === 0) continue;
        for (let b = 0; b < n; b += 1)
          hessian[a * n + b] = hessian[a * n + b]! + weight * da * (row[b]! - mean[b]!);
      }
    });
  }
  return { gradient, hessian };
}
