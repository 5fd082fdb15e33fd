import { describe, expect, it } from 'vitest';
import { SAMPLE_PERSONAS, testPersona } from '../../../test-personas';
import { answerInterviewOffline, sentencesOf, type InterviewTurn } from './answer-interview';
import { classifyInterviewQuestion } from './question-intent';

const ECOBREW =
  'EcoBrew, a coffee subscription with sustainably sourced beans delivered monthly for €29/month';
const sophie = SAMPLE_PERSONAS.find((p) => p.id === 'p-sophie')!;
const joseph = SAMPLE_PERSONAS.find((p) => p.id === 'p-joseph')!;

function converse(
  persona = sophie,
  topic: string | undefined,
  questions: string[],
): Array<InterviewTurn & { intent: string }> {
  const history: InterviewTurn[] = [];
  return questions.map((question) => {
    const { intent, answer } = answerInterviewOffline({ persona, topic, history, question });
    history.push({ question, answer });
    return { question, answer, intent };
  });
}

describe('classifyInterviewQuestion', () => {
  it.each([
    ['Tell me about yourself', 'about-me'],
    ['What do you do for a living?', 'work'],
    ['How often do you go out for coffee?', 'habits'],
    ['What do you like about it?', 'likes'],
    ["What don't you like about it?", 'dislikes'],
    ['What price would you pay?', 'price'],
    ['Would you buy it?', 'purchase'],
    ['What would you change?', 'change'],
    ['Where would you buy it?', 'where-to-buy'],
    ['What do you think of the brand?', 'brand'],
    ['Anything else on your mind?', 'open'],
    // A subscription 'like this' is no liking; what would make you cancel is a concern.
    ['What would make you cancel a subscription like this?', 'dislikes'],
    // A price named in the question asks about that price.
    ['Would $45 a week change your mind?', 'price'],
    ['How many times a week do you cook dinner at home?', 'habits'],
  ])('%s → %s', (question, intent) => {
    expect(classifyInterviewQuestion(question)).toBe(intent);
  });
});

describe('answerInterviewOffline', () => {
  it('answers about itself in the first person from its own profile', () => {
    const [turn] = converse(sophie, undefined, ['Tell me a bit about yourself']);
    expect(turn!.answer).toContain("I'm Sophie");
    expect(turn!.answer).toContain('31');
    expect(turn!.answer).toContain('Amsterdam');
    expect(turn!.answer).toContain('sustainability consultant');
    expect(turn!.answer).toContain('I live with my partner');
    expect(turn!.answer.toLowerCase()).toContain('protecting the environment');
  });

  it('describes its own stated habits with their real frequency', () => {
    const persona = testPersona({
      id: 'habits',
      name: 'Ana Habit',
      segments: { income_bracket: 'Low', habits: { coffee_house: 12, bar: 0, takeaway: 2 } },
    });
    const [turn] = converse(persona, undefined, ['How often do you eat out?']);
    expect(turn!.answer).toContain('coffee place two or three times a week (around 12 times a month)');
    expect(turn!.answer).toContain('takeaway a couple of times a month');
    expect(turn!.answer).toContain('I never go to a bar');
    const homebody = testPersona({
      id: 'homebody',
      name: 'Hal Home',
      segments: { income_bracket: 'Low', habits: { coffee_house: 0, bar: 0, takeaway: 2 } },
    });
    const [never] = converse(homebody, undefined, ['How often do you eat out?']);
    expect(never!.answer).toMatch(/I never go to (a bar or a coffee place|a coffee place or a bar)\./);
  });

  it('keeps its stance on the topic across every question, and differs by twin', () => {
    const questions = [
      'Would you buy it?',
      'What price would you pay?',
      'Any other thoughts?',
      'Would you buy it?',
    ];
    const keen = converse(sophie, ECOBREW, questions);
    const reluctant = converse(joseph, ECOBREW, questions);
    expect(keen[0]!.answer).toMatch(/^Yes/);
    expect(keen[1]!.answer).toContain('€29 a month is a price I could live with');
    expect(keen[3]!.answer).toMatch(/^Still yes\./);
    expect(reluctant[0]!.answer).toMatch(/^No/);
    expect(reluctant[1]!.answer).toContain("€29 a month is more than I'd pay");
    expect(reluctant[2]!.answer).toMatch(/isn't for me/);
    expect(reluctant[3]!.answer).toMatch(/^Still no\./);
  });

  it('names the price it would pay when asked, on the side of its stance and in the topic’s currency and period', () => {
    const said = (persona = sophie) =>
      converse(persona, ECOBREW, ['How much would you pay for it?'])[0]!.answer;
    const figure = (answer: string) => Number(/€(\d+(?:\.\d+)?) a month/.exec(answer)?.[1]);
    // The keen twin pays at least the stated €29; the reluctant one names less and says it holds back at €29.
    expect(said(sophie)).toMatch(/^€29 a month is (fine by me|about my limit)/);
    expect(figure(said(sophie).replace(/^€29 a month/, ''))).toBeGreaterThanOrEqual(29);
    expect(said(joseph)).toMatch(/^I'd pay about €\d+ a month; at €29 a month I'd hold back\./);
    expect(figure(said(joseph))).toBeLessThan(29);
  });

  it('splits sentences at their ends, not at a price’s decimal point', () => {
    expect(sentencesOf('It costs around €20.24, a lot. Who pays €29/month? Not me')).toEqual([
      'It costs around €20.24, a lot.',
      'Who pays €29/month?',
      'Not me',
    ]);
  });

  it('answers an everyday question about its own life with what it does', () => {
    const [breakfast, exercise] = converse(sophie, ECOBREW, [
      'What did you have for breakfast today?',
      'Do you exercise much?',
    ]);
    expect(breakfast!.answer).toMatch(/morning|breakfast/i);
    expect(breakfast!.answer).not.toMatch(/As I said/);
    // What it does comes first; a like is said as one ('What I like about keeping fit: …'), never as a bare fragment.
    expect(exercise!.answer).not.toMatch(/^Feeling better for it/);
    expect(exercise!.answer).toMatch(/walk|moving|gym|exercise/i);
  });

  it('answers every kind of question without echoing it back', () => {
    const questions = [
      'What price would you pay?',
      'What do you like about it?',
      'What would you change?',
      'Where would you buy it?',
      'What do you think of the brand?',
      'What worries you about it?',
    ];
    for (const turn of converse(joseph, ECOBREW, questions)) {
      expect(turn.answer).not.toMatch(/^About /);
      expect(turn.answer.toLowerCase()).not.toContain(turn.question.toLowerCase().replace(/\?$/, ''));
      expect(turn.answer.length).toBeGreaterThan(20);
    }
  });

  it('reads a product named in the question when the interview has no topic', () => {
    const [turn] = converse(joseph, undefined, ['Would you buy a premium smartwatch for €450?']);
    expect(turn!.answer).toMatch(/^No/);
  });

  it('is deterministic for the same twin, topic, history and question', () => {
    expect(converse(sophie, ECOBREW, ['What do you like about it?'])).toEqual(
      converse(sophie, ECOBREW, ['What do you like about it?']),
    );
  });
});
