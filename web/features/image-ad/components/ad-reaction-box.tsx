import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdReaction } from '@contracts/image-ad';

/** One twin's reaction to an ad: its attention, clarity and appeal ratings and its words on the creative. */
export function AdReactionBox({ reaction }: { reaction: AdReaction }) {
  const scores: Array<[string, number]> = [
    ['Attention', reaction.attention],
    ['Clarity', reaction.clarity],
    ['Appeal', reaction.appeal],
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.25, bgcolor: '#f8fafc' }}
      data-testid="ad-reaction"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {scores.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {label}{' '}
            </Box>
            <strong>{value}/5</strong>
          </Typography>
        ))}
      </Box>
      <Typography variant="body2">
        <strong>First impression:</strong> {reaction.firstImpression}
      </Typography>
      <Typography variant="body2" data-testid="perceived-message">
        <strong>What it says to me:</strong> {reaction.perceivedMessage}
      </Typography>
      <Typography variant="body2">
        <strong>What I&apos;d change:</strong> {reaction.wouldChange}
      </Typography>
    </Paper>
  );
}
