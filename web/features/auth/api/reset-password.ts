// POST /api/auth/reset-password with the token from the emailed link.
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { passwordSchema } from '@contracts/account';
import { api } from '@web/lib/api-client';

export const newPasswordFormSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string().min(1, 'Repeat the new password') })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await api.POST('/api/auth/reset-password', { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
