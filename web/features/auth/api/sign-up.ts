// POST /api/auth/sign-up/email. It never signs in and answers alike whether or not the email exists,
// so the flow signs in right after; if that fails, the account could not be created with these details.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { signUpSchema } from '@contracts/account';
import { api } from '@web/lib/api-client';

export { signUpSchema };
export type SignUpInput = z.infer<typeof signUpSchema>;

export async function signUp(input: SignUpInput): Promise<void> {
  await api.POST('/api/auth/sign-up/email', {
    body: { name: input.name.trim(), email: input.email, password: input.password },
  });
}

export function useSignUp() {
  return useMutation({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });
}
