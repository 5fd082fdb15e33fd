import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A titled part of a run's view (the summary, the answers); its title is the page's second level. */
export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2, fontSize: { xs: 20, md: 24 } }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
