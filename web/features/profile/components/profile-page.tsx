import Box from '@mui/material/Box';
import { DelayedSpinner } from '@web/components/delayed-spinner';
import { PageContainer } from '@web/components/page-container';
import { useAuth } from '@web/entities/session/use-auth';
import { AccountSummaryCard } from './account-summary-card';
import { ApiKeysCard } from './api-keys-card';
import { BillingSection } from './billing-section';
import { ChangePasswordCard } from './change-password-card';
import { FeedbackStatsCard } from './feedback-stats-card';
import { ProfileDetailsCard } from './profile-details-card';
import { WebhooksCard } from './webhooks-card';

export function ProfilePage() {
  const { user, profile, refreshing } = useAuth();
  if (!user || refreshing) return <DelayedSpinner label="Loading your profile…" delayMs={200} />;
  return (
    <PageContainer
      title="Profile"
      subtitle="Your details, credits, workspaces, password, API keys and webhooks."
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1.5fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <ProfileDetailsCard
            key={profile?.id ?? 'none'}
            email={user.email}
            name={user.name}
            profile={profile}
          />
          <ChangePasswordCard />
        </Box>
        <Box sx={{ minWidth: 0, order: { xs: -1, md: 0 }, display: 'grid', gap: 3 }}>
          <AccountSummaryCard />
          <FeedbackStatsCard />
        </Box>
      </Box>
      <Box sx={{ mt: 3 }}>
        <ApiKeysCard />
      </Box>
      <Box sx={{ mt: 3 }}>
        <WebhooksCard />
      </Box>
      <Box sx={{ mt: 3 }}>
        <BillingSection />
      </Box>
    </PageContainer>
  );
}
