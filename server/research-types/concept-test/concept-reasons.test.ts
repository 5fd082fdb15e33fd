import { describe, expect, it } from 'vitest';
import type { Persona } from '@contracts/personas';
import type { PersonaAnswer } from '@contracts/twin-answers';
import { generateLibrary } from '@db/seed/generate-library';
import { toPersona } from '../../services/personas/list-personas';
import { runConceptTest } from '@engine/research-types/concept-test/run-concept-test';
import { createOfflineProvider } from '@engine/offline/offline-provider';
import { CLAIM_EFFECTS } from '@engine/offline/model/coefficients';
import { monthlyIncomeEur } from '@engine/offline/model/persona-features';
import { PERSONA_VALUE_WORDS, type PersonaValue } from '@engine/offline/knowledge/lexicons';
import { phrasesIn } from '@engine/offline/text-analysis';
import { readConcept } from '@engine/offline/reading/concept-reader';

/**
 * Reasons without templates (issue 42): 50 library twins, spread over the four countries and every age, answer
 * concept tests on the offline engine as a user's run would, and the answers are read as a user reads them.
 */

const library = generateLibrary();
const PANEL = Array.from({ length: 50 }, (_, i) =>
  toPersona(library[Math.floor((i * library.length) / 50)]!),
);

const LATTE = 'Oat milk latte, $4';
const PLUMBER =
  'Emergency plumber call-out: a licensed plumber at your door within two hours, $120 call-out fee';
const TABLE = 'A solid oak dining table that seats eight, hand-finished, with a 10-year guarantee, $2,400';
const EARBUDS = 'Wireless earbuds, $79';
const DROPS = 'that often drop the connection';
const DIES = 'whose battery dies after two hours';
const RENTAL = 'A car rental for $300 a week';
const FEES = 'with surprise fees';
const UNINSURED = 'insurance not included';

/** Concepts with stated defects: each defect with the words an answer names it by, and the concept without it. */
const DEFECT_CONCEPTS = [
  {
    concept: `${EARBUDS}, ${DROPS} and ${DIES}`,
    defects: [
      { named: /connection/i, without: `${EARBUDS}, ${DIES}` },
      { named: /battery/i, without: `${EARBUDS}, ${DROPS}` },
    ],
  },
  {
    concept: `${RENTAL} ${FEES} and ${UNINSURED}`,
    defects: [
      { named: /fees/i, without: `${RENTAL}, ${UNINSURED}` },
      { named: /insurance/i, without: `${RENTAL} ${FEES}` },
    ],
  },
];
const SERVICES = [PLUMBER, DEFECT_CONCEPTS[1]!.concept];
const PASTA = 'Own-brand dried pasta, 1 kg, great value, $1.50';
const CONCEPTS = [LATTE, PLUMBER, TABLE, PASTA, ...DEFECT_CONCEPTS.map((d) => d.concept)];

const provider = createOfflineProvider();
const runs = new Map<string, Promise<PersonaAnswer[]>>();
const answersTo = (concept: string): Promise<PersonaAnswer[]> => {
  if (!runs.has(concept))
    runs.set(
      concept,
      runConceptTest({ provider, personas: PANEL, concept }).then((result) => result.answers),
    );
  return runs.get(concept)!;
};

const sentencesOf = (text: string): string[] => text.split(/(?<=[.?!])\s+/).filter(Boolean);
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$£€' ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** The values a concept's claims bear on, by the consumer-response model's own claim weights. */
function valuesBearingOn(concept: string): Set<PersonaValue> {
  const claims = Object.keys(readConcept(concept).claims) as Array<keyof typeof CLAIM_EFFECTS>;
  return new Set(
    claims.flatMap((claim) =>
      Object.keys(CLAIM_EFFECTS[claim].weights)
        .filter((feature) => feature.startsWith('value.'))
        .map((feature) => feature.slice('value.'.length) as PersonaValue),
    ),
  );
}

/** A value clause as it could be said ('hard work' of 'Believes in hard work, planning and saving …'). */
const valueClauses = (persona: Persona): string[] =>
  persona.values_and_beliefs.flatMap((value) =>
    value
      .split(/[;,]| and /)
      .map((clause) =>
        clause
          .trim()
          .replace(/^(believes in|values|cares about|prefers|thrives on|willing to|comfortable with) /i, '')
          .toLowerCase(),
      )
      .filter((clause) => clause.split(/\s+/).length >= 2),
  );

describe('concept-test reasons without templates, on 50 library twins', () => {
  it('asks about instalments only above about a week of the twin’s income, and never about delivery of a service', async () => {
    for (const concept of CONCEPTS) {
      const price = readConcept(concept).price;
      for (const [i, answer] of (await answersTo(concept)).entries()) {
        const persona = PANEL[i]!;
        const said = [answer.text, ...answer.suggestions].join(' ');
        const where = `${concept} / ${persona.name}: ${said}`;
        if (/instal+ments?/i.test(said)) {
          expect(price?.period, where).toBe('one-off');
          expect(price!.amountEur, where).toBeGreaterThanOrEqual((monthlyIncomeEur(persona) * 12) / 52);
        }
        if (SERVICES.includes(concept)) expect(said, where).not.toMatch(/\bdeliver/i);
      }
    }
  });

  it('says a personal value only where it bears on the product', async () => {
    for (const concept of CONCEPTS) {
      const bearing = [...valuesBearingOn(concept)].flatMap((value) => PERSONA_VALUE_WORDS[value]);
      for (const [i, answer] of (await answersTo(concept)).entries()) {
        const persona = PANEL[i]!;
        const text = answer.text.toLowerCase();
        for (const clause of valueClauses(persona)) {
          if (!text.includes(clause) || concept.toLowerCase().includes(clause)) continue;
          expect(
            phrasesIn(clause, bearing).length,
            `${concept} / ${persona.name} says "${clause}": ${answer.text}`,
          ).toBeGreaterThan(0);
        }
      }
    }
  });

  it('mentions habits only when not zero and relevant, in plain English', async () => {
    for (const concept of CONCEPTS)
      for (const answer of await answersTo(concept)) {
        const where = `${concept}: ${answer.text}`;
        expect(answer.text, where).not.toMatch(/\b(about )?0 times\b/);
        expect(answer.text, where).not.toMatch(/\b1 times\b/);
        // Café and takeaway visits speak to food and drink bought out, never to a plumber or a table.
        if (concept !== LATTE) expect(answer.text, where).not.toMatch(/\b(café|takeaway|takeout)\b/i);
      }
  });

  it('shares no sentence word for word between two twins of one run', async () => {
    const shared: string[] = [];
    for (const concept of CONCEPTS) {
      const saidBy = new Map<string, string>();
      for (const [i, answer] of (await answersTo(concept)).entries()) {
        const sentences = sentencesOf(answer.text).map((s) => wordsOf(s));
        // A bare verdict of six words or fewer ('Probably not.', "This one's a no from me.") is how anyone answers.
        for (const sentence of new Set(sentences.filter((s) => s.length > 6).map((s) => s.join(' ')))) {
          const other = saidBy.get(sentence);
          if (other) shared.push(`${concept}: "${sentence}": ${other} and ${PANEL[i]!.name}`);
          saidBy.set(sentence, PANEL[i]!.name);
        }
      }
    }
    expect(shared).toEqual([]);
  });

  it('shares no five-word opening between more than 10% of the answers', async () => {
    for (const concept of CONCEPTS) {
      const answers = await answersTo(concept);
      const openings = new Map<string, number>();
      for (const { text } of answers) {
        const opening = wordsOf(text).slice(0, 5).join(' ');
        openings.set(opening, (openings.get(opening) ?? 0) + 1);
      }
      const [opening, count] = [...openings].sort((a, b) => b[1] - a[1])[0]!;
      expect(count / answers.length, `${concept}: "${opening}" opens ${count} answers`).toBeLessThanOrEqual(
        0.1,
      );
    }
  });

  it('names every stated defect that lowers a twin’s intent by half a point or more', async () => {
    let decisive = 0;
    for (const { concept, defects } of DEFECT_CONCEPTS) {
      const answers = await answersTo(concept);
      for (const { named, without } of defects) {
        const spared = await answersTo(without);
        for (const [i, answer] of answers.entries()) {
          const lowered = spared[i]!.purchaseIntent.expected - answer.purchaseIntent.expected;
          if (lowered < 0.5) continue;
          decisive += 1;
          expect(answer.text, `${PANEL[i]!.name} (−${lowered.toFixed(2)}): ${answer.text}`).toMatch(named);
        }
      }
    }
    // The defects do move twins: the check is not vacuous.
    expect(decisive).toBeGreaterThan(20);
  });
});
