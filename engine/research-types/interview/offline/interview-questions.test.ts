import { describe, expect, it } from 'vitest';
import { SAMPLE_PERSONAS } from '../../../test-personas';
import { answerInterviewOffline, sentenceKey, sentencesOf, type InterviewTurn } from './answer-interview';
import { personaInterviewVoice } from './persona-interview-voice';
import { classifyInterviewQuestion } from './question-intent';

const TOPICS = {
  product: 'EcoBrew, a coffee subscription with sustainably sourced beans delivered monthly for €29/month',
  subject: 'Weekly grocery shopping',
  app: 'Pennywise, a budgeting app for families that sorts spending by category, €4.99/month',
};

const VENUE_HABIT_WORDS = /\b(cheap restaurant|sit-down restaurant|coffee place|a bar)\b/;
const DEFLECTIONS = /too vague|isn't for me, it's|tell me what it is first/;

/** A question, and what any reply to it must show to have answered it (for the twin asked). */
type Check = (answer: string, persona: (typeof SAMPLE_PERSONAS)[number]) => boolean;
const QUESTIONS: Array<[question: string, check: Check]> = [
  ['Tell me a bit about yourself.', (a, p) => a.includes(p.name.split(' ')[0]!)],
  [
    'What do you do for a living?',
    (a, p) => /work|retired|student|paid work/i.test(a) && a.length > 20 && !!p,
  ],
  [
    'Who do you live with?',
    (a) => /\blive\b|married|widowed|divorced|parents|partner|other half|spouse|just me|and me/i.test(a),
  ],
  ['What matters most to you in life?', (a) => /matters|believe|value|family|important|I'm|I am/i.test(a)],
  ['What do you do in your free time?', (a) => /enjoy|go to|walk|stay in|time at/i.test(a)],
  [
    'How do you do your weekly grocery shopping?',
    (a) => /shop|buy|list|offers|basket/i.test(a) && !VENUE_HABIT_WORDS.test(a),
  ],
  [
    'What annoys you most about supermarkets?',
    (a) => /price|queue|checkout|staff|shelves|packs|delivery|offers|kilo/i.test(a) && !DEFLECTIONS.test(a),
  ],
  ['Which phone do you use?', (a) => /iphone|android|samsung|phone/i.test(a) && !DEFLECTIONS.test(a)],
  ['How do you get to work?', (a) => /\b(bus|bike|car|train)\b/i.test(a)],
  ['How often do you eat out?', (a) => /month|week|hardly|never|every day/i.test(a)],
  [
    'What do you think of it?',
    (a) => /EcoBrew|Pennywise|shopping|shop|food|like|undecided|isn't for me/i.test(a),
  ],
  ['Would you buy it?', (a) => /\b(yes|no|maybe|I would|I wouldn't|I'd|nothing to buy)\b/i.test(a)],
  ['How much would you pay for it?', (a) => /[€£$]\d|price|money|income|spend/i.test(a)],
  [
    'Would you recommend it to a friend?',
    (a) => /recommend|mention|tell|told|anyone|people like me|no view|said/i.test(a),
  ],
  ['Where would you buy it?', (a) => /online|shop|store|supermarket|phone|buy/i.test(a)],
  ['What do you think of the brand?', (a) => /brand|name|know|label/i.test(a)],
  [
    'What would you change about it?',
    (a) => /\b(would|if|offer|fix|keep|show|say|explain|pitch|back|add|make|give|cheaper)\b/i.test(a),
  ],
  [
    'Have you ever tried anything like it?',
    (a) => /tried|first I've heard|never|heard|I (buy|get|use|go)/i.test(a),
  ],
  ['What would you use instead?', (a) => /\b(I|my|we)\b|^[A-Z][\w ]+, mostly/i.test(a) && a.length > 25],
  ['Who do you think it is for?', (a) => /\bfor\b|aimed|people|everyone|households/i.test(a)],
  ['What do you think of the packaging?', (a) => /packaging|no view|don't know|hasn't/i.test(a)],
  ['What do you think of Zorbix?', (a) => /(haven't|have not) tried Zorbix, but/i.test(a)],
  ['Do you have a dog?', (a) => /pet|dog|walk|vet/i.test(a)],
];

function interview(persona: (typeof SAMPLE_PERSONAS)[number], topic: string) {
  const history: InterviewTurn[] = [];
  return QUESTIONS.map(([question, check]) => {
    const { answer } = answerInterviewOffline({ persona, topic, history, question }, personaInterviewVoice);
    const earlier = new Set(history.flatMap((turn) => sentencesOf(turn.answer)).map(sentenceKey));
    history.push({ question, answer });
    return { question, answer, check, earlier };
  });
}

describe('interview replies address the question asked', () => {
  it('asks at least 20 different kinds of question', () => {
    const kinds = new Set(QUESTIONS.map(([question]) => classifyInterviewQuestion(question)));
    expect(kinds.size).toBeGreaterThanOrEqual(18);
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(20);
  });

  for (const [name, topic] of Object.entries(TOPICS)) {
    it(`on a ${name} topic, each of three twins answers each question and repeats no earlier sentence`, () => {
      for (const persona of SAMPLE_PERSONAS.slice(0, 3)) {
        for (const { question, answer, check, earlier } of interview(persona, topic)) {
          expect(check(answer, persona), `${persona.name} · ${question} → ${answer}`).toBe(true);
          const repeated = sentencesOf(answer)
            .map(sentenceKey)
            .filter((key) => key.length > 25 && earlier.has(key));
          expect(repeated, `${persona.name} · ${question} → ${answer}`).toEqual([]);
        }
      }
    });
  }

  it('answers a life question from the twin, not from the interview topic', () => {
    const [joseph] = SAMPLE_PERSONAS.filter((p) => p.id === 'p-joseph');
    const { answer } = answerInterviewOffline({
      persona: joseph!,
      topic: TOPICS.product,
      history: [],
      question: 'What annoys you most about supermarkets?',
    });
    expect(answer).not.toMatch(/EcoBrew/);
    expect(answer).toMatch(/price|basket|offers/i);
  });

  it('stays on a subject topic when the question does not name another', () => {
    const sophie = SAMPLE_PERSONAS[0]!;
    const { answer } = answerInterviewOffline({
      persona: sophie,
      topic: TOPICS.subject,
      history: [],
      question: 'What annoys you most?',
    });
    expect(answer).toMatch(/shelves|packs|price|queue|checkout|delivery|kilo/i);
  });
});
