import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminUser } from '@contracts/admin-users';
import { ProblemAlert } from '@web/components/problem-alert';
import { useSetAdminRole } from '../api/set-admin-role';

type Props = { user: AdminUser; onClose: () => void; onDone: (message: string) => void };

/** Confirms granting or withdrawing the admin role; the user's open tabs follow at once. */
export function SetAdminRoleDialog({ user, onClose, onDone }: Props) {
  const save = useSetAdminRole(user.id);
  const grant = !user.isAdmin;
  const who = user.name || user.email;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { isAdmin: grant },
      {
        onSuccess: () =>
          onDone(grant ? `${user.email} is now an admin.` : `${user.email} is no longer an admin.`),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="set-admin-role-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="set-admin-role-title">{grant ? 'Make admin' : 'Remove admin'}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {grant
              ? `${who} will be able to manage content, users, credits and subscriptions.`
              : `${who} will lose access to the administration pages.`}
          </DialogContentText>
          <ProblemAlert error={save.error} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={grant ? 'primary' : 'error'}
            disabled={save.isPending}
          >
            {save.isPending ? 'Saving…' : grant ? 'Make admin' : 'Remove admin'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
