import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RECORD_TYPES, type HistoryType } from '@contracts/feedback';
import { useAllFeedback } from '@web/entities/feedback-record/list-all-feedback';
import { FIX_TYPES_FAILED, useRepairFeedbackTypes } from '../api/repair-feedback-types';

/** A stored type the app reads as itself; only a missing or unknown one needs the repair (it reads as focus-group). */
const isKnownType = (type: string | null) => (RECORD_TYPES as readonly string[]).includes(type ?? '');
const typeLabel = (type: string | null) => (type === null ? 'null' : type === '' ? '(empty)' : type);

/** Explains an empty list: which type was looked up, which types the user's records have, and offers the type repair. */
export function HistoryDiagnostics({ lookupType }: { lookupType: HistoryType }) {
  const all = useAllFeedback(true);
  const repair = useRepairFeedbackTypes();
  if (!all.data) return null;
  const availableTypes = [...new Set(all.data.map((record) => typeLabel(record.stored_type)))];
  const hasInvalidTypes = all.data.some((record) => !isKnownType(record.stored_type));
  return (
    <Alert
      severity="info"
      variant="outlined"
      sx={{ mt: 3, textAlign: 'left' }}
      action={
        hasInvalidTypes ? (
          <Button color="inherit" size="small" disabled={repair.isPending} onClick={() => repair.mutate()}>
            {repair.isPending ? 'Fixing...' : 'Fix Types'}
          </Button>
        ) : undefined
      }
    >
      <Typography variant="body2">
        Looking for type: <strong>{lookupType}</strong>
      </Typography>
      <Typography variant="body2">
        Available types: {availableTypes.length > 0 ? availableTypes.join(', ') : 'none'}
      </Typography>
      <Typography variant="body2">Total items: {all.data.length}</Typography>
      {repair.isError && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
          {FIX_TYPES_FAILED}
        </Typography>
      )}
    </Alert>
  );
}
