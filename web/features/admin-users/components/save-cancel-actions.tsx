import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** The admin dialogs' Cancel and Save buttons; both wait while the change is saved. */
export function SaveCancelActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </Button>
    </DialogActions>
  );
}
