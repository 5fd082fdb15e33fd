import type { Blocker } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export function UnsavedChangesDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-changes-title">
      <DialogTitle id="unsaved-changes-title">Discard unsaved changes?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          This resource has changes that are not saved. If you leave now, they are lost.
        </DialogContentText>
      </DialogContent>
      <DialogActions
        sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > .MuiButton-root': { whiteSpace: 'nowrap', m: 0 } }}
      >
        <Button onClick={() => blocker.reset?.()} autoFocus>
          Keep editing
        </Button>
        <Button color="error" variant="contained" onClick={() => blocker.proceed?.()}>
          Discard changes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
