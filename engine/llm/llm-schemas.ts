import { z } from 'zod';

/** What the model is asked to return; Likert points are derived from its words, never asked as bare numbers. */

const reason = z.object({
  text: z.string().min(1).describe('One short sentence in the first person'),
  conceptDetail: z
    .string()
    .min(1)
    .describe('The detail of the concept this reason is about, quoted or closely paraphrased'),
  personaAttribute: z
    .string()
    .min(1)
    .describe(
      'The part of your life, personality or values it comes from, e.g. "income: Low" or "values: family"',
    ),
});

export const conceptAnswerOutputSchema = z.object({
  answer: z
    .string()
    .min(1)
    .describe(
      'Your honest reaction in your own voice, first person, 3-6 sentences, citing the concept details you react to',
    ),
  interestInOwnWords: z
    .string()
    .min(1)
    .describe(
      'One sentence: how interested you are, in words (e.g. "quite interested", "not interested at all"), and why',
    ),
  purchaseLikelihoodInOwnWords: z
    .string()
    .min(1)
    .describe(
      'One sentence: how likely you would be to buy it, in words (e.g. "I would probably buy it"), and why',
    ),
  reasonsFor: z.array(reason).max(4),
  reasonsAgainst: z.array(reason).max(4),
  concerns: z.array(z.string().min(1)).max(4).describe('Short noun phrases'),
  suggestions: z.array(z.string().min(1)).max(4).describe('Short imperative improvements'),
});
export type ConceptAnswerOutput = z.infer<typeof conceptAnswerOutputSchema>;

/** Several concepts asked at once (a comparison's variants): one answer per concept, in the order they are listed. */
export const conceptAnswersOutputSchema = (concepts: number) =>
  z.object({
    answers: z
      .array(conceptAnswerOutputSchema)
      .length(concepts)
      .describe('One answer per concept, in the order the concepts are listed: the first about concept 1'),
  });

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

export const followUpOutputSchema = z.object({
  response: z
    .string()
    .min(1)
    .describe('Your reply in your own voice, first person, consistent with your first answer'),
});

const theme = z.object({
  text: z.string().min(1),
  raisedBy: z.array(z.string()).describe('Names of the twins who raised it'),
});

export const runSummaryOutputSchema = z.object({
  perceivedKeyMessages: z
    .array(z.string().min(1))
    .max(5)
    .describe('The messages the twins took away from the concept'),
  topics: z.array(z.string().min(1)).max(8).describe('One- or two-word topics the answers discuss'),
  concerns: z.array(theme).max(8),
  suggestions: z.array(theme).max(8),
});

const creativePoint = (what: string) =>
  z.number().int().min(1).max(5).describe(`${what}, 1 (not at all) to 5 (very)`);

export const imageAdAnswerOutputSchema = conceptAnswerOutputSchema.extend({
  firstImpression: z
    .string()
    .min(1)
    .describe('Your first impression of the ad in one sentence, first person'),
  perceivedMessage: z.string().min(1).describe('What you think the ad is telling you, in one sentence'),
  attention: creativePoint('How much the ad grabs your attention'),
  clarity: creativePoint('How clear its message is to you'),
  appeal: creativePoint('How much you like how it looks'),
  wouldChange: z.string().min(1).describe('The one thing you would change about the ad'),
});

/** A Gabor-Granger ladder in one answer: the twin's words about buying at each price, in the order asked. */
export const priceLadderOutputSchema = (prices: number) =>
  z.object({
    atEachPrice: z
      .array(
        z
          .string()
          .min(1)
          .describe('One sentence: how likely you would be to buy it at this price, in words, and why'),
      )
      .length(prices)
      .describe('One sentence per price, in the order the prices are listed'),
  });

const namedPrice = (question: string) => z.number().positive().finite().describe(question);

/** Van Westendorp's four questions in one answer; the prices must rise from too cheap to too expensive. */
export const priceThresholdsOutputSchema = z
  .object({
    tooCheap: namedPrice('The price at which it is so cheap that you would doubt its quality'),
    bargain: namedPrice('The price at which it is a bargain, a great buy for the money'),
    gettingExpensive: namedPrice(
      'The price at which it is getting expensive, though you would still consider buying it',
    ),
    tooExpensive: namedPrice('The price at which it is so expensive that you would not consider buying it'),
  })
  .refine(
    ({ tooCheap, bargain, gettingExpensive, tooExpensive }) =>
      tooCheap <= bargain && bargain <= gettingExpensive && gettingExpensive <= tooExpensive,
    'The four prices must rise from too cheap to too expensive',
  );
