import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIENCE_NAME_MAX_LENGTH } from '@contracts/audiences';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { ProblemAlert } from '@web/components/problem-alert';
import { useAudience } from '@web/entities/audiences/get-audience';
import { audienceModeText } from '@web/entities/audiences/audience-summary';
import { useDeleteAudience } from '../api/delete-audience';
import { useRenameAudience } from '../api/rename-audience';

const TWINS_SHOWN = 60;

type Props = { id: string; onDeleted: () => void };

/** One audience: what was done with its file, the rows left out and why, its twins; rename and delete. */
export function AudienceDetail({ id, onDeleted }: Props) {
  const audience = useAudience(id);
  const rename = useRenameAudience();
  const remove = useDeleteAudience();
  const [name, setName] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [shown, setShown] = useState(TWINS_SHOWN);

  if (audience.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the audience" />
      </Box>
    );
  if (!audience.data) return <ProblemAlert error={audience.error} fallback="Failed to load the audience" />;
  const data = audience.data;
  const editedName = name ?? data.name;

  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="audience-detail">
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          rename.mutate({ id, name: editedName.trim() }, { onSuccess: () => setName(null) });
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          size="small"
          label="Audience name"
          value={editedName}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: AUDIENCE_NAME_MAX_LENGTH } }}
          sx={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="outlined" disabled={!editedName.trim() || editedName === data.name}>
          Rename
        </Button>
        <Button color="error" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </Box>
      <ProblemAlert error={rename.error} />
      <Alert severity="success" role="status" data-testid="audience-mode">
        {audienceModeText(data)}
      </Alert>
      {data.rejected_count > 0 && (
        <Alert severity="warning" data-testid="rejected-rows">
          <Typography sx={{ fontWeight: 600 }}>
            {data.rejected_count.toLocaleString('en')} {data.rejected_count === 1 ? 'row was' : 'rows were'}{' '}
            left out:
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {data.rejected_rows.map((row) => (
              <li key={row.line}>
                Line {row.line}: {row.reason}
              </li>
            ))}
          </Box>
          {data.rejected_count > data.rejected_rows.length && (
            <Typography variant="body2">
              and {(data.rejected_count - data.rejected_rows.length).toLocaleString('en')} more.
            </Typography>
          )}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={`Twins of ${data.name}`}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {data.twins.slice(0, shown).map((twin) => (
          <Box
            component="li"
            key={twin.id}
            data-testid="audience-twin"
            sx={{
              display: 'flex',
              gap: 1.25,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
              minWidth: 0,
            }}
          >
            <PersonaAvatar persona={twin} size={44} />
            <Box sx={{ minWidth: 0, fontSize: 13, color: 'text.secondary' }}>
              <Typography sx={{ fontWeight: 700, fontSize: 14, overflowWrap: 'anywhere' }}>
                {twin.name}
              </Typography>
              <div>
                Age {twin.age} · {twin.occupation}
              </div>
              <div>{twin.location}</div>
              {data.mode === 'summarised' && <div>Weight {twin.weight?.toFixed(2)}</div>}
            </Box>
          </Box>
        ))}
      </Box>
      {data.twins.length > shown && (
        <Button sx={{ justifySelf: 'center' }} onClick={() => setShown((count) => count + TWINS_SHOWN)}>
          Show more twins ({data.twins.length - shown} more)
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="delete-audience-title">
        <DialogTitle id="delete-audience-title">Delete {data.name}?</DialogTitle>
        <DialogContent>
          <Typography>
            Its {data.twin_count.toLocaleString('en')} twins are removed. Results of research already run on
            them stay readable.
          </Typography>
          <ProblemAlert error={remove.error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button color="inherit" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: onDeleted })}
          >
            Delete audience
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
