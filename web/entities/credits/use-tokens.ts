// The token provider state (spec "Token provider state"), provided by TokenProvider in this folder.
import { createContext, useContext } from 'react';
import type { Subscription } from '@contracts/account';

/** What consumeTokens answers: the spec's consume fields, plus actionPerformed for covered or already-done actions. */
export type ConsumeResult = {
  success: boolean;
  actionPerformed?: boolean;
  subscriptionUsed?: boolean;
  message?: string;
  newBalance?: number;
  currentBalance?: number;
  error?: string;
  errorCode?: string;
};

export type TokenState = {
  /** The credit balance; null until loaded, and when signed out or the load failed. */
  tokens: number | null;
  subscription: Subscription | null;
  loading: boolean;
  /** The last load failure ('Failed to fetch user resources.' when it had no message). */
  error: string | null;
  /** When the balance last changed or was loaded (ms since epoch). */
  lastUpdated: number | null;
  /** An active or trialing subscription. */
  isUnlimited: boolean;
  isVisible: true;
  /** Spends credits for an operation; never throws (failures come back as success false with an error). */
  consumeTokens: (
    amount: number,
    operationType: string,
    actionId?: string | null,
    operationMetadata?: Record<string, unknown>,
  ) => Promise<ConsumeResult>;
  /** Spec "Token check": false without a user; true with a current subscription or a balance of at least `required` (default 1). */
  hasEnoughTokens: (required?: number) => boolean;
  /** Re-reads balance and subscription. */
  refreshTokens: () => Promise<void>;
};

export const TokenContext = createContext<TokenState | undefined>(undefined);

export function useTokens(): TokenState {
  const value = useContext(TokenContext);
  if (value === undefined) throw new Error('useTokens must be used within a TokenProvider');
  return value;
}

/** '10 credits', '1 credit', or 'Unlimited' with a current subscription. */
export function formatCredits(tokens: { balance: number; isUnlimited: boolean }): string {
  if (tokens.isUnlimited) return 'Unlimited';
  return `${tokens.balance} ${tokens.balance === 1 ? 'credit' : 'credits'}`;
}

const subscriptionStatusLabels: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** 'past_due' → 'Past due'; unknown statuses as they are. */
export function subscriptionStatusLabel(status: string): string {
  return subscriptionStatusLabels[status] ?? status;
}
