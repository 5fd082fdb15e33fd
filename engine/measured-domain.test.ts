import { describe, expect, it } from 'vitest';
import { measuredDomainOf } from './measured-domain';

describe('measured domain of a concept', () => {
  it('places coupons at a venue and everyday products at a price inside, the rest outside', () => {
    expect(measuredDomainOf('A coupon for a coffee house 5 minutes away, valid for 1 day').measured).toBe(
      true,
    );
    expect(measuredDomainOf("Eggland's Best eggs, 12 count, $3.49 at the grocery store").measured).toBe(true);
    expect(measuredDomainOf('A 64 oz bottle of laundry detergent for $12').measured).toBe(true);
    const saas = measuredDomainOf('A CRM for sales teams at $25 per user per month');
    expect(saas).toEqual({ measured: false, note: expect.stringMatching(/^Outside the measured domains/) });
    // Without a price the pricing task says nothing about it.
    expect(measuredDomainOf('A dozen free-range eggs').measured).toBe(false);
  });
});
