// POST /api/auth/request-password-reset: always a generic success (the link goes to the server log without SMTP).
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@web/lib/api-client';

export const requestPasswordResetSchema = z.object({ email: z.email('Enter a valid email address') });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;

export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  await api.POST('/api/auth/request-password-reset', {
    body: { email: input.email, redirectTo: '/reset-password' },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });
}
