import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { PageContainer } from '@web/components/page-container';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAudiences } from '@web/entities/audiences/list-audiences';
import { buildPath } from '@web/lib/routes';
import { AudienceDetail } from './audience-detail';
import { AudienceUpload } from './audience-upload';

const NEW = 'new';

/** The Research Lab's Audiences area: the workspace's own audiences, a new one from a file, and each one's twins. */
export function AudiencesPage() {
  const audiences = useAudiences();
  const [search, setSearch] = useSearchParams();
  const [uploadKey, setUploadKey] = useState(0);
  const chosen = search.get('audience') ?? (audiences.data?.length === 0 ? NEW : audiences.data?.[0]?.id);
  const choose = (id: string) => setSearch({ audience: id });

  return (
    <PageContainer
      title="Your audiences"
      subtitle="Twins built from your own customers' or respondents' records, private to your workspace."
      actions={
        <Button component={RouterLink} to={buildPath('researchLab')} startIcon={<ArrowBack />}>
          Research Lab
        </Button>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
        }}
      >
        <Paper variant="outlined" sx={{ p: 1, alignSelf: 'start' }} component="nav" aria-label="Audiences">
          <Button fullWidth variant={chosen === NEW ? 'contained' : 'outlined'} onClick={() => choose(NEW)}>
            New audience
          </Button>
          <ProblemAlert error={audiences.error} fallback="Failed to load audiences" sx={{ mt: 1 }} />
          {audiences.isPending ? (
            <Box sx={{ mt: 1 }}>
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={48} />
              ))}
            </Box>
          ) : audiences.data?.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
              No audiences yet. Upload a file of records to make your first.
            </Typography>
          ) : (
            <List dense>
              {audiences.data?.map((audience) => (
                <ListItemButton
                  key={audience.id}
                  selected={audience.id === chosen}
                  onClick={() => choose(audience.id)}
                >
                  <ListItemText
                    primary={audience.name}
                    secondary={`${audience.twin_count.toLocaleString('en')} twins${audience.mode === 'summarised' ? ' (summarised)' : ''}`}
                    slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
          component="section"
          aria-label="Audience"
        >
          {chosen === NEW || chosen === undefined ? (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                New audience
              </Typography>
              <AudienceUpload key={uploadKey} onCreated={(audience) => choose(audience.id)} />
            </>
          ) : (
            <AudienceDetail
              key={chosen}
              id={chosen}
              onDeleted={() => {
                setUploadKey((key) => key + 1);
                choose(NEW);
              }}
            />
          )}
        </Paper>
      </Box>
    </PageContainer>
  );
}
