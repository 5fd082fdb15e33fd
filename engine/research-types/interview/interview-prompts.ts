import type { ModelMessage } from 'ai';
import type { Persona } from '@contracts/personas';
import type { InterviewQuestion } from './offline/answer-interview';
import { subjectInQuestion } from './offline/life-subjects';
import { classifyInterviewQuestion, INTENT_TOPICS } from './offline/question-intent';
import { answerFormOf, type AnswerForm } from './offline/answer-form';
import { personaSystemPrompt } from '../../llm/prompts';

/** How the first sentence must read for each form of question, as the offline interviewer answers it. */
const FORM_GUIDANCE: Record<AnswerForm, string> = {
  amount: 'Start with an amount of money.',
  frequency: 'Start with how often (a frequency).',
  name: 'Start by naming the brand, shop or kind.',
  reason: 'Give the reason, naming the thing it is about.',
  'yes-no': 'Start with yes, no or it depends.',
  condition: 'Start with a condition ("if …", "only if …").',
  like: 'Start with what you like.',
  dislike: 'Start with what you dislike.',
  description: 'Describe it in a few sentences.',
  comparison: 'Say which of the two you prefer, and why.',
  open: '',
};

/** What the latest question asks, so the model answers that and not a general view of the product. */
export function questionGuidance(question: string): string {
  const intent = classifyInterviewQuestion(question);
  const subject = subjectInQuestion(question);
  return [
    `The latest question asks about: ${INTENT_TOPICS[intent].toLowerCase()}${subject ? ` (${subject.noun})` : ''}.`,
    FORM_GUIDANCE[answerFormOf(question)],
    'Use any price, amount or product the question names. Never open with "As I said".',
    subject
      ? `Answer from your own life and experience of ${subject.noun}, not about the product.`
      : 'Answer exactly that.',
    'If you have not tried it, say so honestly ("I haven\'t tried it, but …") and give a reason. Do not repeat sentences you have already said.',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The persona's full profile, the interview's subject and how to talk: first person, short, consistent. */
export function interviewSystemPrompt(
  persona: Persona,
  topic: string | undefined,
  question?: string,
): string {
  return [
    personaSystemPrompt(persona),
    '',
    'You are being interviewed one to one by a researcher. Answer in the first person, in two to four plain sentences,',
    'drawing on your own age, home, work, household, income, habits, values and personality. Remember everything you',
    'have already said in this conversation and never contradict it. Do not repeat the question back.',
    topic?.trim()
      ? `The interview is about this product or concept:\n${topic.trim()}`
      : 'The researcher has not named a product; talk about yourself and your own life.',
    question ? questionGuidance(question) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The conversation so far as chat turns, ending with the new question. */
export function interviewMessages({ history, question }: InterviewQuestion): ModelMessage[] {
  return [
    ...history.flatMap(({ question: asked, answer }): ModelMessage[] => [
      { role: 'user', content: asked },
      { role: 'assistant', content: answer },
    ]),
    { role: 'user', content: question },
  ];
}
