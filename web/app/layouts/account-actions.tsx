import { BalanceChip } from '../../features/credits/components/balance-chip';
import { buildPath } from '../../lib/routes';
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
