import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The brand mark: two overlapping circles (a person and their twin) and the name. */
export function Logo({ name = 'Twinsight', inverted = false }: { name?: string; inverted?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 28, height: 28, flexShrink: 0 }}>
        <circle cx="12" cy="16" r="9" fill={inverted ? '#a5b4fc' : '#4f46e5'} />
        <circle cx="20" cy="16" r="9" fill={inverted ? '#5eead4' : '#0d9488'} fillOpacity="0.85" />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: 20,
          letterSpacing: '-0.02em',
          color: inverted ? '#fff' : 'text.primary',
        }}
      >
        {name}
      </Typography>
    </Box>
  );
}
