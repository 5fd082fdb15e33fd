// The rows of a run's export: one per twin answer, in the run's order, each with the question it answers.
import type { FeedbackRecord } from '@contracts/feedback-records';
import type { AdReaction } from '@contracts/image-ad';
import type { Persona } from '@contracts/personas';

export type ResponseItem = FeedbackRecord['responses'][number];

/** One twin answer: a run's answer, an interview's reply to its question, or a follow-up on a run's answer. */
export type AnswerRow = {
  response: ResponseItem;
  /** The question it answers: the interview's question, or the follow-up's; '' for a run's first answer. */
  question: string;
  /** What the answer is: 'answer', or 'follow-up 1', 'follow-up 2'… */
  turn: string;
  /** The text of this row (a follow-up's reply is not the response's own text). */
  text: string;
  persona: Persona | undefined;
};

/** The twins the rows name, to be read from the persona library. */
export const answeringPersonaIds = (record: FeedbackRecord): string[] => [
  ...new Set(record.responses.flatMap((response) => (response.personaId ? [response.personaId] : []))),
];

/**
 * Every twin answer of the run: an interview's replies after their questions; for types whose answers can be followed
 * up (concept and ad tests), each answer and then its follow-ups in the order they were asked.
 */
export function answerRowsOf(record: FeedbackRecord, personaById: Map<string, Persona>): AnswerRow[] {
  const rows: AnswerRow[] = [];
  let question = '';
  for (const response of record.responses) {
    if (response.sender === 'user') {
      question = response.text ?? '';
      continue;
    }
    const persona = response.personaId ? personaById.get(response.personaId) : undefined;
    rows.push({ response, question, turn: 'answer', text: response.text ?? '', persona });
    const followUps = 'followUpConversations' in response ? response.followUpConversations : [];
    followUps.forEach((followUp, index) =>
      rows.push({
        response,
        question: followUp.question,
        turn: `follow-up ${index + 1}`,
        text: followUp.response,
        persona,
      }),
    );
  }
  return rows;
}

/** A response's detail of its type (an interview's messages have none). */
export const detailedOf = (response: ResponseItem) => ('detailed' in response ? response.detailed : null);

/** An ad test answer's reaction to the creative. */
export function adReactionOf(response: ResponseItem): AdReaction | null {
  const detail = detailedOf(response);
  return detail && 'adReaction' in detail ? (detail.adReaction as AdReaction | null) : null;
}

/** An angel pitch answer's investor and decision. */
export function investorOf(response: ResponseItem) {
  const detail = detailedOf(response);
  return detail && 'decision' in detail ? detail : null;
}

/** A Brand 360 answer's ratings of each brand. */
export function brandAnswerOf(response: ResponseItem) {
  const detail = detailedOf(response);
  return detail && 'ratings' in detail ? detail : null;
}

/** A pricing study answer's likelihoods or four prices. */
export function pricingAnswerOf(response: ResponseItem) {
  const detail = detailedOf(response);
  return detail && 'likelihoods' in detail ? detail : null;
}

/** A feature value study answer's tasks: the products shown and the twin's chance of choosing each, then none. */
export function featureAnswerOf(response: ResponseItem) {
  const detail = detailedOf(response);
  return detail && 'tasks' in detail ? detail : null;
}

/** A concept comparison answer's intents and preference per variant. */
export function comparisonAnswerOf(response: ResponseItem) {
  const detail = detailedOf(response);
  return detail && 'preferences' in detail ? detail : null;
}
