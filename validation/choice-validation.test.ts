import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '@engine/offline/seeded-random';
import { SurveyFormatError } from './coupon-survey';
import { fitConditionalLogit, logitProbabilities } from '@engine/research-methods/conditional-logit';
import { parseValidationData } from './data-shapes';
import { choiceDesignOf, crossValidateChoice } from './choice-validation';

const root = path.resolve(import.meta.dirname, '..');
const HEADER = 'respondent_id,task,alternative,concept,chosen';
const NONE = 'None of these: I would not buy any of these';

/** A small choice file: each respondent picks the camera with wifi when its price is not much higher. */
function choiceFile(respondents: number): string {
  const random = seededRandom('choice-file');
  const lines = [HEADER];
  for (let r = 1; r <= respondents; r += 1)
    for (let t = 1; t <= 6; t += 1) {
      const prices = [79 + 50 * Math.floor(random.next() * 4), 79 + 50 * Math.floor(random.next() * 4)];
      const wifi = [random.next() < 0.5, random.next() < 0.5];
      const utility = [0, 1].map((j) => (wifi[j] ? 1.2 : 0) - prices[j]! / 60 + random.normal());
      const chosen = Math.max(...utility) < -2.2 ? 2 : utility[0]! >= utility[1]! ? 0 : 1;
      [0, 1].forEach((j) =>
        lines.push(
          `R${r},${t},${j + 1},"A digital camera with ${wifi[j] ? 'wifi' : 'no wifi'}, $${prices[j]}",${chosen === j ? 1 : 0}`,
        ),
      );
      lines.push(`R${r},${t},3,${NONE},${chosen === 2 ? 1 : 0}`);
    }
  return `${lines.join('\n')}\n`;
}

function validate(...args: string[]) {
  return spawnSync('npx', ['tsx', 'validation/validate-cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, LLM_PROVIDER: 'offline' },
    encoding: 'utf8',
  });
}

describe('choice shape', () => {
  it('is recognised by its columns and grouped into tasks with the none option found', () => {
    const data = parseValidationData(choiceFile(2), 'c.csv');
    expect(data.shape).toBe('choice');
    if (data.shape !== 'choice') return;
    expect(data.tasks).toHaveLength(12);
    expect(data.tasks.every((task) => task.noneAt === 2 && task.chosenAt !== undefined)).toBe(true);
  });

  it('rejects a one-alternative task, a missing concept and two chosen in a task, naming row and column', () => {
    const bad = (body: string) => () => parseValidationData(`${HEADER}\n${body}\n`, 'bad.csv');
    expect(bad('R1,1,1,A camera with wifi $99,1')).toThrow(
      /bad\.csv, data row 0: task 1 of respondent R1 has only one alternative.*\(column task\)/,
    );
    expect(bad('R1,1,1,A camera $99,1\nR1,1,2,,0')).toThrow(/bad\.csv, data row 1: the concept is empty/);
    expect(bad('R1,1,1,A camera $99,1\nR1,1,2,A camera $89,1')).toThrow(
      /bad\.csv, data row 1: chosen is 1 for a second alternative of task 1/,
    );
    expect(bad('R1,1,1,A camera $99,0\nR1,1,2,A camera $89,0')).toThrow(SurveyFormatError);
  });

  it('exits with 2 and writes nothing on bad input', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'choice-'));
    const file = path.join(dir, 'bad.csv');
    writeFileSync(file, `${HEADER}\nR1,1,1,A camera $99,1\nR1,1,2,A camera $89,1\n`);
    const out = path.join(dir, 'out.csv');
    const run = validate('--data', file, '--predictions', out);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/data row 1: chosen is 1 for a second alternative/);
    expect(existsSync(out)).toBe(false);
  });

  it('writes row,p_choice summing to 1 within each task', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'choice-'));
    const file = path.join(dir, 'choices.csv');
    writeFileSync(file, choiceFile(3));
    const out = path.join(dir, 'out.csv');
    expect(validate('--data', file, '--predictions', out).status).toBe(0);
    const [header, ...lines] = readFileSync(out, 'utf8').trim().split('\n');
    expect(header).toBe('row,p_choice');
    expect(lines.map((line) => Number(line.split(',')[0]))).toEqual(lines.map((_, i) => i));
    const p = lines.map((line) => Number(line.split(',')[1]));
    for (let t = 0; t < p.length; t += 3) expect(p[t]! + p[t + 1]! + p[t + 2]!).toBeCloseTo(1, 5);
  });
});

describe('conditional logit', () => {
  it('recovers the coefficients choices were drawn from', () => {
    const random = seededRandom('logit');
    const truth = [1.5, -0.8];
    const tasks = Array.from({ length: 3000 }, () => {
      const x = [0, 1, 2].map(() => [random.next() < 0.5 ? 1 : 0, random.next() * 2]);
      const p = logitProbabilities(x, truth);
      const u = random.next();
      let chosen = 0;
      for (let acc = p[0]!; acc < u && chosen < 2; acc += p[chosen]!) chosen += 1;
      return { x, y: x.map((_, j) => (j === chosen ? 1 : 0)) };
    });
    const fit = fitConditionalLogit(tasks, { features: 2 });
    expect(fit.coefficients[0]).toBeCloseTo(truth[0]!, 0);
    expect(fit.coefficients[1]).toBeCloseTo(truth[1]!, 0);
  });
});

describe('choice validation', () => {
  it('scores the engine beside chance and the data-fitted logit, with part-worths and willingness to pay', () => {
    const data = parseValidationData(choiceFile(40), 'c.csv');
    if (data.shape !== 'choice') throw new Error('not read as choices');
    expect(choiceDesignOf(data.tasks).columns).toEqual(['wifi', 'price', 'none']);
    const v = crossValidateChoice(data.tasks, { file: 'c.csv', folds: 4, engineName: 'engine' });
    const [engine, chance] = v.methods;
    expect(engine!.hitRate).toBeGreaterThan(chance!.hitRate);
    expect(engine!.logLikelihoodPerTask).toBeGreaterThan(chance!.logLikelihoodPerTask);
    const wifi = v.partWorths.find((p) => p.column === 'wifi')!;
    expect(wifi.model).toBeGreaterThan(0);
    expect(wifi.realWtp).toBeGreaterThan(0);
    expect(v.partWorths.find((p) => p.column === 'price')!.model).toBeLessThan(0);
  });
});
