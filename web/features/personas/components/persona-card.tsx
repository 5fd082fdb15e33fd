import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { occupationOf } from '@contracts/persona-filters';
import type { Persona } from '@contracts/personas';
import { PersonaAvatar } from '@web/components/persona-avatar';

export type PersonaDetailState = { fromGrid: true };

/** A twin in the library grid; opens its profile at /personas?id=…. */
export function PersonaCard({ persona }: { persona: Persona }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={{ search: `?id=${encodeURIComponent(persona.id)}` }}
        state={{ fromGrid: true } satisfies PersonaDetailState}
        aria-label={`${persona.name}, ${persona.age}, ${occupationOf(persona)}`}
        sx={{
          height: '100%',
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          gap: 1.5,
        }}
      >
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <PersonaAvatar persona={persona} size={52} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={persona.name}>
              {persona.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {persona.age} · {persona.gender.charAt(0).toUpperCase() + persona.gender.slice(1)}
            </Typography>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {occupationOf(persona)}
        </Typography>
        <Box sx={{ mt: 'auto', display: 'grid', gap: 0.5, color: 'text.secondary', fontSize: 14 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
            <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
            {persona.location}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <PaymentsOutlined sx={{ fontSize: 16 }} aria-hidden />
            {persona.segments.income_bracket} income
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  );
}
