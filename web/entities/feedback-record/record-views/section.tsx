import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * A titled part of a run's view (the summary, the answers); its title is the page's second level, drawn smaller
 * (`panel`) where the run sits in the lab's results panel under an h6-sized title.
 */
export function RecordSection({
  id,
  title,
  size = 'page',
  children,
}: {
  id: string;
  title: string;
  size?: 'page' | 'panel';
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography
        id={id}
        variant={size === 'page' ? 'h5' : 'h6'}
        component="h2"
        sx={{ mb: size === 'page' ? 2 : 1, fontSize: size === 'page' ? { xs: 20, md: 24 } : undefined }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
