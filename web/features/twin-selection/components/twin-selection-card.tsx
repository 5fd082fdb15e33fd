import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import type { Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';

type Props = { persona: Persona; selected: boolean; disabled: boolean; onToggle: (persona: Persona) => void };

/** A line of the twin's life: the biography's last sentence (what it does in its free time). */
export function lifeLine(biography: string): string {
  const sentences = biography.trim().split(/(?<=[.!?])\s+/);
  return sentences.at(-1) ?? '';
}

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/** A twin in the selection grid: click to add or remove; dimmed and inert once 7 others are chosen. */
export function TwinSelectionCard({ persona, selected, disabled, onToggle }: Props) {
  return (
    <ButtonBase
      focusRipple
      aria-pressed={selected}
      disabled={disabled}
      onClick={() => onToggle(persona)}
      data-testid="twin-card"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
        gap: 0.5,
        p: 1.5,
        minWidth: 0,
        borderRadius: 3,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(79,70,229,0.06)' : 'background.paper',
        textAlign: 'left',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
        '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        '&.Mui-disabled': { opacity: 0.45 },
      }}
    >
      {selected && (
        <CheckCircle
          color="primary"
          fontSize="small"
          sx={{ position: 'absolute', top: 6, right: 6 }}
          aria-hidden
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, pr: 2.5, minWidth: 0 }}>
        <PersonaAvatar persona={persona} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 14, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {persona.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', fontSize: 13, lineHeight: 1.4 }}>
            Age {persona.age} · Income: {persona.segments?.income_bracket ?? 'N/A'}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 13, lineHeight: 1.45, width: '100%' }}>
        <Box sx={{ color: 'text.primary', fontWeight: 600 }}>{persona.occupation}</Box>
        <div>
          {persona.city || persona.location} · {persona.household}
        </div>
        {persona.biography && (
          <Box component="p" sx={{ m: 0, mt: 0.5, fontStyle: 'italic', ...clamp(2) }}>
            {lifeLine(persona.biography)}
          </Box>
        )}
      </Box>
    </ButtonBase>
  );
}
