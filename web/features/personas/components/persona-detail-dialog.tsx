import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';
import { occupationOf } from '@contracts/persona-filters';
import { INCOME_GROUPS, type Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';
import { BigFiveBars } from './big-five-bars';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

type Props = { open: boolean; persona: Persona | undefined; onClose: () => void };

/** Everything the library knows about one twin. */
export function PersonaDetailDialog({ open, persona, onClose }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const facts: [string, string][] = persona
    ? [
        ['Age', String(persona.age)],
        ['Gender', capitalise(persona.gender)],
        ['Occupation', occupationOf(persona)],
        ['Location', persona.location],
        [
          'Income bracket',
          INCOME_GROUPS.find((group) => group.code === persona.segments.income_bracket)?.name ??
            persona.segments.income_bracket,
        ],
        ['Household', persona.household],
        ['Education', persona.education],
        ['Status', capitalise(persona.activity_status)],
      ]
    : [];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="persona-detail-name"
    >
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{
          position: 'absolute',
          right: 12,
          top: 12,
          zIndex: 1,
          bgcolor: 'background.paper',
          boxShadow: 1,
          '&:hover': { bgcolor: 'grey.100' },
        }}
      >
        <Close />
      </IconButton>
      <DialogContent sx={{ pt: 3, pb: 4 }}>
        {!persona ? (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography id="persona-detail-name" variant="h6" component="h2">
              Twin not found
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              This digital twin is not in the library.
            </Typography>
          </Box>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 2.5, alignItems: 'center', flexWrap: 'wrap', pr: 5 }}>
              <PersonaAvatar persona={persona} size={96} />
              <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
                <Typography id="persona-detail-name" variant="h5" component="h2">
                  {persona.name}
                </Typography>
                <Typography color="text.secondary">{persona.title}</Typography>
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                  <Chip size="small" label={`${persona.age} years`} />
                  <Chip size="small" label={capitalise(persona.gender)} />
                  <Chip size="small" label={`${persona.segments.income_bracket} income`} />
                </Box>
              </Box>
            </Box>

            <Box
              component="dl"
              sx={{
                mt: 3,
                mb: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                '& dd': { m: 0 },
              }}
            >
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ minWidth: 0 }}>
                  <Typography
                    component="dt"
                    variant="caption"
                    color="text.secondary"
                    sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}
                  >
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ overflowWrap: 'anywhere' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>

            <Section title="Biography">
              <Typography sx={{ lineHeight: 1.7 }}>{persona.biography}</Typography>
            </Section>

            <Box
              sx={{
                display: 'grid',
                gap: { xs: 0, md: 4 },
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              <Section title="Big Five personality">
                <BigFiveBars scores={persona.big_five} />
              </Section>
              <Box>
                <Section title="Personality traits">
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                    {persona.personality_traits.map((trait) => (
                      <Chip key={trait} label={trait} variant="outlined" />
                    ))}
                  </Box>
                </Section>
                <Section title="Values and beliefs">
                  <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
                    {persona.values_and_beliefs.map((value) => (
                      <Typography component="li" key={value}>
                        {value}
                      </Typography>
                    ))}
                  </Box>
                </Section>
              </Box>
            </Box>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
