import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ImageAnalysis } from '@contracts/image-analysis';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ChipList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} role="list" aria-label={label}>
        {items.map((item, index) => (
          <Chip
            key={`${index}-${item}`}
            role="listitem"
            size="small"
            label={item}
            sx={{ maxWidth: '100%' }}
          />
        ))}
      </Box>
    </Box>
  );
}

/**
 * An image analysis: what the ad's words offer (as the engine's concept reader understood them) and plain notes on
 * its look. The words and measures themselves are on the reading card beside it.
 */
export function ImageMessageCard({ analysis }: { analysis: ImageAnalysis }) {
  const { message, observations } = analysis;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }} data-testid="image-message">
      <Typography variant="h6" component="h2">
        What the ad says
      </Typography>
      <Typography
        sx={{ mt: 1, fontSize: '1.125rem', fontWeight: 700, overflowWrap: 'anywhere' }}
        data-testid="image-headline"
      >
        {message.headline ? `“${message.headline}”` : 'No words to read: the picture has to speak alone.'}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Reads as">
          {message.productName ? `${message.productName}, ${message.category}` : message.category}
        </Fact>
        <Fact label="Price">{message.price ?? 'Not shown'}</Fact>
        <Fact label="Discount">{message.discount ?? 'None'}</Fact>
        <Fact label="How concrete">{message.specificity}%</Fact>
      </Box>
      <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
        <ChipList label="Claims" items={message.claims} />
        <ChipList label="Features" items={message.features} />
        <ChipList label="Benefits" items={message.benefits} />
        <ChipList label="Who it is for" items={message.audiences} />
        {message.missing.length > 0 && (
          <Typography variant="body2" data-testid="image-missing">
            <Box component="span" sx={{ color: 'text.secondary' }}>
              A viewer cannot tell:{' '}
            </Box>
            {message.missing.join(', ')}.
          </Typography>
        )}
      </Box>
      {observations.length > 0 && (
        <Box sx={{ mt: 2.5 }}>
          <Typography variant="overline" color="text.secondary">
            How it looks
          </Typography>
          <Box
            component="ul"
            sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}
            data-testid="image-observations"
          >
            {observations.map((note, index) => (
              <Typography component="li" variant="body2" key={`${index}-${note}`}>
                {note}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
    </Paper>
  );
}
