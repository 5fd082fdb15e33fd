import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { roleOf } from '../reading/attribute-kinds';
import { readAttributes } from '../reading/attributes';
import { readConcept } from '../reading/concept-reader';
import { evaluate } from './evaluate';
import { readPersona } from './persona-features';

const twin = readPersona(LIBRARY_PANEL.find((persona) => persona.country_code === 'US')!);

/**
 * The topics of the terms of a twin's utility that cite the words (how concrete the whole concept is, its
 * specificity, is no weight of the words).
 */
const termsCiting = (concept: string, words: string) =>
  evaluate(readConcept(concept), twin)
    .terms.filter((term) => term.topic !== 'specificity' && term.conceptDetail.toLowerCase().includes(words))
    .map((term) => term.topic);

describe('each stated term counts once', () => {
  it('weighs free delivery once, as a feature, not also as a value and a convenience claim', () => {
    expect(termsCiting('A robot vacuum for $329 with wifi and free delivery.', 'delivery')).toEqual([
      'quality',
    ]);
  });

  it('weighs a delivery fee once, as money, not also as a convenience', () => {
    const fee = evaluate(readConcept('A robot vacuum for $329 with a $15 delivery fee.'), twin).terms.filter(
      (term) => term.topic !== 'specificity' && term.conceptDetail.toLowerCase().includes('delivery'),
    );
    expect(fee).toHaveLength(1);
    expect(fee[0]!.utility).toBeLessThan(0);
  });

  it('weighs a warranty once, by its years against the usual one', () => {
    expect(termsCiting('A kettle with a 5-year warranty, $45.', 'warranty')).toEqual(['quality']);
    // A 1-year warranty is the usual one: not a quality of its own.
    expect(termsCiting('A kettle with a 1-year warranty, $45.', 'warranty')).toEqual([]);
  });
});

describe('attribute roles', () => {
  const role = (concept: string) => readAttributes(concept).attributes.map((attribute) => roleOf(attribute));

  it('tells how well a product does its job from further functions and from looks', () => {
    expect(
      role('A camera with a higher pixel count, a 30x zoom, wifi, video capture and a swivel screen'),
    ).toEqual(['performance', 'performance', 'function', 'function', 'form']);
    expect(role('A laptop with 16 GB of memory, a backlit keyboard and a rose gold finish')).toEqual([
      'performance',
      'function',
      'form',
    ]);
  });

  it('counts what the buyer pays or bears as performance: more is proportionally worse', () => {
    expect(role('A checking account with a high monthly fee')).toEqual(['performance']);
    expect(role('A streaming plan with ads')).toEqual(['performance']);
  });
});
