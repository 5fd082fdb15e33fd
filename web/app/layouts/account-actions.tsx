import { BalanceChip } from '@web/features/credits/components/balance-chip';
import { buildPath } from '@web/lib/routes';
import { UserMenu } from './user-menu';

/** The header's right side for a signed-in visitor: the credit balance and the account menu. */
export function AccountActions() {
  return (
    <>
      <BalanceChip to={buildPath('profile', {}, { hash: 'billing' })} />
      <UserMenu />
    </>
  );
}
