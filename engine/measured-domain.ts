import { readConcept } from './offline/reading/concept-reader';

/** The product groups of the Twin-2K pricing task: branded goods bought in a grocery or pharmacy aisle. */
const EVERYDAY_GROUPS = new Set(['groceries', 'household', 'personal-care', 'otc-health']);

export const MEASURED_DOMAIN_NOTES = {
  venueOffer:
    'Measured domain: an offer from a café, bar, take-away or restaurant, like the coupon survey the engine was validated on.',
  everydayProduct:
    'Measured domain: an everyday grocery or pharmacy product at a price, like the pricing task the engine was validated on.',
  outside:
    'Outside the measured domains: the engine was measured on venue offers and on everyday products at a price, not on a concept like this one.',
} as const;

/** The domains the validation data measured: the coupon survey's and the pricing task's. */
export type MeasuredDomain = 'venueOffer' | 'everydayProduct';

/** Which measured domain a concept falls in, or null. */
export function measuredDomainKindOf(concept: string): MeasuredDomain | null {
  const reading = readConcept(concept);
  if (reading.isVenueOffer) return 'venueOffer';
  if (reading.price && reading.reference && EVERYDAY_GROUPS.has(reading.reference.group))
    return 'everydayProduct';
  return null;
}

/** Whether a concept falls in a domain the engine was validated on (docs/validation/report.md), said in plain words. */
export function measuredDomainOf(concept: string): { measured: boolean; note: string } {
  const kind = measuredDomainKindOf(concept);
  return { measured: kind !== null, note: MEASURED_DOMAIN_NOTES[kind ?? 'outside'] };
}
