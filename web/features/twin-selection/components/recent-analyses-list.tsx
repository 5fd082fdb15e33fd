import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { format } from 'date-fns';
import type { Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';
import type { RecentAnalysis } from '../api/get-recent-analyses';
import { plural } from '@web/lib/plural';

const NAME_LENGTH = 30;
const MAX_AVATARS = 6;

/** The concept cut at 30 characters plus '...', or 'Previous Analysis' when there is none. */
export function recentAnalysisName(concept: string): string {
  if (!concept) return 'Previous Analysis';
  return concept.length > NAME_LENGTH ? `${concept.slice(0, NAME_LENGTH)}...` : concept;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'MMM d, yyyy HH:mm');
}

type Props = {
  analyses: RecentAnalysis[] | undefined;
  loading: boolean;
  personasById: Map<string, Persona>;
  onApply: (analysis: RecentAnalysis) => void;
};

export function RecentAnalysesList({ analyses, loading, personasById, onApply }: Props) {
  return (
    <Box component="section" aria-labelledby="recent-analyses-title">
      <Typography
        id="recent-analyses-title"
        variant="subtitle2"
        component="h3"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        Recent Analyses
      </Typography>
      {loading && !analyses ? (
        <Box aria-busy="true" aria-label="Loading recent analyses">
          <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : !analyses?.length ? (
        <Typography variant="body2" color="text.secondary">
          No recent analyses found.
        </Typography>
      ) : (
        <List disablePadding sx={{ display: 'grid', gap: 1 }}>
          {analyses.map((analysis) => {
            const twins = analysis.personaIds.flatMap((id) => personasById.get(id) ?? []);
            return (
              <ListItemButton
                key={analysis.id}
                onClick={() => onApply(analysis)}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 2, gap: 1.5, py: 1, flexWrap: 'wrap' }}
              >
                <AvatarGroup
                  max={MAX_AVATARS}
                  sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}
                >
                  {twins.slice(0, MAX_AVATARS).map((persona) => (
                    <PersonaAvatar key={persona.id} persona={persona} size={28} />
                  ))}
                </AvatarGroup>
                <Box sx={{ minWidth: 0, flex: '1 1 160px' }}>
                  <Typography sx={{ fontWeight: 600, fontSize: 14, overflowWrap: 'anywhere' }}>
                    {recentAnalysisName(analysis.concept)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[formatDate(analysis.createdAt), plural(analysis.personaIds.length, 'twin')]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </Box>
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
