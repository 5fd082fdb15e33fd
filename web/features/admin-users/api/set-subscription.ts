// PUT /api/admin/users/:id/subscription {status, plan} → {status, plan}: a manual (e.g. invoiced) subscription.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isCurrentSubscription } from '@contracts/account';
import {
  adminSubscriptionResultSchema,
  adminSubscriptionSchema,
  type AdminSubscriptionRequest,
} from '@contracts/admin-users';
import { api, validated } from '@web/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './search-users';
import { updateUserRow } from './update-user-row';

export { adminSubscriptionSchema };
export const SUBSCRIPTION_STATUSES = adminSubscriptionSchema.shape.status.options;

export function setSubscription(userId: string, input: AdminSubscriptionRequest) {
  return validated(
    api.PUT('/api/admin/users/{id}/subscription', { params: { path: { id: userId } }, body: input }),
    adminSubscriptionResultSchema,
  );
}

export function useSetSubscription(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', userId, 'subscription'],
    mutationFn: (input: AdminSubscriptionRequest) => setSubscription(userId, input),
    onSuccess: async ({ status }) => {
      // The table lists current subscriptions only; the plan's display name comes from the server on re-read.
      if (!isCurrentSubscription(status)) updateUserRow(queryClient, userId, { subscription: null });
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
    },
  });
}
