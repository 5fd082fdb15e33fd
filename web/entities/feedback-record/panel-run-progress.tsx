import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { plural } from '@web/lib/plural';

/** A large panel's run as it goes: its place in the queue, then how many twins have answered. */
export function PanelRunProgress({
  answered,
  queued,
  what,
}: {
  answered: number;
  queued: number | null;
  what: string;
}) {
  return (
    <Card variant="outlined" sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
      <CircularProgress size={24} />
      <Typography>
        {queued !== null
          ? `Waiting in the queue (position ${queued})...`
          : answered > 0
            ? `${what}... ${plural(answered, 'twin')} answered.`
            : `${what}...`}
      </Typography>
    </Card>
  );
}
