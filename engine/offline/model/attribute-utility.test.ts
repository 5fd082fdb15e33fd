import { describe, expect, it } from 'vitest';
import { LIBRARY_PANEL } from '../../consistency/library-panel';
import { roleOf } from '../reading/attribute-kinds';
import { readAttributes } from '../reading/attributes';
import { readConcept } from '../reading/concept-reader';
import { attributeUtilities, UNSTATED_FEE_SHARE } from './attribute-utility';
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

describe('fees an offer charges without saying how much', () => {
  const unstatedFee = (concept: string) =>
    attributeUtilities(readConcept(concept), twin).find((u) => u.attribute.kind === 'unstated fee');

  it('are money in proportion to what the offer puts in play, not a fixed step', () => {
    // On a $150 call-out, a share of the price.
    expect(unstatedFee('A plumber call-out, $150, with hidden fees.')?.attribute).toMatchObject({
      amount: expect.closeTo(UNSTATED_FEE_SHARE * 150, 6),
    });
    // On a savings account, a share of four months of its usual $5 fee and of what its 4.5% makes on $8,000 beyond
    // the usual 2% over them: more money in play, a larger fee.
    const interest = ((4.5 - 2) / 100) * 8_000 * (4 / 12);
    expect(
      unstatedFee('A savings account paying 4.5% interest, hidden fees on withdrawals.')?.attribute,
    ).toMatchObject({ amount: expect.closeTo(UNSTATED_FEE_SHARE * (5 * 4 + interest), 6) });
    expect(
      unstatedFee('A savings account paying 4.5% interest, hidden fees on withdrawals.')!.money,
    ).toBeLessThan(unstatedFee('A savings account paying 2% interest, hidden fees on withdrawals.')!.money);
    // Said twice, one fee.
    expect(
      attributeUtilities(readConcept('A $150 call-out with hidden fees and surprise charges.'), twin).filter(
        (u) => u.attribute.kind === 'unstated fee',
      ),
    ).toHaveLength(1);
  });

  it('keep a fee sprung on the buyer a service failure besides, and a fee only said to be extra money alone', () => {
    expect(termsCiting('A plumber call-out, $150, with hidden fees.', 'hidden fees')).toEqual([
      'quality',
      'quality',
    ]);
    expect(
      termsCiting('A home insurance policy, $40 a month, with extra charges on every claim.', 'extra'),
    ).toEqual(['quality']);
    // With no price to weigh money against, the words are a defect, as before.
    expect(termsCiting('A hand-knitted tea cosy with extra charges.', 'extra')).toEqual(['quality']);
    expect(unstatedFee('A hand-knitted tea cosy with extra charges.')).toBeUndefined();
  });
});
