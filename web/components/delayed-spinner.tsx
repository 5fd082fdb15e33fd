import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

type Props = { label: string; delayMs?: number; minHeight?: number | string };

/** A centred spinner with its label; with delayMs it shows nothing until that much time has passed. */
export function DelayedSpinner({ label, delayMs = 0, minHeight = '50vh' }: Props) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  if (!visible) return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 4,
      }}
    >
      <CircularProgress size={36} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
