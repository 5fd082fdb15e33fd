import type { FirstAnswer, FollowUpTurn, PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
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
export const CONCEPT_ANSWER_LINES = [
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
