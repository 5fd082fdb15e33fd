// A pricing study's questions for language models: the prompts of each method and the answers they return.
import { z } from 'zod';
import type { PricingCurrency } from '@contracts/currency';
import type { ReadingCorrection } from '../../offline/reading/reference-price';
import { usualPriceLine } from '../../llm/prompts';

/** The concept and, for a price question, the prices it is asked about in the study's currency. */
function pricedConceptLines(
  concept: string,
  currency: PricingCurrency,
  correction?: ReadingCorrection,
): string[] {
  return [
    'A company asks what you would pay for this product concept:',
    `<concept>\n${concept}\n</concept>`,
    usualPriceLine(concept, correction),
    `Prices are in ${currency}. Judge them against what it normally costs and against your own budget, as yourself.`,
  ];
}

/** A Gabor-Granger ladder asked at once: one sentence per price, in order. */
export function priceLadderPrompt(
  concept: string,
  currency: PricingCurrency,
  prices: readonly number[],
  correction?: ReadingCorrection,
): string {
  return [
    ...pricedConceptLines(concept, currency, correction),
    'Whatever price the concept itself states, imagine it sold at each of these prices instead:',
    ...prices.map((price, k) => `${k + 1}. ${price.toFixed(2)} ${currency}`),
    'For each price, in this order, say in one sentence in your own words how likely you would be to buy it at that',
    'price, and why.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Van Westendorp's four questions asked at once; the twin names the prices. */
export function priceThresholdsPrompt(
  concept: string,
  currency: PricingCurrency,
  correction?: ReadingCorrection,
): string {
  return [
    ...pricedConceptLines(concept, currency, correction),
    `Name four prices in ${currency}, as this person would:`,
    '- at what price it would be so cheap that you would doubt its quality (too cheap);',
    '- at what price it would be a bargain, a great buy for the money;',
    '- at what price it would be getting expensive, though you would still consider buying it;',
    '- at what price it would be so expensive that you would not consider buying it (too expensive).',
  ]
    .filter(Boolean)
    .join('\n');
}

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
