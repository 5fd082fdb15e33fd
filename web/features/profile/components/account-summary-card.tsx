import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import TollOutlined from '@mui/icons-material/TollOutlined';
import WorkspacesOutlined from '@mui/icons-material/WorkspacesOutlined';
import { formatCredits, useTokens } from '@web/entities/credits/use-tokens';
import { useWorkspace, workspaceTypeLabel } from '@web/entities/workspaces/use-workspace';

/** Credit balance (or unlimited) and the user's workspaces. */
export function AccountSummaryCard() {
  const tokens = useTokens();
  const {
    workspaces,
    activeWorkspace,
    loading: workspacesLoading,
    error: workspaceError,
    switchWorkspace,
  } = useWorkspace();

  return (
    <Card component="section" aria-labelledby="account-summary-title">
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography id="account-summary-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          Plan and usage
        </Typography>

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <TollOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Credit balance
            </Typography>
            {tokens.tokens === null && tokens.loading ? (
              <Skeleton width={110} height={36} />
            ) : tokens.error || tokens.tokens === null ? (
              <Alert
                severity="error"
                sx={{ mt: 1 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void tokens.refreshTokens()}>
                    Retry
                  </Button>
                }
              >
                {tokens.error ?? 'Your balance could not be loaded.'}
              </Alert>
            ) : (
              <>
                <Typography
                  sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.3 }}
                  data-testid="credit-balance"
                >
                  {formatCredits({ balance: tokens.tokens, isUnlimited: tokens.isUnlimited })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {tokens.isUnlimited
                    ? `Your ${tokens.subscription?.product_name ?? 'subscription'} covers every analysis.`
                    : 'Each analysis costs 1 credit.'}
                </Typography>
              </>
            )}
          </Box>
        </Box>

        <Divider sx={{ my: 2.5 }} />

        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <WorkspacesOutlined color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Workspaces
            </Typography>
            {workspacesLoading && workspaces.length === 0 ? (
              <Skeleton width={160} height={32} />
            ) : workspaceError ? (
              <Alert severity="error" sx={{ mt: 1 }}>
                {workspaceError}
              </Alert>
            ) : workspaces.length === 0 ? (
              <Typography>No workspaces yet.</Typography>
            ) : (
              <Box
                component="ul"
                sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, display: 'grid', gap: 1 }}
                aria-label="Your workspaces"
              >
                {workspaces.map((workspace) => {
                  const active = workspace.id === activeWorkspace?.id;
                  return (
                    <Box
                      component="li"
                      key={workspace.id}
                      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{workspace.name}</Typography>
                      <Chip
                        size="small"
                        label={workspaceTypeLabel(workspace.workspace_type)}
                        variant="outlined"
                        data-workspace-type={workspace.workspace_type}
                      />
                      {active ? (
                        <Chip size="small" color="primary" label="Active" />
                      ) : (
                        <Button size="small" onClick={() => switchWorkspace(workspace.id)}>
                          Make active
                        </Button>
                      )}
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
