import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '@web/lib/routes';
import { NoticeCard } from '@web/components/notice-card';

/** Shown instead of the sign-in or sign-up form to someone who is signed in already. */
export function AlreadySignedInNotice({ email }: { email: string }) {
  return (
    <Box sx={{ flex: 1, px: 2, py: 8 }}>
      <NoticeCard
        title="You're already signed in"
        actions={
          <Button variant="contained" component={RouterLink} to={routes.researchLab}>
            Go to the Research Lab
          </Button>
        }
      >
        Signed in as {email}.
      </NoticeCard>
    </Box>
  );
}
