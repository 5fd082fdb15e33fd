import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { buildPath } from '@web/lib/routes';
import { BrandProfileForm } from './brand-profile-form';

/** The Research Lab's Brand 360 sidebar: what a study does, and a new profile, which opens its page once saved. */
export function Brand360Panel() {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="brand360-panel">
      <Box>
        <Typography component="h2" variant="h6">
          Brand 360
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to 7 digital twins rate your brand and each competitor on awareness, associations, trust, value
          and fit with their life, with their reasons (1 credit per study).
        </Typography>
      </Box>
      <BrandProfileForm
        onSaved={(profile) => void navigate(buildPath('brand360Profile', { profileId: profile.id }))}
      />
    </Box>
  );
}
