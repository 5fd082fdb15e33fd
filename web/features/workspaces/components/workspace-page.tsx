import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageContainer } from '@web/components/page-container';
import {
  PERSONAL_WORKSPACE_TYPE,
  useWorkspace,
  workspaceTypeLabel,
} from '@web/entities/workspaces/use-workspace';
import { WorkspaceSwitcher } from '@web/entities/workspaces/workspace-switcher';
import { buildPath } from '@web/lib/routes';
import { CreateWorkspaceCard } from './create-workspace-card';
import { InvitationsCard } from './invitations-card';
import { MembersCard } from './members-card';
import { roleLabels } from './role-labels';

/**
 * The active workspace's people: its members and roles, invitations (the owner's), leaving, removal and transfer;
 * and a new team workspace.
 */
export function WorkspacePage() {
  const { activeWorkspace, activeRole, workspaces, switchWorkspace } = useWorkspace();
  const personal = activeWorkspace?.workspace_type === PERSONAL_WORKSPACE_TYPE;
  const isOwner = activeRole === 'owner';
  // A new workspace becomes active once the re-read list holds it.
  const [created, setCreated] = useState<string | null>(null);
  useEffect(() => {
    if (created && workspaces.some((workspace) => workspace.id === created)) {
      switchWorkspace(created);
      setCreated(null);
    }
  }, [created, workspaces, switchWorkspace]);
  const backToPersonal = () => {
    const own = workspaces.find((workspace) => workspace.workspace_type === PERSONAL_WORKSPACE_TYPE);
    if (own) switchWorkspace(own.id);
  };

  return (
    <PageContainer
      title={activeWorkspace ? activeWorkspace.name : 'Workspace'}
      subtitle={
        activeWorkspace
          ? `${workspaceTypeLabel(activeWorkspace.workspace_type)} workspace${
              activeRole && !personal
                ? ` · you are ${roleLabels[activeRole as keyof typeof roleLabels] ?? activeRole}`
                : ''
            }`
          : undefined
      }
      actions={
        <Button component={RouterLink} to={buildPath('researchLab')} startIcon={<ArrowBack />}>
          Research Lab
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
        <Box sx={{ maxWidth: 360 }}>
          <WorkspaceSwitcher />
        </Box>
        {activeWorkspace && personal && (
          <Alert severity="info">
            Your personal workspace is yours alone. Create a team workspace to work with others, or switch to
            one you were invited to.
          </Alert>
        )}
        {activeWorkspace && !personal && (
          <MembersCard workspaceId={activeWorkspace.id} isOwner={isOwner} onLeft={backToPersonal} />
        )}
        {activeWorkspace && !personal && isOwner && <InvitationsCard workspaceId={activeWorkspace.id} />}
        <CreateWorkspaceCard onCreated={setCreated} />
      </Box>
    </PageContainer>
  );
}
