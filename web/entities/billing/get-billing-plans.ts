// GET /api/billing/plans: subscription plans, credit packs, sign-up credits and whether billing is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingCatalogSchema, type BillingCatalog } from '@contracts/billing-catalog';
import { api, validated } from '@web/lib/api-client';
import { billingKeys } from './billing-keys';

export function getBillingPlans(): Promise<BillingCatalog> {
  return validated(api.GET('/api/billing/plans'), billingCatalogSchema);
}

export const billingPlansQueryOptions = queryOptions({
  queryKey: billingKeys.plans(),
  queryFn: getBillingPlans,
  staleTime: 5 * 60_000,
});

export function useBillingPlans() {
  return useQuery(billingPlansQueryOptions);
}
