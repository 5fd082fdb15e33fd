import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * The twins' cards of a run, two to a row from `twoColumnsFrom` up (the lab's results pane sits beside the panel, so
 * it splits only on wide screens); each column may shrink below its content's width rather than overflow.
 */
export function TwinCardGrid({
  twoColumnsFrom = 'md',
  children,
}: {
  twoColumnsFrom?: 'md' | 'xl';
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', [twoColumnsFrom]: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
