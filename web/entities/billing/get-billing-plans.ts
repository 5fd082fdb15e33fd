// GET /api/billing/plans: subscription plans, credit packs, sign-up credits and whether billing is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingCatalogSchema, type BillingCatalog } from '@contracts/billing-catalog';
import { apiRequest } from '@web/lib/api-client';
import { billingKeys } from './billing-keys';

export function getBillingPlans(): Promise<BillingCatalog> {
  return apiRequest('/api/billing/plans', { schema: billingCatalogSchema });
}

export const billingPlansQueryOptions = queryOptions({
  queryKey: billingKeys.plans(),
  queryFn: getBillingPlans,
  staleTime: 5 * 60_000,
});

export function useBillingPlans() {
  return useQuery(billingPlansQueryOptions);
}
