import { Link as RouterLink } from 'react-router';
import Button, { type ButtonProps } from '@mui/material/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { buildPath } from '@web/lib/routes';

type Props = { feedbackId: string; label?: string } & Pick<ButtonProps, 'size' | 'variant' | 'sx'>;

/** "Open": the run's own page, /feedback/:id, where it can be reread, followed up and shared. */
export function OpenRunButton({
  feedbackId,
  label = 'this run',
  size = 'small',
  variant = 'outlined',
  sx,
}: Props) {
  return (
    <Button
      component={RouterLink}
      to={buildPath('feedback', { id: feedbackId })}
      size={size}
      variant={variant}
      startIcon={<OpenInNew fontSize="small" />}
      aria-label={`Open ${label}`}
      sx={sx}
    >
      Open
    </Button>
  );
}
