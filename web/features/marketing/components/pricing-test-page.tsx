import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BillingCatalog } from '@contracts/billing-catalog';
import { routes } from '@web/lib/routes';
import { errorMessage } from '@web/lib/api-client';
import { useAuth } from '@web/entities/session/use-auth';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { useBillingPlans } from '@web/entities/billing/get-billing-plans';
import { PageHero, Section } from './page-sections';

function OptionColumn({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={title}
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="h5" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {subtitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
    </Box>
  );
}

function OptionRow({
  name,
  price,
  detail,
  available,
}: {
  name: string;
  price: string;
  detail: ReactNode;
  available: boolean;
}) {
  return (
    <Card component="li">
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h6" component="h4">
            {name}
          </Typography>
          <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{price}</Typography>
        </Box>
        <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
          {detail}
        </Typography>
        {!available && (
          <Chip
            size="small"
            label="Not available yet"
            sx={{ mt: 1.25, bgcolor: '#f1f5f9', color: '#334155' }}
          />
        )}
      </CardContent>
    </Card>
  );
}

function PricingOptions({ catalog }: { catalog: BillingCatalog }) {
  return (
    <>
      {!catalog.billingConfigured && (
        <Alert severity="info" sx={{ mb: 3 }}>
          Online payment is not set up on this installation yet. You can sign up and use your free credits; an
          administrator can add credits or a subscription to your account.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <OptionColumn
          title="Pay as you go"
          subtitle="Best if you test now and then: buy credits, spend 1 per analysis."
        >
          <OptionRow
            name="Free"
            price="€0"
            available
            detail={`${catalog.signupCredits} credits when you sign up, enough for ${catalog.signupCredits} concept tests.`}
          />
          {catalog.packs.map((pack) => (
            <OptionRow
              key={pack.id}
              name={pack.name}
              price={pack.priceLabel}
              available={pack.available}
              detail={`${pack.credits} credits, ${pack.credits} analyses.`}
            />
          ))}
        </OptionColumn>
        <OptionColumn
          title="Unlimited"
          subtitle="Best if you test every week: a monthly plan, no credits spent."
        >
          {catalog.plans.map((plan) => (
            <OptionRow
              key={plan.id}
              name={plan.name}
              price={plan.priceLabel}
              available={plan.available}
              detail={
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </Box>
              }
            />
          ))}
        </OptionColumn>
      </Box>
    </>
  );
}

/** Experiment variant of the pricing page: pay-as-you-go beside unlimited, in two columns. */
export function PricingTestPage() {
  usePageMeta(publicPages.pricingTest);
  const { user } = useAuth();
  const { data, error, isPending } = useBillingPlans();
  return (
    <>
      <PageHero
        overline="Pricing"
        title="Pay per analysis, or go unlimited"
        text="Every analysis costs 1 credit. A subscription makes analyses unlimited. Start free and decide once you know how often you test."
        actions={
          <Button
            component={RouterLink}
            to={user ? routes.pricing : routes.signup}
            variant="contained"
            size="large"
          >
            {user ? 'Buy credits or subscribe' : 'Sign up free'}
          </Button>
        }
      />
      <Section title="Choose how you pay">
        {isPending ? (
          <Box
            sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            aria-busy="true"
            aria-label="Loading prices"
          >
            <Skeleton variant="rounded" height={320} />
            <Skeleton variant="rounded" height={320} />
          </Box>
        ) : error ? (
          <Alert severity="error">{errorMessage(error, 'Prices could not be loaded.')}</Alert>
        ) : (
          <PricingOptions catalog={data} />
        )}
      </Section>
    </>
  );
}
