import Typography from '@mui/material/Typography';
import type { Persona } from '@contracts/personas';

/** The facts a researcher keeps at hand while talking to a twin. */
export function TwinFacts({ twin }: { twin: Persona }) {
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {twin.age} · {twin.occupation} · {twin.city || twin.location}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {twin.household} · {twin.segments.income_bracket} income
      </Typography>
    </>
  );
}
