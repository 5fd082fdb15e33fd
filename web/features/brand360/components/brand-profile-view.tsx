import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { HintTooltip } from '@web/components/hint-tooltip';
import Typography from '@mui/material/Typography';
import Insights from '@mui/icons-material/InsightsOutlined';
import type { BrandProfile } from '@contracts/brand-study';
import type { BrandStudyRecord } from '@contracts/brand-study';
import type { FilterSet, Persona } from '@contracts/personas';
import { SelectTwinsControl } from '@web/components/select-twins-control';
import { ProblemAlert } from '@web/components/problem-alert';
import { ResultsPlaceholder } from '@web/components/results-placeholder';
import { buildPath } from '@web/lib/routes';
import { useBrandStudies, useDeleteBrandProfile, useRunBrandStudy } from '../api/brand360-api';
import { BrandProfileForm } from './brand-profile-form';
import { RecordActions } from '@web/entities/feedback-record/record-actions';
import { BrandStudyView } from './brand-study-view';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

type Props = {
  profile: BrandProfile;
  twins: Persona[];
  filters: FilterSet | undefined;
  onOpenTwinSelection: () => void;
};

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function runTooltip(running: boolean, twinCount: number): string {
  if (running) return 'Study in progress...';
  if (twinCount === 0) return 'Select at least one Digital Twin (Cost: 1 Credit)';
  return 'Run the perception study (Cost: 1 Credit)';
}

function StudyHistory({
  studies,
  selectedId,
  onSelect,
}: {
  studies: BrandStudyRecord[];
  selectedId: string | undefined;
  onSelect: (record: BrandStudyRecord) => void;
}) {
  return (
    <List dense disablePadding aria-label="Study history">
      {studies.map((study) => {
        const analysis = study.overall_analysis;
        const twins = study.selected_personas.length;
        return (
          <ListItemButton
            key={study.id}
            selected={study.id === selectedId}
            onClick={() => onSelect(study)}
            sx={{ borderRadius: 1.5 }}
          >
            <ListItemText
              primary={dateFormat.format(new Date(study.created_at))}
              secondary={`${twins} ${twins === 1 ? 'twin' : 'twins'}${analysis ? ` · score ${Math.round(analysis.aggregateScore)}` : ''}`}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}

function DeleteProfileDialog({
  profile,
  studyCount,
  open,
  onClose,
}: {
  profile: BrandProfile;
  studyCount: number;
  open: boolean;
  onClose: () => void;
}) {
  const remove = useDeleteBrandProfile(profile.id);
  const navigate = useNavigate();
  const listPath = buildPath('researchLab', {}, { search: { feature: 'brand360' } });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="delete-profile-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-profile-title">Delete {profile.name}?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>
          The profile goes;{' '}
          {studyCount === 0
            ? 'it has no studies.'
            : `its ${studyCount === 1 ? 'study stays' : `${studyCount} studies stay`} readable from their run pages, shared links and exports.`}
        </DialogContentText>
        <ProblemAlert error={remove.error} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={remove.isPending}
          onClick={() => remove.mutate(undefined, { onSuccess: () => void navigate(listPath) })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete profile'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /brand360/:profileId: the profile, its twins and study runs on the left, the chosen study's results on the right. */
export function BrandProfileView({ profile, twins, filters, onOpenTwinSelection }: Props) {
  const canRun = useCanRun();
  const studies = useBrandStudies(profile.id);
  const run = useRunBrandStudy(profile.id);
  const [shownId, setShownId] = useState<string | undefined>();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const running = run.isPending;
  // The newest study unless one was picked; a fresh run shows at once, before the history reloads.
  const shown = shownId
    ? (studies.data?.find((s) => s.id === shownId) ?? (run.data?.id === shownId ? run.data : undefined))
    : studies.data?.[0];

  const start = () =>
    run.mutate(
      { personaIds: twins.map((t) => t.id), ...(filters ? { filters } : {}) },
      { onSuccess: (record) => setShownId(record.id) },
    );

  return (
    <Box
      sx={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '360px minmax(0, 1fr)' },
      }}
    >
      <Box
        component="aside"
        aria-label="Brand profile"
        sx={{
          p: { xs: 2, md: 2.5 },
          bgcolor: 'background.paper',
          borderRight: { md: '1px solid #e2e8f0' },
          borderBottom: { xs: '1px solid #e2e8f0', md: 'none' },
          display: 'grid',
          gap: 2,
          alignContent: 'start',
        }}
      >
        <Button
          component={RouterLink}
          to={buildPath('researchLab', {}, { search: { feature: 'brand360' } })}
          size="small"
          sx={{ justifySelf: 'start' }}
        >
          ← All brand profiles
        </Button>
        {editing ? (
          <BrandProfileForm
            profile={profile}
            onSaved={() => setEditing(false)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Avatar
                src={profile.logo_url ?? undefined}
                alt=""
                sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}
              >
                {profile.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
                  {profile.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {profile.category}
                </Typography>
              </Box>
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {profile.description}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                Competitors:
              </Typography>
              {profile.competitors.map((name) => (
                <Chip key={name} size="small" label={name} />
              ))}
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
                Edit profile
              </Button>
              <Button size="small" color="error" onClick={() => setDeleting(true)}>
                Delete profile
              </Button>
            </Box>
          </>
        )}
        <SelectTwinsControl twins={twins} onOpen={onOpenTwinSelection} />
        <HintTooltip title={runTooltip(running, twins.length)}>
          <span>
            <Button
              variant="contained"
              size="large"
              fullWidth
              startIcon={running ? <CircularProgress size={18} color="inherit" /> : <Insights />}
              disabled={running || twins.length === 0 || !canRun}
              onClick={start}
            >
              {running ? 'Running study...' : 'Run perception study'}
            </Button>
          </span>
        </HintTooltip>
        <ProblemAlert error={run.error} />
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
            History
          </Typography>
          {studies.isPending ? (
            <Typography variant="body2" color="text.secondary">
              Loading studies...
            </Typography>
          ) : studies.isError ? (
            <ProblemAlert error={studies.error} fallback="Failed to load history" />
          ) : studies.data.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No studies of this brand yet.
            </Typography>
          ) : (
            <StudyHistory
              studies={studies.data}
              selectedId={shown?.id}
              onSelect={(record) => setShownId(record.id)}
            />
          )}
        </Box>
      </Box>
      <Box
        component="section"
        aria-label="Study results"
        sx={{ p: { xs: 2, sm: 3, md: 5 }, minWidth: 0, display: 'flex', flexDirection: 'column' }}
      >
        {shown ? (
          <>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                justifyContent: 'space-between',
                mb: 2,
              }}
            >
              <Typography color="text.secondary">
                Study of {dateFormat.format(new Date(shown.created_at))}
              </Typography>
              <RecordActions record={shown} withOpen size="small" />
            </Box>
            <BrandStudyView record={shown} imageUrl="" feedbackId={shown.id} />
          </>
        ) : running ? (
          <Card variant="outlined" sx={{ p: 4, display: 'flex', gap: 2, alignItems: 'center' }} role="status">
            <CircularProgress size={24} />
            <Typography>The twins are rating {profile.name} and its competitors...</Typography>
          </Card>
        ) : (
          <ResultsPlaceholder>
            Select up to 7 digital twins and run a perception study; the perception map, strengths and risks
            will show here.
          </ResultsPlaceholder>
        )}
      </Box>
      <DeleteProfileDialog
        profile={profile}
        studyCount={studies.data?.length ?? 0}
        open={deleting}
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
