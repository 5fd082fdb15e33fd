import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAuth } from '@web/entities/session/use-auth';
import { useWorkspace } from '@web/entities/workspaces/use-workspace';
import { buildPath } from '@web/lib/routes';
import { useAcceptInvitation } from '../api/workspace-invitations';
import { roleLabels } from './role-labels';

/** Where an invitation's emailed link leads (signed in first): accepts it once and makes the workspace active. */
export function AcceptInvitationPage() {
  const [search] = useSearchParams();
  const token = search.get('token');
  const { user } = useAuth();
  const { workspaces, switchWorkspace } = useWorkspace();
  const accept = useAcceptInvitation();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    accept.mutate(token);
  }, [token, accept]);

  // The new workspace becomes active once the re-read list holds it.
  const joined = accept.data?.workspace.id;
  const listed = workspaces.some((workspace) => workspace.id === joined);
  useEffect(() => {
    if (joined && listed) switchWorkspace(joined);
  }, [joined, listed, switchWorkspace]);

  return (
    <PageContainer title="Workspace invitation" maxWidth="sm">
      {!token && (
        <Alert severity="error">This link has no invitation in it. Open the link from the email again.</Alert>
      )}
      {accept.isPending && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>Joining the workspace…</Typography>
        </Stack>
      )}
      <ProblemAlert error={accept.error} fallback="The invitation could not be accepted" />
      {accept.isError && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          You are signed in as {user?.email}. An invitation works for the email address it was sent to.
        </Typography>
      )}
      {accept.data && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            You joined {accept.data.workspace.name} as {roleLabels[accept.data.role].toLowerCase()}.
          </Alert>
          <Button component={RouterLink} to={buildPath('researchLab')} variant="contained" disabled={!listed}>
            Open the Research Lab
          </Button>
        </Stack>
      )}
    </PageContainer>
  );
}
