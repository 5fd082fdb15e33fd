import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { routes } from '../../../lib/routes';
import { NoticeCard } from '../../../components/notice-card';

/** /brand360/:profileId until the Brand 360 study ships: honest, with no invented data. */
export function Brand360PlaceholderPage() {
  const { profileId } = useParams();
  return (
    <Box sx={{ flex: 1, px: 2, py: { xs: 6, md: 10 } }}>
      <NoticeCard
        icon={<HourglassEmptyOutlined />}
        title="Brand 360 profile"
        actions={
          <Button component={RouterLink} to={routes.researchLab} variant="contained">
            Back to the Research Lab
          </Button>
        }
      >
        Brand 360 profiles open here once the Brand 360 study is released.
        {profileId ? ` (Reference: ${profileId})` : ''}
      </NoticeCard>
    </Box>
  );
}
