import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../../consistency/library-panel';
import type { Persona } from '@contracts/personas';
import { answerInterviewOffline, sentenceKey, sentencesOf, type InterviewTurn } from './answer-interview';
import { answerFormOf, type AnswerForm } from './answer-form';
import { personaInterviewVoice } from './persona-interview-voice';

/**
 * The interview suite: each question, the form its answer must take, and asked of ten library twins (both countries'
 * English, every age and income) in one conversation each, in the order below, so follow-ups build on earlier turns.
 * The checks read the answer as a user would: what its first sentence says, not how the engine built it.
 */
const LATTE = 'Oat milk latte, $3.49';

type Extra = (answer: string) => boolean;
const QUESTIONS: Array<{ topic?: string; question: string; form: AnswerForm; also?: Extra }> = [
  { topic: LATTE, question: "What's your first impression of it?", form: 'open' },
  {
    topic: LATTE,
    question: 'Would you buy it? Why or why not?',
    form: 'yes-no',
    also: (a) => /\bbecause\b/i.test(a) && !/don't know Why/i.test(a),
  },
  {
    topic: LATTE,
    question: 'What would you be willing to pay for it?',
    form: 'amount',
    // A twin that holds back at a price it calls fair says what holds it back instead.
    also: (a) => !(/hold back/.test(a) && /less than .* usually costs?/.test(a)) || /isn't the price/.test(a),
  },
  { topic: LATTE, question: 'What would you change about it?', form: 'open' },
  {
    topic: LATTE,
    question: 'What would make you pay $4.50 for it instead of $3.49?',
    form: 'condition',
    also: (a) => a.includes('$4.50'),
  },
  { topic: LATTE, question: 'How much would you pay for it?', form: 'amount' },
  { topic: LATTE, question: 'Would you pay $5 for it?', form: 'yes-no', also: (a) => a.includes('$5') },
  {
    topic: LATTE,
    question: 'Would $2.99 change your mind?',
    form: 'yes-no',
    also: (a) => a.includes('$2.99'),
  },
  { topic: LATTE, question: 'How often would you drink it?', form: 'frequency' },
  { topic: LATTE, question: 'Why would you buy it?', form: 'reason' },
  { topic: LATTE, question: "Why wouldn't you buy it?", form: 'reason' },
  { topic: LATTE, question: 'Do you like it?', form: 'yes-no' },
  {
    topic: LATTE,
    question: 'Have you tried it?',
    form: 'yes-no',
    also: (a) => /(haven't|have not) tried/i.test(a) && /\bbut\b/.test(a),
  },
  { topic: LATTE, question: 'What do you like about it?', form: 'like' },
  { topic: LATTE, question: 'What do you dislike about it?', form: 'dislike' },
  { topic: LATTE, question: 'Tell me what you think of the price.', form: 'description' },
  { topic: LATTE, question: 'Describe who you think it is for.', form: 'description' },
  { topic: LATTE, question: 'Compare it with Starbucks.', form: 'comparison' },
  {
    topic: LATTE,
    question: 'Which would you rather have, this or a regular filter coffee?',
    form: 'comparison',
  },
  { topic: LATTE, question: 'What would make you buy it every day?', form: 'condition' },
  { topic: LATTE, question: 'Would you recommend it to a friend?', form: 'yes-no' },
  { topic: LATTE, question: 'Which brand of coffee do you buy?', form: 'name' },
  { topic: LATTE, question: 'Is it good value?', form: 'yes-no' },
  {
    topic: LATTE,
    question: 'Have you ever tried Zorbix oat drinks?',
    form: 'yes-no',
    also: (a) => /(haven't|have not) tried Zorbix/i.test(a),
  },
  { question: 'Tell me a bit about yourself.', form: 'description' },
  { question: 'What does a typical week look like for you?', form: 'description' },
  { question: 'How often do you eat or drink out?', form: 'frequency' },
  { question: 'Which brands do you trust, and why?', form: 'name' },
  { question: 'What would make you switch grocery stores tomorrow?', form: 'condition' },
  {
    question: 'And what keeps you at your current one?',
    form: 'reason',
    also: (a) => !/\bas I said\b/i.test(a),
  },
  { question: 'How much do you spend on the food shopping?', form: 'amount' },
  { question: 'How often do you do the food shopping?', form: 'frequency' },
  { question: 'Which supermarket do you use?', form: 'name' },
  { question: 'Do you have a smartphone?', form: 'yes-no' },
  { question: 'Why do you go to the supermarket you use?', form: 'reason' },
  { question: 'What do you like about your phone?', form: 'like' },
  { question: 'What annoys you about supermarkets?', form: 'dislike' },
  { question: 'Tell me about your holidays.', form: 'description' },
  { question: 'Compare Aldi and Lidl.', form: 'comparison' },
  { question: 'How often do you go on holiday?', form: 'frequency' },
  { question: 'What would make you change your phone?', form: 'condition' },
  { question: 'Do you cook at home?', form: 'yes-no' },
  { question: 'How much would you spend on a holiday?', form: 'amount' },
  { question: 'Which phone do you have?', form: 'name' },
];

const FREQUENCY =
  /\b(every|each|once|twice|times|daily|weekly|monthly|never|rarely|hardly|now and then|most (days|weeks|evenings|mornings)|a (day|week|month|year)|at weekends?|a few|year|often)\b/i;
const YES_NO =
  /^(yes|no|maybe|it depends|still|not really|probably|perhaps|possibly|definitely|sometimes)\b/i;

/** What the first sentence (and the whole answer) must show for each form. */
const FORM_CHECKS: Record<AnswerForm, (first: string, answer: string, question: string) => boolean> = {
  amount: (first) => /[€£$]\s?\d/.test(first),
  frequency: (first) => FREQUENCY.test(first),
  name: (first) =>
    /^[A-Z][\w'&-]+[,;:]|\s[A-Z][\w'&-]+|own[- ]label|own brand|whatever|\b(shop|market|store)\b/.test(first),
  reason: (_, answer) => /\b(because|since|comes down to|that's why|so\b|mostly|mainly)\b/i.test(answer),
  'yes-no': (first) => YES_NO.test(first),
  condition: (first) => /\b(if|unless|as long as|provided)\b/i.test(first),
  like: (first) => /\b(like|love|enjoy|good|nice|great|best|not much)\b/i.test(first),
  dislike: (first) =>
    /\b(bother|dislike|don't like|can't stand|cannot stand|hate|annoy|worr|nothing major|nothing much|too|not)\b/i.test(
      first,
    ),
  description: (first, answer) => answer.split(/\s+/).length >= 8 && !YES_NO.test(first),
  comparison: (first, _, question) => {
    const named = /compare (\w+) and (\w+)/i.exec(question);
    const both = named ? first.includes(named[1]!) && first.includes(named[2]!) : true;
    return both && /\b(over|rather|prefer|than|better)\b/i.test(first);
  },
  open: (_, answer) => answer.length > 20,
};

/** Ten twins spread over the panel's countries, ages and incomes. */
const TWINS: Persona[] = LIBRARY_PANEL.filter((_, k) => k % 3 === 0).slice(0, 10);

function interviewOf(persona: Persona) {
  const histories = new Map<string, InterviewTurn[]>();
  return QUESTIONS.map(({ topic, question, form, also }) => {
    const history = histories.get(topic ?? '') ?? [];
    histories.set(topic ?? '', history);
    const earlier = new Set(history.flatMap((turn) => sentencesOf(turn.answer)).map(sentenceKey));
    const { answer } = answerInterviewOffline({ persona, topic, history, question }, personaInterviewVoice);
    history.push({ question, answer });
    return { question, form, also, answer, earlier };
  });
}

describe('the interview suite: answers in the form the question asks for', () => {
  it('has at least 40 questions over every form, on ten twins', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTIONS.map((q) => q.form)).size).toBe(11);
    expect(new Set(TWINS.map((twin) => twin.id)).size).toBe(10);
  });

  it.each(QUESTIONS.map((q) => [q.question, q.form] as const))(
    'reads "%s" as a %s question',
    (question, form) => {
      expect(answerFormOf(question)).toBe(form);
    },
  );

  it.each(TWINS.map((twin) => [twin.name, twin] as const))(
    '%s answers each question in its form, first, without templates or repeats',
    (_, persona) => {
      for (const { question, form, also, answer, earlier } of interviewOf(persona)) {
        const [first = '', ...rest] = sentencesOf(answer);
        const where = `${question} → ${answer}`;
        expect.soft(FORM_CHECKS[form](first, answer, question), where).toBe(true);
        if (also) expect.soft(also(answer), where).toBe(true);
        expect
          .soft(answer, where)
          .not.toMatch(/\bas I said (before|earlier)\b|\bI don't know (Why|What|How)\b/i);
        const repeated = rest.map(sentenceKey).filter((key) => key.length > 25 && earlier.has(key));
        expect.soft(repeated, where).toEqual([]);
      }
    },
  );
});
