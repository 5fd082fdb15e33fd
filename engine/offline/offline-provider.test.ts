import { describe, expect, it } from 'vitest';
import { personaAnswerSchema, type PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { SAMPLE_PERSONAS, testPersona } from '../test-personas';
import { answerConceptOffline, createOfflineProvider } from './offline-provider';
import { centreBigFive } from './model/persona-features';

const LUXURY_BAG =
  'Aurelia is a handcrafted Italian leather handbag, made in Florence in a limited edition of 200, for €1,450.';
const ECOBREW =
  'EcoBrew is a smart coffee maker for busy professionals. It costs €1,450 and includes app control, a self-cleaning cycle and sustainably sourced beans.';
const PLANTPAL =
  'PlantPal is a monthly plant-care kit for busy urban families: every month you get 2 easy-care houseplants, organic fertiliser and app reminders. £19.99 per month, cancel anytime.';

const mean = (values: number[]): number => values.reduce((sum, v) => sum + v, 0) / values.length;
const answersFor = (concept: string, personas: Persona[]): PersonaAnswer[] =>
  personas.map((persona) => answerConceptOffline({ persona, concept }));

/** The same twins twice, differing only in the attribute under test. */
function variants(overrides: (i: number) => Partial<Persona>, prefix: string): Persona[] {
  return SAMPLE_PERSONAS.map((persona, i) => ({
    ...persona,
    id: `${prefix}-${persona.id}`,
    ...overrides(i),
  }));
}

describe('offline provider', () => {
  it('answers identically for the same inputs', async () => {
    const provider = createOfflineProvider();
    const persona = SAMPLE_PERSONAS[0]!;
    const first = await provider.answerConcept({ persona, concept: ECOBREW });
    const second = await createOfflineProvider().answerConcept({ persona, concept: ECOBREW });
    expect(second).toEqual(first);
    expect(personaAnswerSchema.parse(first)).toEqual(first);
  });

  it('keeps sentiment scores inside the spec bands', () => {
    for (const answer of [
      ...answersFor(ECOBREW, SAMPLE_PERSONAS),
      ...answersFor(LUXURY_BAG, SAMPLE_PERSONAS),
    ]) {
      const band = { positive: [75, 94], neutral: [46, 73], negative: [25, 44] }[answer.sentiment];
      expect(answer.sentimentScore).toBeGreaterThanOrEqual(band[0]!);
      expect(answer.sentimentScore).toBeLessThanOrEqual(band[1]!);
      expect(answer.purchaseIntent.distribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 6);
    }
  });

  it('interests high-income twins in a €1,450 luxury bag more than low-income ones', () => {
    const high = answersFor(
      LUXURY_BAG,
      variants(() => ({ segments: { income_bracket: 'High' } }), 'high'),
    );
    const low = answersFor(
      LUXURY_BAG,
      variants(() => ({ segments: { income_bracket: 'Low' } }), 'low'),
    );
    expect(mean(high.map((a) => a.interestLevel))).toBeGreaterThan(mean(low.map((a) => a.interestLevel)));
    expect(mean(high.map((a) => a.purchaseIntent.expected))).toBeGreaterThan(
      mean(low.map((a) => a.purchaseIntent.expected)) + 0.5,
    );
  });

  it('moves twins with environmental values more with a sustainably-sourced claim', () => {
    const plain = 'Roastery Club delivers freshly roasted coffee beans to your door every month for €18.';
    const sustainable =
      'Roastery Club delivers freshly roasted, sustainably sourced coffee beans to your door every month for €18.';
    const green = variants(
      () => ({ values_and_beliefs: ['Protecting the environment', 'Fighting climate change'] }),
      'green',
    );
    const neutral = variants(() => ({ values_and_beliefs: ['Hard work', 'Honesty'] }), 'other');
    const lift = (personas: Persona[]): number =>
      mean(answersFor(sustainable, personas).map((a) => a.purchaseIntent.expected)) -
      mean(answersFor(plain, personas).map((a) => a.purchaseIntent.expected));
    expect(lift(green)).toBeGreaterThan(lift(neutral) + 0.1);
  });

  it("flags a vague concept as 'too vague'", () => {
    for (const answer of answersFor('An app for plants.', SAMPLE_PERSONAS)) {
      expect(answer.concerns.some((c) => /too vague/i.test(c))).toBe(true);
      expect(answer.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('answers two concepts differently for the same twin', () => {
    const persona = SAMPLE_PERSONAS[2]!;
    const bag = answerConceptOffline({ persona, concept: LUXURY_BAG });
    const kit = answerConceptOffline({ persona, concept: PLANTPAL });
    expect(bag.text).not.toEqual(kit.text);
    expect(bag.purchaseIntent.expected).not.toEqual(kit.purchaseIntent.expected);
  });

  it('lets different twins reach different verdicts on the same concept', () => {
    // At a price inside a coffee maker's usual range: at €1,450 (eighteen times the usual) nobody is keen.
    const ordinary = ECOBREW.replace('€1,450', '€249');
    const sentiments = new Set(answersFor(ordinary, SAMPLE_PERSONAS).map((a) => a.sentiment));
    expect(sentiments.size).toBeGreaterThan(1);
  });

  it("cites the concept's price or named features and speaks as the persona", () => {
    for (const answer of answersFor(ECOBREW, SAMPLE_PERSONAS)) {
      expect(answer.text).toMatch(
        /€1,450|app control|self-cleaning cycle|sustainably sourced beans|smart coffee maker/,
      );
      expect(answer.text).toMatch(/\bI\b|\bI'm\b|\bI'd\b/);
      for (const reason of [...answer.reasonsFor, ...answer.reasonsAgainst]) {
        expect(reason.conceptDetail.length).toBeGreaterThan(0);
        expect(reason.personaAttribute.length).toBeGreaterThan(0);
      }
    }
    const joseph = answersFor(ECOBREW, [SAMPLE_PERSONAS[1]!])[0]!;
    expect(joseph.text).toMatch(/Valletta|71|retire/);
  });

  it('tells retirees and managers apart on B2B software', () => {
    const saas =
      'LedgerFlow is a SaaS invoicing dashboard for small businesses with automatic VAT reports and bank integration at $29/month per user.';
    const manager = testPersona({
      id: 'mgr',
      occupation: 'Operations manager',
      age: 45,
      segments: { income_bracket: 'Middle' },
    });
    const retiree = testPersona({
      id: 'ret',
      occupation: 'Retired teacher',
      age: 72,
      activity_status: 'Retired',
      segments: { income_bracket: 'Middle' },
    });
    const [forManager, forRetiree] = answersFor(saas, [manager, retiree]);
    expect(forManager!.purchaseIntent.expected).toBeGreaterThan(forRetiree!.purchaseIntent.expected + 1);
  });

  it('answers follow-ups through the interview engine: by intent, consistent with the first answer, never echoing the question', async () => {
    const provider = createOfflineProvider();
    const persona = SAMPLE_PERSONAS[1]!;
    const firstAnswer = await provider.answerConcept({ persona, concept: ECOBREW });
    expect(firstAnswer.sentiment).toBe('negative');
    const ask = (question: string, previousFollowUps: Array<{ question: string; response: string }> = []) =>
      provider.answerFollowUp({ persona, concept: ECOBREW, firstAnswer, previousFollowUps, question });
    const price = await ask('What do you think about the price?');
    expect(price.intent).toBe('price');
    expect(price.response).toContain('€1,450');
    expect(price.response).not.toMatch(/^About /);
    const buy = await ask('Would you buy it?');
    expect(buy.intent).toBe('purchase');
    expect(buy.response).toMatch(/\b(no|not|wouldn't|would not)\b/i);
    const change = await ask('What would you change about it?');
    expect(change.intent).toBe('change');
    const again = await ask('Is the price worth it?', [
      { question: price.question, response: price.response },
    ]);
    // Asked again in other words: a plain answer that builds on the first, not an 'As I said' template.
    expect(again.response).toMatch(/^No\b/);
    expect(again.response).not.toMatch(/As I said/);
    expect((await ask('Tell me about yourself')).intent).toBe('about-me');
    expect(await ask('What do you think about the price?')).toEqual(price);
  });

  it('builds an overall analysis with distributions and segment breakdowns', async () => {
    const provider = createOfflineProvider();
    const answers = answersFor(ECOBREW, SAMPLE_PERSONAS);
    const overall = await provider.analyzeRun({ concept: ECOBREW, personas: SAMPLE_PERSONAS, answers });
    const { positive, neutral, negative } = overall.sentimentAnalysis.distribution;
    expect(positive + neutral + negative).toBe(100);
    expect(overall.interestDistribution.reduce((s, p) => s + p, 0)).toBe(100);
    expect(overall.segmentBreakdown.income.map((s) => s.segment).sort()).toEqual(['High', 'Low', 'Middle']);
    expect(overall.segmentBreakdown.ageGroup.reduce((s, g) => s + g.n, 0)).toBe(SAMPLE_PERSONAS.length);
    expect(overall.qualitativeFeedback.perceivedKeyMessages.length).toBeGreaterThan(0);
    expect(overall.topics).toContain('price');
    expect(overall.concerns[0]!.count).toBeGreaterThan(1);
    expect(overall.generatedBy).toMatchObject({ provider: 'offline' });
  });
});

describe('Big Five z-scores', () => {
  it('maps the mean to 0, keeps the order and stays within -1..1', () => {
    const mean = { openness: 0, conscientiousness: 0, extraversion: 0, agreeableness: 0, neuroticism: 0 };
    expect(centreBigFive(mean).openness).toBe(0);
    const centred = centreBigFive({ ...mean, openness: 1.4, neuroticism: -0.8, extraversion: 9 });
    expect(centred.openness).toBeGreaterThan(0.6);
    expect(centred.neuroticism).toBeLessThan(0);
    expect(centred.extraversion).toBeLessThanOrEqual(1);
    expect(centred.extraversion).toBeGreaterThan(centred.openness);
  });

  it('gives the same answers to the same concept with other spacing or capitals', () => {
    const spaced = `  ${ECOBREW.replace(/ /g, '  ').replace('smart', 'Smart')}\n`;
    for (const persona of SAMPLE_PERSONAS) {
      const plain = answerConceptOffline({ persona, concept: ECOBREW });
      const other = answerConceptOffline({ persona, concept: spaced });
      expect({ ...other, text: '' }).toMatchObject({
        ...plain,
        text: '',
        reasonsFor: expect.anything(),
        reasonsAgainst: expect.anything(),
      });
      expect(other.purchaseIntent).toEqual(plain.purchaseIntent);
      expect(answerConceptOffline({ persona, concept: ECOBREW.replace(/ /g, '   ') })).toEqual(plain);
    }
  });

  it('makes regulars of a kind of place more likely to take its coupon than those who never go', () => {
    const coupon = 'A coupon for a coffee house 5 minutes away on your way to work, valid for 1 day.';
    const regulars = variants(
      () => ({ segments: { income_bracket: 'Middle', habits: { coffee_house: 6 } } }),
      'regular',
    );
    const never = variants(
      () => ({ segments: { income_bracket: 'Middle', habits: { coffee_house: 0 } } }),
      'never',
    );
    expect(mean(answersFor(coupon, regulars).map((a) => a.purchaseIntent.expected))).toBeGreaterThan(
      mean(answersFor(coupon, never).map((a) => a.purchaseIntent.expected)) + 0.3,
    );
  });

  it('reacts to distance, expiry and company as real consumers do', () => {
    const intent = (concept: string) =>
      mean(answersFor(concept, SAMPLE_PERSONAS).map((a) => a.purchaseIntent.expected));
    const near = 'A coupon for a restaurant where meals cost under $20, 5 minutes away, valid for 1 day.';
    expect(intent(near)).toBeGreaterThan(intent(near.replace('5 minutes away', '25 minutes away')));
    expect(intent(near)).toBeGreaterThan(intent(near.replace('valid for 1 day', 'valid for 2 hours')));
    const bar = 'Driving alone at 10 PM: a coupon for a bar 5 minutes away, valid for 1 day.';
    expect(intent(bar)).toBeGreaterThan(intent(bar.replace('Driving alone', 'Driving with your kids')));
  });
});
