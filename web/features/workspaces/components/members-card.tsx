import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMBER_ROLES, type MemberRole, type WorkspaceMember } from '@contracts/workspaces';
import { ConfirmRemovalDialog } from '@web/components/confirm-removal-dialog';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAuth } from '@web/entities/session/use-auth';
import { useMemberChanges, useWorkspaceMembers } from '../api/workspace-members';
import { roleLabels } from './role-labels';

type Pending = { kind: 'remove' | 'leave' | 'transfer'; member: WorkspaceMember } | null;

const confirmations = {
  remove: (m: WorkspaceMember) => ({
    title: `Remove ${m.name}?`,
    text: `${m.name} (${m.email}) loses access to this workspace's history, audiences and runs at once.`,
    label: 'Remove',
  }),
  leave: () => ({
    title: 'Leave this workspace?',
    text: 'You lose access to its history, audiences and runs; the owner can invite you again.',
    label: 'Leave',
  }),
  transfer: (m: WorkspaceMember) => ({
    title: `Make ${m.name} the owner?`,
    text: `${m.name} will manage the members and pay for this workspace's runs with their credits or subscription; you become an editor.`,
    label: 'Transfer ownership',
  }),
};

/** The members with their roles: the owner changes roles, removes and hands over; anyone but the owner may leave. */
export function MembersCard({
  workspaceId,
  isOwner,
  onLeft,
}: {
  workspaceId: string;
  isOwner: boolean;
  onLeft: () => void;
}) {
  const { user } = useAuth();
  const members = useWorkspaceMembers(workspaceId);
  const changes = useMemberChanges(workspaceId);
  const [pending, setPending] = useState<Pending>(null);
  const confirmation = pending && confirmations[pending.kind](pending.member);
  const running = changes.remove.isPending || changes.transfer.isPending;
  const failure = changes.changeRole.error ?? changes.remove.error ?? changes.transfer.error;

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'transfer') await changes.transfer.mutateAsync(pending.member.userId);
    else await changes.remove.mutateAsync(pending.member.userId);
    setPending(null);
    if (pending.kind === 'leave') onLeft();
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Members
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          The owner manages members and pays for runs; editors run studies; viewers read results.
        </Typography>
        <ProblemAlert
          error={members.error ?? failure}
          fallback="The members could not be changed"
          sx={{ mb: 2 }}
        />
        {members.isPending ? (
          <Skeleton height={56} />
        ) : (
          <Stack
            divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}
            data-testid="workspace-members"
          >
            {members.data?.map((member) => {
              const self = member.userId === user?.id;
              const owner = member.role === 'owner';
              return (
                <Box
                  key={member.userId}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5 }}
                  data-testid="workspace-member"
                >
                  <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }} noWrap>
                      {member.name}
                      {self ? ' (you)' : ''}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" noWrap title={member.email}>
                      {member.email}
                    </Typography>
                  </Box>
                  {isOwner && !owner ? (
                    <TextField
                      select
                      size="small"
                      label="Role"
                      value={member.role}
                      disabled={changes.changeRole.isPending}
                      onChange={(event) =>
                        changes.changeRole.mutate({
                          userId: member.userId,
                          role: event.target.value as MemberRole,
                        })
                      }
                      sx={{ width: 130 }}
                    >
                      {MEMBER_ROLES.map((role) => (
                        <MenuItem key={role} value={role}>
                          {roleLabels[role]}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <Chip
                      label={roleLabels[member.role]}
                      color={owner ? 'primary' : 'default'}
                      size="small"
                    />
                  )}
                  {isOwner && !owner && (
                    <>
                      <Button size="small" onClick={() => setPending({ kind: 'transfer', member })}>
                        Make owner
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setPending({ kind: 'remove', member })}
                      >
                        Remove
                      </Button>
                    </>
                  )}
                  {self && !owner && (
                    <Button size="small" color="error" onClick={() => setPending({ kind: 'leave', member })}>
                      Leave
                    </Button>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
        {isOwner && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            As the owner you cannot leave: make another member the owner first.
          </Typography>
        )}
      </CardContent>
      <ConfirmRemovalDialog
        open={pending !== null}
        title={confirmation?.title ?? ''}
        text={confirmation?.text ?? ''}
        confirmLabel={confirmation?.label ?? ''}
        pending={running}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm().catch(() => setPending(null))}
      />
    </Card>
  );
}
