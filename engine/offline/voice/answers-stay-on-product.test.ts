import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { SAMPLE_PERSONAS } from '../../test-personas';
import { answerConceptOffline } from '../offline-provider';
import { readConcept } from '../reading/concept-reader';

/**
 * Twenty categories of everyday and business products. Each answer must stay on its product: name it (by name or
 * kind), never borrow words of an unrelated venue, quote its claims with their negation, and, when the price is far
 * above what the thing usually costs, never call it easy on the budget.
 */
const CONCEPTS: Array<{ category: string; concept: string; claim?: RegExp; farAbove?: boolean }> = [
  { category: 'groceries', concept: 'A dozen free-range eggs for $24.99', farAbove: true },
  {
    category: 'snacks',
    concept: 'Plant-based protein bars with no added sugar, €2.49 each',
    claim: /no added sugar/i,
  },
  {
    category: 'bakery',
    concept: 'FreshLoaf: a weekly sourdough bread subscription, €6 a week, first week free',
  },
  { category: 'apparel', concept: 'Merino wool socks, 3 pairs for €15' },
  { category: 'beverages', concept: 'Still spring water, 6 x 1.5 litre bottles for €3.20' },
  {
    category: 'household',
    concept: 'Eco laundry detergent, 40 washes, €8.99, no harsh chemicals',
    claim: /no harsh chemicals/i,
  },
  { category: 'personal care', concept: 'Fluoride toothpaste, 75 ml, €2.10' },
  { category: 'electronics', concept: 'Noise-cancelling wireless headphones, €129' },
  { category: 'home', concept: 'A cordless stick vacuum cleaner with a 40-minute battery, €199' },
  { category: 'toys and baby', concept: 'Eco nappies for newborns, pack of 50, €14.99' },
  { category: 'pets', concept: 'Grain-free dry dog food, 12 kg bag, €49' },
  {
    category: 'travel',
    concept: 'A weekend city break in Lisbon: two nights in a 4-star hotel with flights, €349 per person',
  },
  { category: 'software', concept: 'TaskNest, a to-do list app for families, €3.99 per month' },
  {
    category: 'finance',
    concept: 'A current account with no monthly fee and instant savings round-ups',
    claim: /no monthly fee/i,
  },
  { category: 'fitness', concept: 'A gym membership with unlimited classes, €39 per month' },
  { category: 'education', concept: 'An online Spanish course with weekly live lessons, €19 per month' },
  { category: 'mobility', concept: 'An e-bike for commuters with a 60 km range, €1,499' },
  { category: 'beauty', concept: 'A vitamin C face serum, 30 ml, €24, fragrance-free' },
  { category: 'B2B', concept: 'LedgerLeaf, invoicing software for small businesses, €12 per user per month' },
  { category: 'automotive', concept: 'A set of four all-season car tyres, fitted, €420' },
];

/** Venue words a twin's answer may use only when the concept is about going out. */
const VENUE_WORDS =
  /\b(coffee place|coffee house|cheap restaurant|sit-down restaurant|takeaway|a bar\b|eat(ing)? out)\b/i;
const EASY_ON_BUDGET = /\b(is easy on|wouldn't dent|would not dent|manage without thinking)\b/i;

describe('concept answers stay on their product', () => {
  it('covers at least 20 categories', () => {
    expect(new Set(CONCEPTS.map((c) => c.category)).size).toBeGreaterThanOrEqual(20);
  });

  for (const { category, concept, claim, farAbove } of CONCEPTS) {
    it(`${category}: ${concept}`, () => {
      const reading = readConcept(concept);
      for (const persona of SAMPLE_PERSONAS) {
        const answer = answerConceptOffline({ persona, concept });
        const said = [answer.text, ...answer.concerns, ...answer.suggestions].join(' ');
        const where = `${persona.name}: ${said}`;
        if (!reading.isVenueOffer) expect(said, where).not.toMatch(VENUE_WORDS);
        // The product is named by its name or its kind, never by the first piece of a compound word.
        expect(said, where).not.toMatch(/\bPlant\b(?!-)/);
        if (claim) {
          // A claim is quoted with its negation: 'no added sugar' is never turned into 'added sugar'.
          const bare = claim.source.replace(/^no /i, '');
          expect(said.match(new RegExp(`(?<!no )\\b${bare}`, 'gi')) ?? [], where).toEqual([]);
        }
        if (farAbove) {
          expect(said, where).not.toMatch(EASY_ON_BUDGET);
          expect(said, where).toMatch(/usual|usually|normally/);
        }
        // A trial the concept states is never listed as missing.
        if (/first week free/.test(concept))
          expect(said, where).not.toMatch(/free trial|Unproven technology/i);
      }
    });
  }

  it('asks about delivery only for goods, and names a price it would pay per the concept’s own period', () => {
    for (const persona of LIBRARY_PANEL) {
      for (const concept of [
        'A hotel room near the airport, $120 a night, with free shuttle',
        'A project management app for small teams, $10 per user per month',
        'A gym membership with unlimited classes, €39 per month',
      ]) {
        const { text } = answerConceptOffline({ persona, concept });
        expect(text, `${persona.name}: ${text}`).not.toMatch(/\bdeliver/);
        expect(text, `${persona.name}: ${text}`).not.toMatch(
          /(fits|let it into) (our|my) (house|place|flat|apartment|student room|parents' place)/,
        );
      }
      const { text } = answerConceptOffline({
        persona,
        concept: 'A meal-kit subscription with 3 dinners for two, $60 a week',
      });
      expect(text, `${persona.name}: ${text}`).not.toMatch(
        /(came down to about|were nearer|it cost) [^.,;]* a month/,
      );
    }
  });

  it("quotes the concept's words in its own case, with no capital from the start of its sentence", () => {
    for (const persona of LIBRARY_PANEL) {
      const { text } = answerConceptOffline({
        persona,
        concept: 'A savings account paying 4.5% APY, no monthly fee.',
      });
      expect(text, `${persona.name}: ${text}`).not.toMatch(/4\.5% apy|\w A savings account/);
    }
  });

  it('names a product said in the plural with verbs that agree', () => {
    for (const concept of [
      'A 12-pack of AA batteries for $6, often dead on arrival',
      'Wireless earbuds, $49',
    ])
      for (const persona of LIBRARY_PANEL) {
        const { text } = answerConceptOffline({ persona, concept });
        expect(text, `${persona.name}: ${text}`).not.toMatch(
          /\bthese [a-z -]+? (has|fits|would earn its)\b/i,
        );
      }
  });

  it("never opens two sentences of one answer alike ('My question for them, from …' twice over)", () => {
    for (const { concept } of CONCEPTS)
      for (const persona of LIBRARY_PANEL) {
        const { text } = answerConceptOffline({ persona, concept });
        const openings = text
          .split(/(?<=[.?!])\s+/)
          .map((sentence) => sentence.split(/\s+/).slice(0, 4).join(' ').toLowerCase());
        expect(
          openings.filter((opening, i) => openings.indexOf(opening) !== i),
          `${persona.name}: ${text}`,
        ).toEqual([]);
      }
  });
});
