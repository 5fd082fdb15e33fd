// /brand360/:profileId: the brand's page with the twin-selection dialog; anyone but the owner gets the not-found screen.
// Features never import each other, so they meet here.
import { useState } from 'react';
import { useParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import type { FilterSet, Persona } from '@contracts/personas';
import { ProblemAlert } from '@web/components/problem-alert';
import { primePersonas, usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { useBrandProfile } from '@web/features/brand360/api/brand360-api';
import { BrandProfileView } from '@web/features/brand360/components/brand-profile-view';
import { NotFoundPage } from '@web/features/not-found/components/not-found-page';
import { TwinSelectionDialog } from '@web/features/twin-selection/components/twin-selection-dialog';
import { isApiError } from '@web/lib/api-client';

export function Brand360ProfileScreen() {
  const { profileId = '' } = useParams();
  const queryClient = useQueryClient();
  const profile = useBrandProfile(profileId);
  const [personaIds, setPersonaIds] = useState<string[]>([]);
  const [filters, setFilters] = useState<FilterSet | undefined>();
  const [choosing, setChoosing] = useState(false);
  const { twins } = usePersonasByIds(personaIds);

  const chooseTwins = (chosen: Persona[], chosenFilters: FilterSet) => {
    primePersonas(queryClient, chosen);
    setPersonaIds(chosen.map((twin) => twin.id));
    setFilters(chosenFilters);
  };

  if (profile.isPending) {
    return (
      <Box
        role="status"
        aria-label="Loading brand profile"
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', py: 10 }}
      >
        <CircularProgress />
      </Box>
    );
  }
  if (profile.isError) {
    if (isApiError(profile.error) && profile.error.status === 404) return <NotFoundPage />;
    return (
      <Box sx={{ flex: 1, p: 3 }}>
        <ProblemAlert error={profile.error} fallback="Failed to load the brand profile" />
      </Box>
    );
  }
  return (
    <>
      <BrandProfileView
        profile={profile.data}
        twins={twins}
        filters={filters}
        onOpenTwinSelection={() => setChoosing(true)}
      />
      <TwinSelectionDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        onConfirm={chooseTwins}
        selected={twins}
      />
    </>
  );
}
