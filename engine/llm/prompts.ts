import type { FirstAnswer, FollowUpTurn, PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import type { PricingCurrency } from '@contracts/currency';
import type { ReadingCorrection } from '../offline/reading/reference-price';
import { readConcept } from '../offline/reading/concept-reader';
import { describeVoice, voiceOf } from '../offline/voice/persona-voice';

/** The whole persona and its voice (offline/voice/persona-voice.ts), so the model answers as this person and not as an average consumer. */
export function personaSystemPrompt(persona: Persona): string {
  return [
    `You are ${persona.name}, a real consumer taking part in market research. Stay in character: answer only as this person would,`,
    'with their life situation, budget, personality and values. Be honest: if the concept does not suit you, say so.',
    'Never mention being an AI or a simulation.',
    `How you talk: ${describeVoice(voiceOf(persona))}`,
    'Your profile (JSON):',
    JSON.stringify(persona, null, 2),
  ].join('\n');
}

/**
 * What the product normally costs, from the engine's product knowledge (or the user's correction of it, decision
 * 047), so the model judges the price against it.
 */
export function usualPriceLine(concept: string, correction?: ReadingCorrection): string {
  const reading = readConcept(concept, correction);
  const reference = reading.reference;
  if (!reference) return '';
  const typical = `about $${reference.referenceUsd.toFixed(2).replace(/\.00$/, '')} (USD)`;
  const ratio =
    reference.priceRatio !== undefined
      ? ` The stated price is about ${Math.round(reference.priceRatio * 10) / 10} times that.`
      : '';
  return `For reference: ${reference.label} usually cost ${typical} for what is offered.${ratio} Judge the price against what it normally costs and against your own budget.`;
}

/** How a twin is asked to answer a concept, after being shown it. */
const CONCEPT_ANSWER_LINES = [
  'Talk about this product and its category only; quote its claims exactly as written, negations included.',
  'Answer in your own voice, mentioning your age or life stage, where you live and your work where it matters.',
  "Refer to the concept's own details (its price, named features and claims). Then say in words, with reasons,",
  'how interested you are and how likely you would be to buy it. List reasons for and against, each naming the concept',
  'detail and the part of your profile it comes from.',
];

export function conceptTestPrompt(concept: string, correction?: ReadingCorrection): string {
  return [
    'A company asks for your honest reaction to this product concept:',
    `<concept>\n${concept}\n</concept>`,
    usualPriceLine(concept, correction),
    ...CONCEPT_ANSWER_LINES,
  ]
    .filter(Boolean)
    .join('\n');
}

/** Several versions of a concept in one question (a comparison's variants), each answered on its own, in order. */
export function conceptsPrompt(concepts: readonly string[], correction?: ReadingCorrection): string {
  return [
    `A company asks for your honest reaction to each of these ${concepts.length} versions of a product concept:`,
    ...concepts.flatMap((concept, k) => [
      `<concept number="${k + 1}">\n${concept}\n</concept>`,
      usualPriceLine(concept, correction),
    ]),
    'Answer each version on its own, as if it were the only one you were shown. For each:',
    ...CONCEPT_ANSWER_LINES,
    `Give exactly ${concepts.length} answers, in the order the versions are listed: the first about concept 1.`,
  ]
    .filter(Boolean)
    .join('\n');
}

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

export function followUpPrompt(
  concept: string,
  firstAnswer: FirstAnswer,
  previous: FollowUpTurn[],
  question: string,
): string {
  const conversation = previous.map((turn) => `Q: ${turn.question}\nYou: ${turn.response}`).join('\n');
  return [
    `Earlier you were shown this concept:\n<concept>\n${concept}\n</concept>`,
    `Your first answer${firstAnswer.sentiment ? ` (overall ${firstAnswer.sentiment})` : ''} was:\n<first-answer>\n${firstAnswer.text}\n</first-answer>`,
    conversation ? `Follow-up questions so far:\n${conversation}` : '',
    `Now the researcher asks: "${question}"`,
    'Reply in 1-4 sentences, consistent with your first answer; address what the question asks about directly.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function runSummaryPrompt(concept: string, answers: PersonaAnswer[]): string {
  const lines = answers.map(
    (a) =>
      `- ${a.personaName} (${a.sentiment}, score ${a.sentimentScore}): ${a.text}\n  Concerns: ${a.concerns.join('; ') || 'none'}\n  Suggestions: ${a.suggestions.join('; ') || 'none'}`,
  );
  return [
    `Concept:\n<concept>\n${concept}\n</concept>`,
    `Answers of the digital twins:\n${lines.join('\n')}`,
    'Summarise as a research analyst: the key messages the twins perceived, the topics they discussed, and their concerns and',
    'suggestions merged into themes, each with the names of the twins who raised it.',
  ].join('\n\n');
}

export const ANALYST_SYSTEM_PROMPT =
  'You are a careful consumer-research analyst. Summarise only what the answers say.';

export function imageAdPrompt(adText: string): string {
  return [
    'A company shows you the ad in the attached image and asks for your honest reaction, as if you came across it in your day.',
    `Text read from the ad and supplied with it (it may contain reading errors; trust the image):\n<ad-text>\n${adText}\n</ad-text>`,
    'Say what first strikes you, what you think the ad is telling you, and whether it would make you buy: refer to what the ad',
    'shows and says (offer, price, claims, look). Say in words how interested you are and how likely you would be to buy,',
    'list reasons for and against (each naming the ad detail and the part of your profile it comes from), rate how much it grabs',
    'your attention, how clear it is and how much you like its look, and name the one thing you would change.',
  ].join('\n');
}
