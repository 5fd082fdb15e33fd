import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { routes } from '../../../app/routes';
import { NoticeCard } from '../../../components/notice-card';

type Props = { kind: 'brand360' | 'feedback' };

/** /brand360/:profileId and /feedback/:id until their features ship: honest, with no invented data. */
export function FeaturePlaceholderPage({ kind }: Props) {
  const params = useParams();
  const title = kind === 'brand360' ? 'Brand 360 profile' : 'Saved feedback';
  const id = kind === 'brand360' ? params.profileId : params.id;
  return (
    <Box sx={{ flex: 1, px: 2, py: { xs: 6, md: 10 } }}>
      <NoticeCard
        icon={<HourglassEmptyOutlined />}
        title={title}
        actions={
          <Button component={RouterLink} to={routes.researchLab} variant="contained">
            Back to the Research Lab
          </Button>
        }
      >
        {kind === 'brand360'
          ? 'Brand 360 profiles open here once the Brand 360 study is released.'
          : 'Saved analyses open here once feedback history is released.'}
        {id ? ` (Reference: ${id})` : ''}
      </NoticeCard>
    </Box>
  );
}
