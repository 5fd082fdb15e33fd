import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A numbered step of a research panel ("1 Describe your concept"). */
export function PanelStep({
  id,
  number,
  title,
  children,
}: {
  id: string;
  number: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-${number}`} sx={{ display: 'grid', gap: 1 }}>
      <Typography
        id={`${id}-${number}`}
        component="h3"
        sx={{ fontWeight: 700, fontSize: 15, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 22,
            height: 22,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontSize: 12,
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {number}
        </Box>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
