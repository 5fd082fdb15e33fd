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
