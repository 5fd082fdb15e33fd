import { profiles, tokenTransactions, userTokens, workspaces, workspaceUsers } from '@db/schema/index';
import type { Executor } from '@db/client';

export const SIGNUP_GRANT_OPERATION = 'signup_grant';

/**
 * Everything a new account starts with: its profile, its credit balance (with the matching ledger row)
 * and its PERSONAL workspace. Runs inside the sign-up transaction.
 */
export async function provisionUser(
  tx: Executor,
  user: { id: string; name: string },
  signupCredits: number,
): Promise<void> {
  await tx.insert(profiles).values({ id: user.id, fullName: user.name });
  await tx.insert(userTokens).values({ userId: user.id, balance: signupCredits });
  if (signupCredits > 0) {
    await tx.insert(tokenTransactions).values({
      userId: user.id,
      amount: signupCredits,
      balanceAfter: signupCredits,
      operationType: SIGNUP_GRANT_OPERATION,
      actionId: SIGNUP_GRANT_OPERATION,
      metadata: {},
    });
  }
  const [workspace] = await tx
    .insert(workspaces)
    .values({ name: 'Personal', workspaceType: 'PERSONAL', ownerId: user.id })
    .returning({ id: workspaces.id });
  await tx.insert(workspaceUsers).values({ workspaceId: workspace!.id, userId: user.id, role: 'owner' });
}
