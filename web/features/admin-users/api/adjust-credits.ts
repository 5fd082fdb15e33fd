// POST /api/admin/users/:id/credits {amount, reason} → {balance}; 409 when the balance would go below 0.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCreditSchema } from '../../../../contracts/admin-users';
import { apiRequest } from '../../../lib/api-client';
import { updateUserRow } from './update-user-row';

export { adminCreditSchema };
export type AdjustCreditsInput = z.infer<typeof adminCreditSchema>;
const balanceSchema = z.object({ balance: z.number() });

export function adjustCredits(userId: string, input: AdjustCreditsInput): Promise<{ balance: number }> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/credits`, { method: 'POST', body: input, schema: balanceSchema });
}

export function useAdjustCredits(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'users', userId, 'credits'],
    mutationFn: (input: AdjustCreditsInput) => adjustCredits(userId, input),
    onSuccess: ({ balance }) => updateUserRow(queryClient, userId, { balance }),
  });
}
