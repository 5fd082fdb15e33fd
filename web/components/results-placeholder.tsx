import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';

/** The dashed 'Your results will appear here' panel of the Research Lab, with what to do next. */
export function ResultsPlaceholder({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 320,
        border: '2px dashed',
        borderColor: 'divider',
        borderRadius: 4,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: { xs: 3, md: 6 },
        bgcolor: 'rgba(255,255,255,0.6)',
      }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mx: 'auto',
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(79,70,229,0.1)',
            color: 'primary.main',
          }}
          aria-hidden
        >
          <AutoAwesomeOutlined />
        </Box>
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          Your results will appear here
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
