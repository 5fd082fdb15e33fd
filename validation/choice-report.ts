import type { ChoiceValidation } from './choice-validation';

const fixed = (value: number | null, digits = 2) =>
  value !== null && Number.isFinite(value) ? value.toFixed(digits) : '—';
const dollars = (value: number | null) => (value === null ? '—' : `$${Math.round(value)}`);

/** Goals of the choice model (issue 37): checked on the cross-validated figures. */
export const CHOICE_GOALS = { hitRate: 0.41, wtpFactor: 2, nonePoints: 0.1 } as const;

/** The choice table of the validation report, in Markdown. */
export function choiceSection(choice: ChoiceValidation): string[] {
  const [engine] = choice.methods;
  const features = choice.partWorths.filter((p) => p.realWtp !== null);
  const price = choice.partWorths.find((p) => p.column === 'price');
  const signsAgree = [...features, ...(price ? [price] : [])].every(
    (p) => Math.sign(p.real) === Math.sign(p.model),
  );
  const wtpWithin = features.every(
    (p) =>
      p.modelWtp !== null &&
      p.modelWtp > 0 === p.realWtp! > 0 &&
      Math.abs(Math.log(p.modelWtp / p.realWtp!)) <= Math.log(CHOICE_GOALS.wtpFactor),
  );
  const noneGap =
    engine?.noneShare !== null && choice.realNoneShare !== null && engine
      ? Math.abs(engine.noneShare - choice.realNoneShare)
      : null;
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  return [
    '## Choices between offers: the camera conjoint',
    '',
    `Data: \`${choice.data.file}\`: ${choice.data.tasks} real choice tasks (${choice.data.rows} alternatives) from ${choice.data.respondents} respondents. ${choice.folds}-fold cross-validation grouped by respondent: the engine's three choice coefficients (scale ${fixed(choice.coefficients.scale, 3)}, step share ${fixed(choice.coefficients.stepShare, 3)}, none ${fixed(choice.coefficients.none, 2)} on the whole file) and the data-fitted logit learn on the other folds.`,
    '',
    '| Method | Hit rate | Log-likelihood per task | "None" share |',
    '|---|---|---|---|',
    ...choice.methods.map(
      (m) =>
        `| ${m.name} | ${fixed(m.hitRate)} | ${fixed(m.logLikelihoodPerTask, 3)} | ${fixed(m.noneShare)} |`,
    ),
    `| People | — | — | ${fixed(choice.realNoneShare)} |`,
    '',
    '| Attribute (as read) | Part-worth, people | Part-worth, engine | Willingness to pay, people | Willingness to pay, engine |',
    '|---|---|---|---|---|',
    ...choice.partWorths.map(
      (p) =>
        `| ${p.column} | ${fixed(p.real, 3)} | ${fixed(p.model, 3)} | ${dollars(p.realWtp)} | ${dollars(p.modelWtp)} |`,
    ),
    '',
    '- Hit rate: the share of tasks where the alternative given the highest chance is the one chosen.',
    '- Log-likelihood per task: the mean log of the chance given to the real choice (chance: log of 1 / alternatives).',
    "- Part-worths: a conditional logit on the attributes the engine reads and the price, fitted to people's choices, and to the engine's cross-validated choice probabilities; willingness to pay is a part-worth over minus the price coefficient.",
    '',
    `Goals: hit rate ≥ ${CHOICE_GOALS.hitRate}: ${met((engine?.hitRate ?? 0) >= CHOICE_GOALS.hitRate)}; every feature and the price with people's sign: ${met(signsAgree)}; every willingness to pay within a factor of ${CHOICE_GOALS.wtpFactor} of people's: ${met(wtpWithin)}; "none" share within ${CHOICE_GOALS.nonePoints * 100} points: ${met(noneGap !== null && noneGap <= CHOICE_GOALS.nonePoints)}.`,
  ];
}
