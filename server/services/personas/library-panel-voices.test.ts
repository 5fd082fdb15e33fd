import { beforeAll, describe, expect, it } from 'vitest';
import type { PersonaAnswer } from '@contracts/twin-answers';
import type { Persona } from '@contracts/personas';
import { expectedValue } from '@engine/offline/model/answer-metrics';
import { likertFromText } from '@engine/llm/likert-from-text';
import { answerConceptOffline, createOfflineProvider } from '@engine/offline/offline-provider';
import { testDatabaseKinds, useTestApp } from '../../testing';
import { listPersonas } from './list-personas';
import { seedPersonas } from './seed-personas';

const CONCEPTS = [
  'EcoBrew is a smart coffee maker for busy professionals. It costs €1,450 and includes app control, a self-cleaning cycle and sustainably sourced beans.',
  'PlantPal is a monthly plant-care kit for busy urban families: every month you get 2 easy-care houseplants, organic fertiliser and app reminders. £19.99 per month, cancel anytime.',
  'Aurelia is a handcrafted Italian leather handbag, made in Florence in a limited edition of 200, for €1,450.',
  'LedgerFlow is a SaaS invoicing dashboard for small businesses with automatic VAT reports and bank integration at $29/month per user.',
  'FreshFork delivers three healthy, ready-to-cook dinners a week for families, with organic vegetables and recipes that take 20 minutes. €59 per week.',
  'StrideBand is a fitness tracker that measures sleep, heart rate and steps, with a 10-day battery and a coaching app. $129.',
  'PawPlan is a pet insurance plan for dogs and cats covering vet bills up to €5,000 a year, for €14 per month.',
  'An app for plants.',
  'Island Hop is a weekend travel package for seniors: two nights in Gozo, guided tours and ferry transfers included, for €299 per person.',
  'CityGlide is an e-scooter subscription for commuters: unlimited 30-minute rides, helmet included, €25 per month.',
];

const PANEL_SIZE = 7;

/** A different, spread-out panel of seven library twins for each concept. */
const panelFor = (library: Persona[], conceptIndex: number): Persona[] =>
  Array.from({ length: PANEL_SIZE }, (_, i) => library[(conceptIndex * 101 + i * 137) % library.length]!);

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

const wordTriples = (text: string): Set<string> => {
  const words =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}€£$'’,.-]+/gu)
      ?.map((w) => w.replace(/[,.]+$/, '')) ?? [];
  return new Set(words.slice(2).map((_, i) => words.slice(i, i + 3).join(' ')));
};

/** Shared word triples over all distinct triples of the pair (Jaccard). */
function tripleOverlap(a: string, b: string): number {
  const [left, right] = [wordTriples(a), wordTriples(b)];
  const shared = [...left].filter((triple) => right.has(triple)).length;
  return shared / (left.size + right.size - shared);
}

function panelFigures(answers: PersonaAnswer[]): {
  repeatedSentences: string[];
  maxOverlap: number;
  closestPair: string;
} {
  const owners = new Map<string, Set<string>>();
  for (const answer of answers) {
    for (const sentence of sentencesOf(answer.text)) {
      if (sentence.length <= 25) continue;
      owners.set(sentence, (owners.get(sentence) ?? new Set()).add(answer.personaId));
    }
  }
  let maxOverlap = 0;
  let closestPair = '';
  for (let i = 0; i < answers.length; i += 1) {
    for (let j = i + 1; j < answers.length; j += 1) {
      const overlap = tripleOverlap(answers[i]!.text, answers[j]!.text);
      if (overlap > maxOverlap)
        [maxOverlap, closestPair] = [overlap, `${answers[i]!.text}\n${answers[j]!.text}`];
    }
  }
  return {
    repeatedSentences: [...owners].filter(([, ids]) => ids.size > 1).map(([sentence]) => sentence),
    maxOverlap,
    closestPair,
  };
}

// The library twins as the API serves them, answering ten concepts in panels of seven.
describe.each(testDatabaseKinds)('a panel of seven library twins on $name', (kind) => {
  const harness = useTestApp(kind);
  let library: Persona[] = [];
  let panels: Array<{ concept: string; answers: PersonaAnswer[] }> = [];

  beforeAll(async () => {
    await seedPersonas(harness.app.context);
    library = await listPersonas(harness.app.context);
    panels = CONCEPTS.map((concept, i) => ({
      concept,
      answers: panelFor(library, i).map((persona) => answerConceptOffline({ persona, concept })),
    }));
  });

  it('never gives two twins the same sentence longer than 25 characters', () => {
    for (const { concept, answers } of panels)
      expect(panelFigures(answers).repeatedSentences, concept).toEqual([]);
  });

  it('keeps the most similar pair of answers at or under a quarter of shared word triples', () => {
    for (const { answers } of panels) {
      const { maxOverlap, closestPair } = panelFigures(answers);
      expect(maxOverlap, closestPair).toBeLessThanOrEqual(0.25);
    }
  });

  it('sounds as keen as its sentiment, read by the same text-to-Likert reader that scores LLM answers', () => {
    for (const { answers } of panels) {
      for (const answer of answers) {
        const read = expectedValue(likertFromText(answer.text));
        if (answer.sentiment === 'positive') expect(read, answer.text).toBeGreaterThan(3);
        if (answer.sentiment === 'negative') expect(read, answer.text).toBeLessThan(3);
        if (answer.sentiment === 'neutral') expect(Math.abs(read - 3), answer.text).toBeLessThan(1);
      }
    }
  });

  it('gives the same twin the same words for the same concept', async () => {
    const persona = library[0]!;
    const provider = createOfflineProvider();
    expect(await provider.answerConcept({ persona, concept: CONCEPTS[1]! })).toEqual(
      answerConceptOffline({ persona, concept: CONCEPTS[1]! }),
    );
  });
});
