import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { colourFamilies, type AdReading } from '@contracts/image-ad';

const MEASURES: Array<{
  key: 'brightness' | 'contrast' | 'colourfulness' | 'textCoverage' | 'clutter';
  label: string;
}> = [
  { key: 'brightness', label: 'Brightness' },
  { key: 'contrast', label: 'Contrast' },
  { key: 'colourfulness', label: 'Colourfulness' },
  { key: 'textCoverage', label: 'Text coverage' },
  { key: 'clutter', label: 'Clutter' },
];

/** What the engine read from the ad: its words (OCR), its colours and its measured look, so the user can check it. */
export function AdReadingCard({ reading, imageUrl }: { reading: AdReading; imageUrl: string | null }) {
  const { measures } = reading;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3 }} data-testid="ad-reading">
      <Typography variant="h6" component="h2">
        What the engine read
      </Typography>
      <Box
        sx={{
          mt: 1.5,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: imageUrl ? '160px minmax(0, 1fr)' : '1fr' },
          alignItems: 'start',
        }}
      >
        {imageUrl && (
          <Box
            component="img"
            src={imageUrl}
            alt="The tested ad"
            sx={{ width: '100%', maxWidth: 240, borderRadius: 2, border: 1, borderColor: 'divider' }}
          />
        )}
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Text in the image{reading.text ? ` · ${Math.round(reading.textConfidence)}% confidence` : ''}
            </Typography>
            {reading.text ? (
              <Typography
                component="blockquote"
                data-testid="ad-ocr-text"
                sx={{
                  m: 0,
                  pl: 1.5,
                  borderLeft: 3,
                  borderColor: 'primary.light',
                  whiteSpace: 'pre-line',
                  fontWeight: 600,
                  overflowWrap: 'anywhere',
                }}
              >
                {reading.text}
              </Typography>
            ) : (
              <Typography color="text.secondary">No text found in the image.</Typography>
            )}
          </Box>
          <Box>
            <Typography variant="overline" color="text.secondary">
              Dominant colours
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              {colourFamilies(measures.dominantColours).map((colour) => (
                <Box key={colour.hex} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 18,
                      height: 18,
                      borderRadius: 1,
                      bgcolor: colour.hex,
                      border: 1,
                      borderColor: 'divider',
                    }}
                  />
                  <Typography variant="body2">
                    {colour.name} {Math.round(colour.share)}%
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
            }}
          >
            {MEASURES.map(({ key, label }) => (
              <Box key={key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                  {Math.round(measures[key])}%
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {measures.width}×{measures.height} px, re-encoded without metadata.
          </Typography>
        </Box>
      </Box>
    </Paper>
  );
}
