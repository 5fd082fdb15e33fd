import Alert, { type AlertProps } from '@mui/material/Alert';
import { errorMessage } from '@web/lib/api-client';

type Props = { error: unknown; fallback?: string } & Omit<AlertProps, 'children'>;

/** Shows a failed call's problem detail (or the network message) to the user. */
export function ProblemAlert({ error, fallback, severity = 'error', ...rest }: Props) {
  if (!error) return null;
  return (
    <Alert severity={severity} role="alert" {...rest}>
      {errorMessage(error, fallback)}
    </Alert>
  );
}
