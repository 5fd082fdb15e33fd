// POST /api/auth/change-password {currentPassword, newPassword, revokeOtherSessions}
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { passwordSchema } from '@contracts/account';
import { api } from '@web/lib/api-client';

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Repeat the new password'),
    revokeOtherSessions: z.boolean(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: 'The passwords do not match',
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: 'Choose a password different from the current one',
    path: ['newPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<void> {
  await api.POST('/api/auth/change-password', { body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationKey: ['profile', 'change-password'],
    mutationFn: (form: ChangePasswordForm) =>
      changePassword({
        currentPassword: form.currentPassword,
        newPassword: form.newPassword,
        revokeOtherSessions: form.revokeOtherSessions,
      }),
  });
}
