import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ProblemAlert } from '@web/components/problem-alert';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { buildPath } from '@web/lib/routes';
import { useBrandProfiles } from '../api/brand360-api';

/** The Research Lab's Brand 360 main area: the caller's brand profiles, each opening its page. */
export function BrandProfileList() {
  const profiles = useBrandProfiles();
  if (profiles.isPending) {
    return (
      <Box role="status" aria-label="Loading brand profiles" sx={{ display: 'grid', gap: 1.5 }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={76} />
        ))}
      </Box>
    );
  }
  if (profiles.isError)
    return <ProblemAlert error={profiles.error} fallback="Failed to load your brand profiles" />;
  if (profiles.data.length === 0) {
    return (
      <ResultsPlaceholder>
        Create a brand profile to study how digital twins see your brand next to its competitors.
      </ResultsPlaceholder>
    );
  }
  return (
    <Box component="section" aria-label="Your brand profiles" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6">
        Your brand profiles
      </Typography>
      {profiles.data.map((profile) => (
        <Card key={profile.id} variant="outlined">
          <CardActionArea
            component={RouterLink}
            to={buildPath('brand360Profile', { profileId: profile.id })}
            sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
          >
            <Avatar src={profile.logo_url ?? undefined} alt="" sx={{ bgcolor: 'primary.main' }}>
              {profile.name.charAt(0).toUpperCase()}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{profile.name}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {profile.category} · vs {profile.competitors.join(', ')}
              </Typography>
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
