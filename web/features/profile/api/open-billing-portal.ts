// POST /api/billing/portal → {url}: the Stripe billing portal (409 NO_BILLING_ACCOUNT before any purchase).
import { useMutation } from '@tanstack/react-query';
import { redirectSchema } from '@contracts/checkout';
import { api, validated } from '@web/lib/api-client';

export function openBillingPortal(): Promise<{ url: string }> {
  return validated(api.POST('/api/billing/portal'), redirectSchema);
}

export function useOpenBillingPortal() {
  return useMutation({
    mutationKey: ['billing', 'portal'],
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
