import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ProblemAlert } from '@web/components/problem-alert';

type Props = {
  open: boolean;
  title: string;
  deleting: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
};

export function DeleteContentDialog({ open, title, deleting, error, onCancel, onConfirm }: Props) {
  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : onCancel}
      aria-labelledby="delete-content-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-content-title">Delete this resource?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
          “{title}” and its public page are removed for good. This cannot be undone.
        </DialogContentText>
        <ProblemAlert error={error} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={deleting} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={deleting}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
