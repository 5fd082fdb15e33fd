import type { Persona } from '@contracts/personas';
import { readConcept } from '../../offline/reading/concept-reader';
import type { InterviewTurn } from './offline/answer-interview';
import { classifyInterviewQuestion, INTENT_TOPICS, type InterviewIntent } from './offline/question-intent';

const MAX_TOPICS = 6;
const SUBJECT_LIMIT = 40;

export interface InterviewSummary {
  summary: string;
  topics: string[];
}

const firstSentence = (text: string): string =>
  (/^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim()).slice(0, 200);

function subjectOf(topic: string | undefined): string | undefined {
  const text = topic?.trim();
  if (!text) return undefined;
  const name = readConcept(text).name;
  if (name) return name;
  return text.length > SUBJECT_LIMIT ? `${text.slice(0, SUBJECT_LIMIT).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * What an interview covered, from the conversation itself (any provider's answers): the twin, the subject,
 * the kinds of question asked, and the twin's own words on whether it would buy (or its latest view).
 */
export function summarizeInterview({
  persona,
  topic,
  turns,
}: {
  persona: Persona;
  topic?: string;
  turns: InterviewTurn[];
}): InterviewSummary {
  const intents = turns.map((turn) => classifyInterviewQuestion(turn.question));
  const subject = subjectOf(topic);
  const topics = [
    ...new Set([...(subject ? [subject] : []), ...intents.map((intent) => INTENT_TOPICS[intent])]),
  ].slice(0, MAX_TOPICS);
  const who = `${persona.name} (${persona.age}, ${persona.occupation.toLowerCase()}, ${persona.city || persona.location})`;
  if (turns.length === 0)
    return { summary: `${who} is ready to talk${subject ? ` about ${subject}` : ''}.`, topics };
  const covered = [...new Set(intents.map((intent) => INTENT_TOPICS[intent].toLowerCase()))].join(', ');
  const verdictIntents: InterviewIntent[] = ['purchase', 'open', 'likes', 'dislikes'];
  const verdictIndex = verdictIntents
    .map((wanted) => intents.lastIndexOf(wanted))
    .find((index) => index >= 0);
  const verdict =
    verdictIndex === undefined
      ? firstSentence(turns.at(-1)!.answer)
      : firstSentence(turns[verdictIndex]!.answer);
  const questions = `${turns.length} question${turns.length === 1 ? '' : 's'}`;
  return {
    summary: `${who} answered ${questions}${subject ? ` about ${subject}` : ''}, covering ${covered}. In their words: "${verdict}"`,
    topics,
  };
}
