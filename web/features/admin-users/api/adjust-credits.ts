// POST /api/admin/users/:id/credits {amount, reason} → {balance}; 409 when the balance would go below 0.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCreditResultSchema, adminCreditSchema } from '@contracts/admin-users';
import { api, validated } from '@web/lib/api-client';
import { updateUserRow } from './update-user-row';

export { adminCreditSchema };
export type AdjustCreditsInput = z.infer<typeof adminCreditSchema>;

export function adjustCredits(userId: string, input: AdjustCreditsInput): Promise<{ balance: number }> {
  return validated(
    api.POST('/api/admin/users/{id}/credits', { params: { path: { id: userId } }, body: input }),
    adminCreditResultSchema,
  );
}

export function useAdjustCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', userId, 'credits'],
    mutationFn: (input: AdjustCreditsInput) => adjustCredits(userId, input),
    onSuccess: ({ balance }) => updateUserRow(queryClient, userId, { balance }),
  });
}
