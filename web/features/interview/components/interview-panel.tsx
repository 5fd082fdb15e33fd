import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Forum from '@mui/icons-material/ForumOutlined';
import History from '@mui/icons-material/History';
import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import { INTERVIEW_COST, MAX_INTERVIEW_QUESTIONS, MAX_INTERVIEW_TOPIC_LENGTH } from '@contracts/interviews';
import type { Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { errorMessage } from '@web/lib/api-client';
import { TwinFacts } from './twin-facts';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

type Props = {
  twin: Persona | undefined;
  topic: string;
  onTopicChange: (topic: string) => void;
  /** An interview is open in the chat. */
  active: boolean;
  starting: boolean;
  startError: unknown;
  onStart: () => void;
  onNewInterview: () => void;
  onOpenHistory: () => void;
  onOpenTwinSelection: () => void;
};

/** The Interview sidebar: pick one twin, an optional topic, and start (or start over). */
export function InterviewPanel({
  twin,
  topic,
  onTopicChange,
  active,
  starting,
  startError,
  onStart,
  onNewInterview,
  onOpenHistory,
  onOpenTwinSelection,
}: Props) {
  const canRun = useCanRun();
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="interview-panel">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h2" variant="h6">
          Interview
        </Typography>
        <Button size="small" variant="outlined" startIcon={<History />} onClick={onOpenHistory}>
          History
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
        A one-to-one conversation with a digital twin: up to {MAX_INTERVIEW_QUESTIONS} questions for{' '}
        {INTERVIEW_COST} credit.
      </Typography>

      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 15 }}>
          Digital twin
        </Typography>
        {twin ? (
          <Box
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
            data-testid="interview-twin"
          >
            <PersonaAvatar persona={twin} size={44} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700 }}>{twin.name}</Typography>
              <TwinFacts twin={twin} />
            </Box>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No twin chosen yet.
          </Typography>
        )}
        {!active && (
          <Button variant="outlined" startIcon={<PersonSearch />} onClick={onOpenTwinSelection}>
            {twin ? 'Choose another twin' : 'Choose a Digital Twin'}
          </Button>
        )}
      </Box>

      <TextField
        label="Topic or concept (optional)"
        multiline
        minRows={2}
        maxRows={6}
        value={topic}
        disabled={active}
        onChange={(event) => onTopicChange(event.target.value)}
        placeholder="e.g. BrewBox: a monthly coffee subscription for €29/month"
        slotProps={{ htmlInput: { maxLength: MAX_INTERVIEW_TOPIC_LENGTH } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      />

      {startError ? <Alert severity="error">{errorMessage(startError)}</Alert> : null}

      {active ? (
        <Button variant="outlined" size="large" onClick={onNewInterview}>
          New interview
        </Button>
      ) : (
        <Button
          variant="contained"
          size="large"
          startIcon={<Forum />}
          disabled={!twin || starting || !canRun}
          onClick={onStart}
        >
          {starting ? 'Starting...' : `Start Interview (${INTERVIEW_COST} credit)`}
        </Button>
      )}
    </Box>
  );
}
