// POST /api/billing/checkout {kind:'subscription', plan} | {kind:'pack', pack} → {url}; the browser goes there.
import { useMutation } from '@tanstack/react-query';
import { redirectSchema, type CheckoutRequest } from '@contracts/checkout';
import { api, validated } from '@web/lib/api-client';

export function startCheckout(request: CheckoutRequest): Promise<{ url: string }> {
  return validated(api.POST('/api/billing/checkout', { body: request }), redirectSchema);
}

export function useStartCheckout() {
  return useMutation({
    mutationKey: ['billing', 'checkout'],
    mutationFn: startCheckout,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
