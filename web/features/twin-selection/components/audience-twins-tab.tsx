import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { chooseForMe } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';
import { EMPTY_FILTERS } from '@web/components/filter-chip-group';
import { ProblemAlert } from '@web/components/problem-alert';
import { audienceModeText } from '@web/entities/audiences/audience-summary';
import { useAudience } from '@web/entities/audiences/get-audience';
import { useAudiences } from '@web/entities/audiences/list-audiences';
import { buildPath } from '@web/lib/routes';
import { TwinSelectionCard } from './twin-selection-card';

const GRID_PAGE_SIZE = 48;

type Props = {
  selectedIds: Set<string>;
  full: boolean;
  swaps: boolean;
  maxTwins: number;
  onToggle: (twin: Persona) => void;
  onChoose: (twins: Persona[]) => void;
};

/** The picker's "Your audiences" tab: the twins of the workspace's own audiences, picked like library twins. */
export function AudienceTwinsTab({ selectedIds, full, swaps, maxTwins, onToggle, onChoose }: Props) {
  const audiences = useAudiences();
  const [chosenId, setChosenId] = useState<string | undefined>();
  const audienceId = chosenId ?? audiences.data?.[0]?.id;
  const audience = useAudience(audienceId);
  const [visible, setVisible] = useState(GRID_PAGE_SIZE);
  const twins = audience.data?.twins ?? [];

  if (audiences.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading your audiences" />
      </Box>
    );
  if (audiences.error)
    return <ProblemAlert error={audiences.error} fallback="Failed to load your audiences" />;
  if (audiences.data.length === 0)
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography color="text.secondary">
          You have no audiences yet. Upload your customers&apos; or respondents&apos; records to test against
          them.
        </Typography>
        <Button sx={{ mt: 1.5 }} variant="outlined" component={RouterLink} to={buildPath('audiences')}>
          Create an audience
        </Button>
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Your audiences">
        {audiences.data.map((item) => (
          <Chip
            key={item.id}
            label={`${item.name} (${item.twin_count})`}
            color={item.id === audienceId ? 'primary' : 'default'}
            variant={item.id === audienceId ? 'filled' : 'outlined'}
            aria-pressed={item.id === audienceId}
            onClick={() => {
              setChosenId(item.id);
              setVisible(GRID_PAGE_SIZE);
            }}
          />
        ))}
      </Box>
      {audience.data && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
            {audienceModeText(audience.data)}
          </Typography>
          {!swaps && (
            <Button
              variant="outlined"
              disabled={twins.length === 0}
              onClick={() => onChoose(chooseForMe(twins, EMPTY_FILTERS).slice(0, maxTwins))}
            >
              Choose for me
            </Button>
          )}
        </Box>
      )}
      <ProblemAlert error={audience.error} fallback="Failed to load the audience" />
      {audience.isPending ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the audience's twins" />
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
          {twins.slice(0, visible).map((twin) => {
            const isSelected = selectedIds.has(twin.id);
            return (
              <TwinSelectionCard
                key={twin.id}
                persona={twin}
                selected={isSelected}
                disabled={full && !isSelected && !swaps}
                onToggle={onToggle}
              />
            );
          })}
        </Box>
      )}
      {twins.length > visible && (
        <Button sx={{ justifySelf: 'center' }} onClick={() => setVisible((count) => count + GRID_PAGE_SIZE)}>
          Show more twins ({twins.length - visible} more)
        </Button>
      )}
    </Box>
  );
}
