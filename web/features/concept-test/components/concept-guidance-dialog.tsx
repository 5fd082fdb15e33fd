import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';

const GOOD_EXAMPLE =
  'GreenThumb Box: a monthly subscription plant-care kit for busy city dwellers, €29 per month. Each box holds a seasonal houseplant, organic fertiliser, a self-watering pot insert and a care card linking to short video guides. Its purpose: help people with no gardening experience keep their plants alive and bring some nature into small apartments.';
const POOR_EXAMPLE = 'An app for plants.';

export const QUICK_EXAMPLES: { category: 'Products' | 'Services' | 'Ideas'; examples: string[] }[] = [
  {
    category: 'Products',
    examples: [
      'A reusable smart water bottle that tracks how much you drink and glows to remind you to drink more, priced at €39.',
      'Plant-based protein bars with 20 g of protein and no added sugar, €2.50 each, sold in supermarkets and gyms.',
    ],
  },
  {
    category: 'Services',
    examples: [
      'Same-day laundry pick-up and delivery for city apartments, €15 per 5 kg bag, booked and tracked in an app.',
      'Online tutoring that matches secondary-school students with certified teachers, €49 per month for four one-hour sessions.',
    ],
  },
  {
    category: 'Ideas',
    examples: [
      'A neighbourhood tool library where members borrow drills, ladders and garden tools for €5 per month.',
      'A loyalty scheme that gives shoppers a 10% discount for every five product packages they return to the store for reuse.',
    ],
  },
];

type Props = { open: boolean; onClose: () => void; onUseExample: (concept: string) => void };

function ExampleBox({ good, children }: { good: boolean; children: string }) {
  return (
    <Box
      sx={{
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: good ? 'success.light' : 'error.light',
        bgcolor: good ? 'rgba(22,163,74,0.06)' : 'rgba(220,38,38,0.05)',
      }}
    >
      <Typography
        sx={{
          fontWeight: 700,
          display: 'flex',
          alignItems: 'center',
          gap: 0.75,
          color: good ? 'success.dark' : 'error.dark',
        }}
      >
        {good ? <CheckCircleOutline fontSize="small" /> : <HighlightOff fontSize="small" />}
        {good ? 'Good example' : 'Poor example'}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
        “{children}”
      </Typography>
    </Box>
  );
}

/** 'How to Write an Effective Concept': what a useful concept says, and examples that fill the concept box. */
export function ConceptGuidanceDialog({ open, onClose, onUseExample }: Props) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      scroll="paper"
      aria-labelledby="concept-guidance-title"
    >
      <DialogTitle id="concept-guidance-title">How to Write an Effective Concept</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Twins react to what you tell them. Say what it is, who it is for, what it costs, its key features
          and the problem it solves.
        </Typography>
        <ExampleBox good>{GOOD_EXAMPLE}</ExampleBox>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          It names the price, the features and the purpose, so each twin can weigh it against their own budget
          and needs.
        </Typography>
        <ExampleBox good={false}>{POOR_EXAMPLE}</ExampleBox>
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          Too vague: no audience, no price and no features, so the feedback can only be generic.
        </Typography>
        <Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            Quick examples
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Click one to put it in the concept box.
          </Typography>
          {QUICK_EXAMPLES.map(({ category, examples }) => (
            <Box key={category} component="section" aria-label={category} sx={{ mt: 1.5 }}>
              <Typography variant="overline" color="text.secondary" component="h4">
                {category}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1 }}>
                {examples.map((example) => (
                  <Button
                    key={example}
                    variant="outlined"
                    color="inherit"
                    onClick={() => onUseExample(example)}
                    sx={{
                      justifyContent: 'flex-start',
                      textAlign: 'left',
                      fontWeight: 400,
                      borderColor: 'divider',
                      py: 1,
                    }}
                  >
                    {example}
                  </Button>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Got It
        </Button>
      </DialogActions>
    </Dialog>
  );
}
