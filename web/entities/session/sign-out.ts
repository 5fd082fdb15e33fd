// POST /api/auth/sign-out
import { apiRequest } from '@web/lib/api-client';

export async function signOutRequest(): Promise<void> {
  await apiRequest('/api/auth/sign-out', { method: 'POST', body: {} });
}
