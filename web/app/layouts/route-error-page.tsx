import { useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ChunkLoadError } from '@web/lib/load-chunk';

/** Shown when a screen crashes or its code cannot be loaded (e.g. after a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof ChunkLoadError ||
    (error instanceof Error && /dynamically imported module|ChunkLoadError/i.test(error.message));
  console.error(error);
  return (
    <Box
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h4" component="h1">
          {chunkFailed ? 'A new version is available' : 'Something went wrong'}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {chunkFailed
            ? 'Part of the app could not be loaded. Reload the page to get the latest version.'
            : 'This page hit an unexpected error. Reload the page, or go back to the home page.'}
        </Typography>
        <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center' }}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button variant="outlined" href="/">
            Home page
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
