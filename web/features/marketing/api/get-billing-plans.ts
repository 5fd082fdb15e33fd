// GET /api/billing/plans: the plans and credit packs on offer, and whether billing is configured.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { billingCatalogSchema, type BillingCatalog } from '../../../../contracts/billing';
import { apiRequest } from '../../../lib/api-client';

export function getBillingPlans(): Promise<BillingCatalog> {
  return apiRequest('/api/billing/plans', { schema: billingCatalogSchema });
}

export const billingPlansQueryOptions = queryOptions({ queryKey: ['billing-plans'], queryFn: getBillingPlans, staleTime: 5 * 60_000 });

export function useBillingPlans() {
  return useQuery(billingPlansQueryOptions);
}
