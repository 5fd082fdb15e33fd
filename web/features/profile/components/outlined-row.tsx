import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** One item of the profile's lists (API keys, webhooks): an outlined row whose parts wrap on narrow screens. */
export function OutlinedRow({ children }: { children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {children}
    </Box>
  );
}
