import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import TollOutlined from '@mui/icons-material/TollOutlined';
import { formatCredits, useTokens } from '@web/entities/credits/use-tokens';

/** The signed-in user's live balance ('12 credits', '1 credit', 'Unlimited'); opens the billing section of the profile. */
export function BalanceChip({ to }: { to: string }) {
  const { tokens, isUnlimited, loading } = useTokens();
  if (tokens === null && !isUnlimited) {
    return loading ? (
      <Skeleton variant="rounded" width={92} height={32} aria-hidden sx={{ borderRadius: 4 }} />
    ) : null;
  }
  const label = formatCredits({ balance: tokens ?? 0, isUnlimited });
  return (
    <Chip
      component={RouterLink}
      to={to}
      clickable
      icon={<TollOutlined />}
      label={label}
      aria-label={`${label}: view balance and billing`}
      data-testid="header-credit-balance"
      variant="outlined"
      color="primary"
      sx={{
        fontWeight: 700,
        bgcolor: 'background.paper',
        '& .MuiChip-icon': { ml: 1 },
        '& .MuiChip-label': { px: { xs: 1, sm: 1.25 } },
      }}
    />
  );
}
