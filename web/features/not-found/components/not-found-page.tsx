import { Link as RouterLink, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import { useAuth } from '@web/entities/session/use-auth';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 8, md: 12 },
      }}
    >
      <Box sx={{ textAlign: 'center', maxWidth: 520 }}>
        <Typography
          sx={{
            fontSize: { xs: 72, md: 96 },
            fontWeight: 800,
            lineHeight: 1,
            color: 'primary.main',
            letterSpacing: '-0.04em',
          }}
          aria-hidden
        >
          404
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 2, fontSize: { xs: 26, md: 32 } }}>
          Page not found
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, wordBreak: 'break-word' }}>
          There is no page at{' '}
          <Box
            component="code"
            sx={{
              fontFamily: 'ui-monospace, monospace',
              bgcolor: '#eef2ff',
              px: 0.75,
              py: 0.25,
              borderRadius: 1,
            }}
          >
            {pathname}
          </Box>
          . It may have moved, or the link may be mistyped.
        </Typography>
        <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={routes.home} variant="contained" size="large">
            Go to the home page
          </Button>
          {user && (
            <Button component={RouterLink} to={routes.researchLab} variant="outlined" size="large">
              Open the Research Lab
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
