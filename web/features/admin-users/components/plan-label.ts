import type { PlanId } from '@contracts/billing-catalog';

/** 'pro' → 'Pro' (the server's plan names). */
export function planLabel(id: PlanId): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
