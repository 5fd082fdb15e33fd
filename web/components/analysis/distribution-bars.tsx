import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SENTIMENTS, type SentimentDistribution } from '@contracts/twin-answers';
import { SENTIMENT_COLORS } from './twin-answer';

export type DistributionItem = { label: string; percent: number; color?: string };

const percentText = (value: number) => `${Math.round(value)}%`;

/** Horizontal bars, one per item, readable as a list (label and percent are text, not only length). */
export function DistributionBars({ items, label }: { items: DistributionItem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 11rem) 1fr 2.75rem',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <Typography variant="body2" color="text.secondary" noWrap title={item.label}>
            {item.label}
          </Typography>
          <Box sx={{ height: 10, borderRadius: 5, bgcolor: '#eef2f7', overflow: 'hidden' }} aria-hidden>
            <Box
              sx={{
                height: '100%',
                width: `${Math.min(100, Math.max(0, item.percent))}%`,
                bgcolor: item.color ?? 'primary.main',
                borderRadius: 5,
              }}
            />
          </Box>
          <Typography
            variant="body2"
            sx={{ fontWeight: 600, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
          >
            {percentText(item.percent)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Positive / neutral / negative as stacked-bar items in the shared sentiment colours. */
export function sentimentItems(distribution: SentimentDistribution): Required<DistributionItem>[] {
  return SENTIMENTS.map((sentiment) => ({
    label: capitalise(sentiment),
    percent: distribution[sentiment],
    color: SENTIMENT_COLORS[sentiment],
  }));
}

type StackedBarProps = {
  items: Required<DistributionItem>[];
  label: string;
  legend?: boolean;
  height?: number;
};

/**
 * One bar split into segments (e.g. positive / neutral / negative). With the legend the numbers are text;
 * without it (compact cards) the bar itself carries them in its accessible name.
 */
export function StackedBar({ items, label, legend = true, height = 14 }: StackedBarProps) {
  const summary = `${label}: ${items.map((item) => `${item.label} ${percentText(item.percent)}`).join(', ')}`;
  return (
    <Box>
      <Box
        sx={{ display: 'flex', height, borderRadius: height / 2, overflow: 'hidden', bgcolor: '#eef2f7' }}
        {...(legend ? { 'aria-hidden': true } : { role: 'img', 'aria-label': summary })}
      >
        {items.map((item) => (
          <Box key={item.label} sx={{ width: `${item.percent}%`, bgcolor: item.color }} />
        ))}
      </Box>
      {legend && (
        <Box
          component="ul"
          aria-label={label}
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {items.map((item) => (
            <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box
                component="span"
                aria-hidden
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }}
              />
              <Typography variant="body2">
                {item.label} <strong>{percentText(item.percent)}</strong>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
