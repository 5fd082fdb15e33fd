import type { Habits } from '@contracts/personas';
import { describe, expect, it } from 'vitest';
import type { Term } from '../model/evaluate';
import { personaSystemPrompt } from '../../llm/prompts';
import { answerInterviewOffline } from '../../research-types/interview/offline/answer-interview';
import { personaInterviewVoice } from '../../research-types/interview/offline/persona-interview-voice';
import { SAMPLE_PERSONAS, testPersona } from '../../test-personas';
import { readConcept } from '../reading/concept-reader';
import { evaluate } from '../model/evaluate';
import { answerConceptOffline, createOfflineProvider } from '../offline-provider';
import { readPersona } from '../model/persona-features';
import { localise, voiceOf } from './persona-voice';
import { valueInOwnWords } from './reason-phrases';
import { reasonsOf, writeAnswer } from './voice';

const PLANTPAL =
  'PlantPal is a monthly plant-care kit for busy urban families: every month you get 2 easy-care houseplants, organic fertiliser and app reminders. £19.99 per month, cancel anytime.';
const FRESHFORK =
  'FreshFork delivers three healthy, ready-to-cook dinners a week for families, with organic vegetables and recipes that take 20 minutes. €59 per week.';

const quiet = {
  openness: 0,
  conscientiousness: -1.5,
  extraversion: -1.5,
  agreeableness: 0,
  neuroticism: 1.5,
};
const loud = { openness: 0, conscientiousness: 1.5, extraversion: 1.5, agreeableness: 0, neuroticism: -1.5 };

describe('a twin voice', () => {
  it('follows the profile: talkativeness, certainty, questions and regional English', () => {
    const shy = voiceOf(testPersona({ id: 'shy', big_five: quiet }));
    const talker = voiceOf(testPersona({ id: 'talker', big_five: loud, country_code: 'US', city: 'Dallas' }));
    expect([shy.talkativeness, shy.certainty, shy.reasonCount]).toEqual(['brief', 'hedging', 1]);
    expect([talker.talkativeness, talker.certainty, talker.reasonCount]).toEqual(['chatty', 'sure', 3]);
    expect(shy.dialect).toBe('NL');
    expect(shy.words.contracts).toBe(false);
    expect(talker.words.spelling).toBe('american');
    expect(voiceOf(testPersona({ id: 'x', education: "Master's degree" })).register).toBe('educated');
    expect(
      voiceOf(testPersona({ id: 'y', education: 'GCSEs', occupation: 'Warehouse operator' })).register,
    ).toBe('plain');
  });

  it('localises spelling and contractions but never the words quoted from the concept', () => {
    const american = voiceOf(testPersona({ id: 'us', country_code: 'US' }));
    expect(
      localise(american, 'I like how organised the organic fertiliser kit is, my favourite colour', [
        'organic fertiliser',
      ]),
    ).toBe('I like how organized the organic fertiliser kit is, my favorite color');
    const dutch = voiceOf(testPersona({ id: 'nl', country_code: 'NL' }));
    expect(localise(dutch, "I'd say it's fine, but I don't need it")).toBe(
      'I would say it is fine, but I do not need it',
    );
  });

  it('draws on the twin’s own life: household, town, money and optional habits', () => {
    const mother = voiceOf(
      testPersona({ id: 'mum', household: 'Couple with young children', city: 'Leeds', country_code: 'UK' }),
    );
    expect(mother.life.household).toBe('my other half and the two little ones');
    expect(mother.life.budgets.some((budget) => budget.includes('Leeds'))).toBe(true);
    const regular = testPersona({
      id: 'cafe',
      segments: { income_bracket: 'Middle', habits: { coffee_house: 12, bar: 'often' } as unknown as Habits },
    });
    expect(voiceOf(regular).life.habits).toEqual({ coffee_house: 12 });
    expect(voiceOf(testPersona({ id: 'plain' })).life.habits).toEqual({});
  });

  it("turns the library's third-person values into the twin's own words", () => {
    expect(valueInOwnWords('Believes in hard work, planning and saving for the future')).toBe(
      'I believe in hard work',
    );
    expect(valueInOwnWords('Careful with money; looks hard for value')).toBe("I'm careful with money");
    expect(valueInOwnWords('Family comes first; close to parents')).toBe('family comes first, for me');
    expect(valueInOwnWords('Health and wellbeing')).toBe('health and wellbeing matters to me');
    // Said where it bears on a product, a value is the clause that holds it, never a first clause beside the point.
    expect(valueInOwnWords('Believes in hard work, planning and saving for the future', ['saving'])).toBe(
      'I believe in planning and saving for the future',
    );
    expect(valueInOwnWords('Values security and stability; wary of financial risk', ['security'])).toBe(
      'I value security and stability',
    );
  });

  it('gives a reason for a term topic it does not know yet, from its sign and concept detail', () => {
    const evaluation = evaluate(readConcept(PLANTPAL), readPersona(SAMPLE_PERSONAS[0]!));
    const unknownTopic = {
      topic: 'weather-mood',
      utility: -0.8,
      conceptDetail: 'a monthly delivery',
      personaAttribute: 'visits a garden centre twice a year',
    } as unknown as Term;
    const [reason] = reasonsOf({ ...evaluation, terms: [unknownTopic] }, false);
    expect(reason).toMatchObject({
      conceptDetail: 'a monthly delivery',
      personaAttribute: 'visits a garden centre twice a year',
    });
    expect(reason!.text).toMatch(/a monthly delivery/i);
    expect(reasonsOf({ ...evaluation, terms: [unknownTopic] }, true)).toEqual([]);
  });

  it('writes the same numbers it was given: sentiment, scores and intents come from the model alone', () => {
    for (const persona of SAMPLE_PERSONAS) {
      const evaluation = evaluate(readConcept(FRESHFORK), readPersona(persona));
      const answer = answerConceptOffline({ persona, concept: FRESHFORK });
      expect(answer.sentiment).toBe(evaluation.sentiment);
      expect(answer.sentimentScore).toBe(evaluation.sentimentScore);
      expect(answer.interestLevel).toBe(evaluation.interestLevel);
      expect(writeAnswer(evaluation).text).toBe(answer.text);
    }
  });

  it('keeps the voice in follow-ups: the same twin talks in its own currency and English', async () => {
    const american = testPersona({
      id: 'us-fu',
      country_code: 'US',
      city: 'Dallas',
      location: 'Dallas, United States',
    });
    const dutch = testPersona({ id: 'nl-fu', country_code: 'NL', city: 'Utrecht' });
    const reply = async (persona: typeof american, question: string) => {
      const firstAnswer = answerConceptOffline({ persona, concept: FRESHFORK });
      return (
        await createOfflineProvider().answerFollowUp({
          persona,
          concept: FRESHFORK,
          firstAnswer,
          previousFollowUps: [],
          question,
        })
      ).response;
    };
    expect(await reply(american, 'What do you think about the price?')).toMatch(/€59 per week/);
    expect(await reply(dutch, 'What do you think about the price?')).not.toMatch(/\b(I'm|don't|it's|I'd)\b/);
    expect(await reply(american, 'Tell me about yourself')).toMatch(/Dallas/);
    expect(await reply(american, 'What price would you pay?')).not.toMatch(/About what price/i);
  });

  it('gives language models the same voice instructions', () => {
    const prompt = personaSystemPrompt(testPersona({ id: 'mt', country_code: 'MT', big_five: quiet }));
    expect(prompt).toMatch(/How you talk: Keep it short/);
    expect(prompt).toMatch(/Maltese speaker/);
  });

  it('keeps the voice in interviews: a hedging twin hedges, a sure one never does, each in its own English', () => {
    const hedging = testPersona({
      id: 'hedger',
      country_code: 'UK',
      big_five: { openness: 2, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 2 },
    });
    const sure = testPersona({
      id: 'sure',
      country_code: 'US',
      big_five: { openness: -2, conscientiousness: 0, extraversion: 0, agreeableness: -2, neuroticism: -2 },
    });
    expect(voiceOf(hedging).certainty).toBe('hedging');
    expect(voiceOf(sure).certainty).toBe('sure');
    const questions = [
      'Tell me about yourself',
      'How often do you eat out?',
      'Would you buy it?',
      'What would you change?',
      'Where would you buy it?',
      'What do you think of the price?',
    ];
    const answers = (persona: typeof hedging) =>
      questions.map(
        (question) =>
          answerInterviewOffline({ persona, topic: FRESHFORK, history: [], question }, personaInterviewVoice)
            .answer,
      );
    const hedges = /I could be wrong|At least, I think so|how I see it today|ask me again next month/;
    expect(answers(hedging).some((answer) => hedges.test(answer))).toBe(true);
    expect(answers(sure).some((answer) => hedges.test(answer))).toBe(false);
    expect(answers(sure)).toEqual(answers(sure));
  });
});
