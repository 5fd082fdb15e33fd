// POST /api/auth/sign-out
import { api } from '@web/lib/api-client';

export async function signOutRequest(): Promise<void> {
  await api.POST('/api/auth/sign-out');
}
