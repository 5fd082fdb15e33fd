import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import RequestQuote from '@mui/icons-material/RequestQuoteOutlined';
import { angelPitchRequestSchema, MAX_INVESTORS, type AngelPitchRequest } from '@contracts/angel-pitch';
import { ProblemAlert } from '@web/components/problem-alert';
import { isApiError } from '@web/lib/api-client';
import { useCanRun } from '@web/entities/workspaces/use-workspace';

type Props = {
  running: boolean;
  error: unknown;
  onRun: (request: AngelPitchRequest) => void;
};

const euros = (text: string): number | null => {
  const digits = text.replace(/[€,\s]/g, '');
  return digits === '' ? null : Number(digits);
};

/** The Angel Pitch sidebar: the pitch, an optional ask and valuation, and the run (1 credit). */
export function AngelPitchPanel({ running, error, onRun }: Props) {
  const canRun = useCanRun();
  const [pitch, setPitch] = useState('');
  const [ask, setAsk] = useState('');
  const [valuation, setValuation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serverErrors = isApiError(error)
    ? Object.fromEntries(error.invalidParams.map((p) => [p.name, p.reason]))
    : {};
  const shown = { ...serverErrors, ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = { pitch, askEur: euros(ask), valuationEur: euros(valuation) };
    const parsed = angelPitchRequestSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    onRun(request);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="angel-pitch-panel"
      aria-label="Angel Pitch"
    >
      <Box>
        <Typography component="h2" variant="h6">
          Angel Pitch
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Up to {MAX_INVESTORS} digital twins in high-income business roles judge your start-up as angel
          investors: invest or pass, and why (1 credit).
        </Typography>
      </Box>
      <TextField
        label="Your pitch"
        placeholder="What you build, for whom, traction so far (customers, revenue, growth), the team and the market"
        value={pitch}
        onChange={(event) => setPitch(event.target.value)}
        error={Boolean(shown.pitch)}
        helperText={shown.pitch ?? `${pitch.length}/5000`}
        multiline
        minRows={5}
        required
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr' }}>
        <TextField
          label="Ask (€, optional)"
          inputMode="numeric"
          value={ask}
          onChange={(event) => setAsk(event.target.value)}
          error={Boolean(shown.askEur)}
          helperText={shown.askEur}
          size="small"
        />
        <TextField
          label="Valuation (€, optional)"
          inputMode="numeric"
          value={valuation}
          onChange={(event) => setValuation(event.target.value)}
          error={Boolean(shown.valuationEur)}
          helperText={shown.valuationEur}
          size="small"
        />
      </Box>
      {Boolean(error) && !(isApiError(error) && error.invalidParams.length > 0) && (
        <ProblemAlert error={error} />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={running || !canRun}
        startIcon={running ? <CircularProgress size={18} color="inherit" /> : <RequestQuote />}
      >
        {running ? 'Pitching...' : 'Pitch to investors (1 credit)'}
      </Button>
    </Box>
  );
}
