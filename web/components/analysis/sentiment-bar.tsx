import Box from '@mui/material/Box';
import type { SentimentDistribution } from '../../../contracts/analysis';

export const SENTIMENT_COLORS = { positive: 'success.main', neutral: 'grey.400', negative: 'error.main' } as const;

type Props = { distribution: SentimentDistribution; height?: number };

/** A stacked positive / neutral / negative bar; the percentages are in its accessible name. */
export function SentimentBar({ distribution, height = 8 }: Props) {
  const total = distribution.positive + distribution.neutral + distribution.negative || 1;
  const label = `Positive ${Math.round(distribution.positive)}%, neutral ${Math.round(distribution.neutral)}%, negative ${Math.round(distribution.negative)}%`;
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', height, borderRadius: height / 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
      {(['positive', 'neutral', 'negative'] as const).map((key) => (
        <Box key={key} sx={{ width: `${(distribution[key] / total) * 100}%`, bgcolor: SENTIMENT_COLORS[key] }} />
      ))}
    </Box>
  );
}
