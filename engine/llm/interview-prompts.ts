import type { ModelMessage } from 'ai';
import type { Persona } from '../../contracts/personas';
import type { InterviewQuestion } from '../offline/interview/answer-interview';
import { personaSystemPrompt } from './prompts';

/** The persona's full profile, the interview's subject and how to talk: first person, short, consistent. */
export function interviewSystemPrompt(persona: Persona, topic: string | undefined): string {
  return [
    personaSystemPrompt(persona),
    '',
    'You are being interviewed one to one by a researcher. Answer in the first person, in two to four plain sentences,',
    'drawing on your own age, home, work, household, income, habits, values and personality. Remember everything you',
    'have already said in this conversation and never contradict it. Do not repeat the question back.',
    topic?.trim()
      ? `The interview is about this product or concept:\n${topic.trim()}`
      : 'The researcher has not named a product; talk about yourself and your own life.',
  ].join('\n');
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
