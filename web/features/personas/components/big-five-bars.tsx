import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BigFive } from '@contracts/personas';

const TRAITS: { key: keyof BigFive; label: string; low: string; high: string }[] = [
  { key: 'openness', label: 'Openness', low: 'conventional', high: 'curious, imaginative' },
  { key: 'conscientiousness', label: 'Conscientiousness', low: 'spontaneous', high: 'organised, dependable' },
  { key: 'extraversion', label: 'Extraversion', low: 'reserved', high: 'outgoing, energetic' },
  { key: 'agreeableness', label: 'Agreeableness', low: 'challenging', high: 'warm, cooperative' },
  { key: 'neuroticism', label: 'Neuroticism', low: 'calm, even-tempered', high: 'sensitive to stress' },
];

/** The bars span ±3 standard deviations; rarer scores are drawn at the edge. */
const SCALE = 3;

/** A z-score in words: how far from the population average. */
export function describeZScore(z: number): string {
  if (z >= 1.5) return 'Very high';
  if (z >= 0.5) return 'Above average';
  if (z > -0.5) return 'Average';
  if (z > -1.5) return 'Below average';
  return 'Very low';
}

const signed = (z: number) => `${z > 0 ? '+' : z < 0 ? '−' : ''}${Math.abs(z).toFixed(1)}`;

/** Big Five as bars from the population average (the centre line), one standard deviation per gridline. */
export function BigFiveBars({ scores }: { scores: BigFive }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.75 }}>
      {TRAITS.map(({ key, label, low, high }) => {
        const z = scores[key];
        const share = (Math.min(Math.abs(z), SCALE) / SCALE) * 50;
        return (
          <Box key={key} data-testid={`big-five-${key}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{label}</Typography>
              <Typography sx={{ fontSize: 14 }} color="text.secondary">
                {describeZScore(z)} ({signed(z)} SD)
              </Typography>
            </Box>
            <Box
              aria-hidden
              sx={{
                position: 'relative',
                height: 10,
                mt: 0.5,
                borderRadius: 5,
                bgcolor: '#eef2f7',
                backgroundImage:
                  'linear-gradient(to right, transparent calc(50% - 1px), #94a3b8 calc(50% - 1px), #94a3b8 calc(50% + 1px), transparent calc(50% + 1px))',
              }}
            >
              <Box
                sx={{
                  position: 'absolute',
                  top: 0,
                  bottom: 0,
                  left: z >= 0 ? '50%' : `${50 - share}%`,
                  width: `${share}%`,
                  borderRadius: 5,
                  bgcolor: z >= 0 ? 'primary.main' : 'secondary.main',
                }}
              />
            </Box>
            <Box
              sx={{
                display: 'flex',
                justifyContent: 'space-between',
                fontSize: 12,
                color: 'text.secondary',
                mt: 0.25,
              }}
            >
              <span>{low}</span>
              <span>{high}</span>
            </Box>
          </Box>
        );
      })}
      <Typography variant="caption" color="text.secondary">
        Scores compare this twin with the population: the centre line is the average, the bar ends at ±{SCALE}{' '}
        standard deviations (SD).
      </Typography>
    </Box>
  );
}
