import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAuth } from '@web/entities/session/use-auth';
import { userQueryKey } from '@web/lib/query-keys';
import { formatCredits, subscriptionStatusLabel, useTokens } from '@web/entities/credits/use-tokens';
import { useBillingPlans } from '@web/entities/billing/get-billing-plans';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { LedgerHistory } from './ledger-history';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ mt: 0.5 }}>{children}</Box>
    </Box>
  );
}

/** Plan, renewal, balance, the billing portal and the credit history (the target of the header's balance chip). */
export function BillingSection() {
  const { user } = useAuth();
  const { tokens, subscription, isUnlimited, loading, error, lastUpdated } = useTokens();
  const portal = useOpenBillingPortal();
  // Without Stripe the portal answers 503: say so instead of offering a button that cannot work.
  const billingOff = useBillingPlans().data?.billingConfigured === false;
  const queryClient = useQueryClient();
  const { hash } = useLocation();
  const [searchParams] = useSearchParams();
  const sectionRef = useRef<HTMLElement>(null);
  const seenUpdateRef = useRef(lastUpdated);

  useEffect(() => {
    if (hash === '#billing') sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  // A balance change (a run, a refund, a grant arriving live) adds a ledger entry: read it again.
  useEffect(() => {
    if (seenUpdateRef.current === lastUpdated) return;
    seenUpdateRef.current = lastUpdated;
    void queryClient.invalidateQueries({ queryKey: userQueryKey(user?.id, 'ledger') });
  }, [lastUpdated, queryClient, user?.id]);

  const current = isUnlimited ? subscription : null;
  const renewal = current?.current_period_end
    ? format(new Date(current.current_period_end), 'MMM d, yyyy')
    : null;

  return (
    <Card
      component="section"
      id="billing"
      ref={sectionRef}
      aria-labelledby="billing-title"
      sx={{ scrollMarginTop: { xs: 72, md: 80 } }}
    >
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1.5,
            mb: 2,
          }}
        >
          <Typography id="billing-title" variant="h6" component="h2">
            Billing
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button component={RouterLink} to={routes.pricing} variant="outlined" size="small">
              Plans and credit packs
            </Button>
            {!billingOff && (
              <Button
                variant="contained"
                size="small"
                onClick={() => portal.mutate()}
                disabled={portal.isPending || portal.isSuccess}
              >
                {portal.isPending ? 'Opening…' : 'Manage billing'}
              </Button>
            )}
          </Box>
        </Box>

        <Box sx={{ display: 'grid', gap: 2, mb: 2, '&:empty': { display: 'none' } }}>
          {searchParams.get('checkout') === 'success' && (
            <Alert severity="success">
              Thank you for your purchase! Your credits or subscription appear here as soon as the payment is
              confirmed.
            </Alert>
          )}
          {billingOff && (
            <Alert severity="info" data-testid="billing-not-configured">
              Online billing is not set up on this server, so there are no invoices or payment details to
              manage here. An administrator can add credits or a subscription to your account.
            </Alert>
          )}
          <ProblemAlert error={portal.error} />
          {error && <Alert severity="error">{error}</Alert>}
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
          <Fact label="Plan">
            {loading && tokens === null ? (
              <Skeleton width={120} />
            ) : (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {current ? (current.product_name ?? 'Subscription') : 'Free'}
                </Typography>
                {current && (
                  <Chip size="small" color="success" label={subscriptionStatusLabel(current.status)} />
                )}
              </Box>
            )}
          </Fact>
          <Fact label={current ? 'Renews on' : 'Pricing'}>
            <Typography sx={{ fontWeight: 700 }}>
              {current ? (renewal ?? 'No end date') : '1 credit per analysis'}
            </Typography>
          </Fact>
          <Fact label="Balance">
            {loading && tokens === null ? (
              <Skeleton width={90} />
            ) : (
              <Typography sx={{ fontWeight: 700 }} data-testid="billing-balance">
                {tokens === null && !isUnlimited ? '—' : formatCredits({ balance: tokens ?? 0, isUnlimited })}
              </Typography>
            )}
          </Fact>
        </Box>

        <Divider sx={{ my: 3 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          Credit history
        </Typography>
        <LedgerHistory />
      </CardContent>
    </Card>
  );
}
