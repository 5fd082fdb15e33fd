import { useState, type FormEvent } from 'react';
import { formatDistanceToNow } from 'date-fns';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEMBER_ROLES, type Invitation, type MemberRole } from '@contracts/workspaces';
import { ConfirmRemovalDialog } from '@web/components/confirm-removal-dialog';
import { ProblemAlert } from '@web/components/problem-alert';
import { ShownOnceSecret } from '@web/components/shown-once-secret';
import { useInvitationChanges, useInvitations } from '../api/workspace-invitations';
import { roleLabels } from './role-labels';

/** The owner's invitations: invite by email with a role (the link is emailed and shown once), revoke pending ones. */
export function InvitationsCard({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId, true);
  const { invite, revoke } = useInvitationChanges(workspaceId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [link, setLink] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (created) => {
          setLink(created.link);
          setEmail('');
        },
      },
    );
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Invite people
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          We email them a link that works once, for 7 days, for an account with that email address.
        </Typography>
        {link && (
          <ShownOnceSecret
            title="Invitation sent. Its link, to pass on yourself when this server sends no email."
            secret={link}
            testId="invitation-link"
            onClose={() => setLink(null)}
          />
        )}
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            label="Email"
            type="email"
            required
            size="small"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            sx={{ flex: '1 1 220px' }}
          />
          <TextField
            select
            label="Role"
            size="small"
            value={role}
            onChange={(event) => setRole(event.target.value as MemberRole)}
            sx={{ width: 130 }}
          >
            {MEMBER_ROLES.map((value) => (
              <MenuItem key={value} value={value}>
                {roleLabels[value]}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            Invite
          </Button>
        </Box>
        <ProblemAlert
          error={invite.error ?? revoke.error ?? invitations.error}
          fallback="The invitation failed"
          sx={{ mt: 2 }}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
          Pending invitations
        </Typography>
        {invitations.data?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            None.
          </Typography>
        )}
        <Stack spacing={1} data-testid="pending-invitations">
          {invitations.data?.map((invitation) => {
            const expired = new Date(invitation.expiresAt) <= new Date();
            return (
              <Box
                key={invitation.id}
                sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
              >
                <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                  <Typography variant="body2" noWrap title={invitation.email} sx={{ fontWeight: 600 }}>
                    {invitation.email}
                  </Typography>
                  <Typography variant="caption" color={expired ? 'error' : 'text.secondary'}>
                    {roleLabels[invitation.role]} ·{' '}
                    {expired
                      ? 'expired'
                      : `expires ${formatDistanceToNow(new Date(invitation.expiresAt), { addSuffix: true })}`}
                  </Typography>
                </Box>
                <Button size="small" color="error" onClick={() => setRevoking(invitation)}>
                  Revoke
                </Button>
              </Box>
            );
          })}
        </Stack>
      </CardContent>
      <ConfirmRemovalDialog
        open={revoking !== null}
        title="Revoke this invitation?"
        text={`The link sent to ${revoking?.email ?? ''} stops working.`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </Card>
  );
}
