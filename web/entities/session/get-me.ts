// GET /api/me: profile, admin flag and subscription, read in parallel by the server (401 when signed out).
import { meSchema, type Me } from '../../../contracts/account';
import { apiRequest } from '../../lib/api-client';

export { meSchema };

export function getMe(): Promise<Me> {
  return apiRequest('/api/me', { schema: meSchema });
}
