import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useCallback } from 'react';
import type { Subscription } from '@contracts/account';
import type { BillingCatalog } from '@contracts/billing-catalog';
import type { CheckoutRequest } from '@contracts/checkout';
import { MODEL_CALL_CREDIT_RULE } from '@contracts/credits';
import { buildPath, routes, type ReturnState } from '@web/lib/routes';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAuth } from '@web/entities/session/use-auth';
import { usePageMeta } from '@web/lib/page-meta';
import { publicPages } from '@web/lib/public-pages';
import { useTokens } from '@web/entities/credits/use-tokens';
import { useBillingPlans } from '@web/entities/billing/get-billing-plans';
import { useStartCheckout } from '../api/start-checkout';
import { OfferCard } from './offer-card';

const cardGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
} as const;

export function PricingPage() {
  usePageMeta(publicPages.pricing);
  const { user } = useAuth();
  const { subscription, isUnlimited } = useTokens();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const catalog = useBillingPlans();
  const checkout = useStartCheckout();
  const redirecting = checkout.isPending || checkout.isSuccess;
  const currentSubscription = isUnlimited ? subscription : null;

  const { mutate: startCheckout } = checkout;
  const buy = useCallback(
    (request: CheckoutRequest) => {
      if (!user) {
        navigate(routes.login, { state: { from: routes.pricing } satisfies ReturnState });
        return;
      }
      startCheckout(request);
    },
    [user, navigate, startCheckout],
  );

  return (
    <PageContainer
      title="Pricing"
      subtitle="Each analysis costs 1 credit; reading an image without twins is free. A subscription makes analyses unlimited."
      maxWidth="xl"
    >
      <Box sx={{ display: 'grid', gap: 2, mb: 4, '&:empty': { display: 'none' } }}>
        {searchParams.get('checkout') === 'cancelled' && (
          <Alert severity="info">
            Checkout was cancelled. Nothing was charged; you can pick a plan or pack whenever you are ready.
          </Alert>
        )}
        {catalog.data && !catalog.data.billingConfigured && (
          <Alert severity="warning" data-testid="billing-not-configured">
            <AlertTitle>Billing is not configured on this server</AlertTitle>
            Plans and credit packs cannot be bought here. An administrator can grant you credits or a
            subscription.
          </Alert>
        )}
        <ProblemAlert error={checkout.error} />
      </Box>

      {catalog.isPending ? (
        <Box sx={cardGrid} aria-busy="true" aria-label="Loading plans">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={340} />
          ))}
        </Box>
      ) : catalog.isError ? (
        <ProblemAlert
          error={catalog.error}
          fallback="The plans could not be loaded."
          action={
            <Button color="inherit" size="small" onClick={() => void catalog.refetch()}>
              Retry
            </Button>
          }
        />
      ) : (
        <Offers
          catalog={catalog.data}
          signedIn={Boolean(user)}
          currentSubscription={currentSubscription}
          redirecting={redirecting}
          onBuy={buy}
        />
      )}
    </PageContainer>
  );
}

type OffersProps = {
  catalog: BillingCatalog;
  signedIn: boolean;
  currentSubscription: Subscription | null;
  redirecting: boolean;
  onBuy: (request: CheckoutRequest) => void;
};

/**
 * The plan and pack cards. Memoised: the session and balance arriving after the page loads re-render the page,
 * but the cards only when what they show changes (a whole-page re-render was most of the page's blocking time).
 */
const Offers = memo(function Offers({
  catalog,
  signedIn,
  currentSubscription,
  redirecting,
  onBuy,
}: OffersProps) {
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Plans
      </Typography>
      <Box sx={cardGrid}>
        <OfferCard
          id="free"
          name="Free"
          price="€0"
          priceNote="Pay as you go"
          features={[
            `${catalog.signupCredits} credits when you sign up`,
            'Each analysis costs 1 credit',
            MODEL_CALL_CREDIT_RULE,
            'Image analysis without twins: free',
            'Top up with credit packs',
          ]}
          current={signedIn && !currentSubscription}
          action={
            signedIn ? null : (
              <Button component={RouterLink} to={routes.signup} variant="outlined" fullWidth>
                Sign Up
              </Button>
            )
          }
        />
        {catalog.plans.map((plan) => {
          const current =
            currentSubscription !== null &&
            (currentSubscription.product_id === plan.id || currentSubscription.product_name === plan.name);
          return (
            <OfferCard
              key={plan.id}
              id={plan.id}
              name={plan.name}
              price={plan.priceLabel}
              priceNote="Unlimited analyses"
              features={plan.features}
              current={current}
              action={
                current ? null : currentSubscription ? (
                  <Button
                    component={RouterLink}
                    to={buildPath('profile', {}, { hash: 'billing' })}
                    variant="outlined"
                    fullWidth
                  >
                    Change plan in billing
                  </Button>
                ) : (
                  <Button
                    variant="contained"
                    fullWidth
                    disabled={!plan.available || redirecting}
                    onClick={() => onBuy({ kind: 'subscription', plan: plan.id })}
                    aria-label={`Subscribe to ${plan.name}`}
                  >
                    Subscribe
                  </Button>
                )
              }
            />
          );
        })}
      </Box>

      <Typography variant="h5" component="h2" sx={{ mt: 6, mb: 0.5 }}>
        Credit packs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Top up without a subscription: one credit runs one analysis.
      </Typography>
      <Box sx={{ ...cardGrid, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        {catalog.packs.map((pack) => (
          <OfferCard
            key={pack.id}
            id={pack.id}
            name={pack.name}
            price={pack.priceLabel}
            priceNote={`${pack.credits} analyses`}
            features={[`Adds ${pack.credits} credits to your balance`, 'One-time payment']}
            action={
              <Button
                variant="outlined"
                fullWidth
                disabled={!pack.available || redirecting}
                onClick={() => onBuy({ kind: 'pack', pack: pack.id })}
                aria-label={`Buy ${pack.name}`}
              >
                Buy
              </Button>
            }
          />
        ))}
      </Box>
    </>
  );
});
