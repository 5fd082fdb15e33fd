// A feature study's choice tasks put to a language model several at once: the prompt and the choices it returns.
import { z } from 'zod';

/** Choice tasks of a feature value study asked at once: in each, the product the twin would buy, or none. */
export function choiceTasksPrompt(tasks: ReadonlyArray<readonly string[]>, withNone: boolean): string {
  return [
    `A company asks which product you would buy in each of these ${tasks.length} separate choices. Treat each`,
    'choice on its own, as if it were the only one: the products differ in their features and price.',
    ...tasks.flatMap((offers, t) => [
      `<task number="${t + 1}">`,
      ...offers.map((offer, k) => `${k + 1}. ${offer}`),
      ...(withNone ? ['0. None of these: I would buy none of them.'] : []),
      '</task>',
    ]),
    withNone
      ? 'For each task, give the number of the product you would buy with your own money, or 0 if you would buy none, and why in one short sentence.'
      : 'For each task, give the number of the product you would buy with your own money, and why in one short sentence.',
    `Give exactly ${tasks.length} choices, in the order the tasks are listed.`,
  ].join('\n');
}

/** Per choice task, the number of the product chosen (0: none of these, where offered), in order. */
export const choiceTasksOutputSchema = (tasks: number, offers: number, withNone: boolean) =>
  z.object({
    choices: z
      .array(
        z.object({
          choice: z
            .number()
            .int()
            .min(withNone ? 0 : 1)
            .max(offers)
            .describe(
              withNone
                ? 'The number of the product you would buy, or 0 for none of these'
                : 'The number of the product you would buy',
            ),
          reason: z.string().min(1).describe('One short sentence: why, in your own words'),
        }),
      )
      .length(tasks)
      .describe('One choice per task, in the order the tasks are listed: the first about task 1'),
  });
