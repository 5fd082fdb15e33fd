// GET /api/tokens: the credit balance and the current subscription.
import { tokensSchema, type Tokens } from '../../../contracts/tokens';
import { apiRequest } from '../../lib/api-client';

export function getTokens(): Promise<Tokens> {
  return apiRequest('/api/tokens', { schema: tokensSchema });
}
