// POST /api/auth/sign-in/email
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { signInSchema } from '@contracts/account';
import { api } from '@web/lib/api-client';

export { signInSchema };
export type SignInInput = z.infer<typeof signInSchema>;

export async function signIn(input: SignInInput): Promise<void> {
  await api.POST('/api/auth/sign-in/email', { body: { email: input.email, password: input.password } });
}

export function useSignIn() {
  return useMutation({ mutationKey: ['auth', 'sign-in'], mutationFn: signIn });
}
