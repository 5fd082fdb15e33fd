import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

type Props = {
  id: string;
  name: string;
  price: string;
  priceNote?: string;
  features: string[];
  current?: boolean;
  action: ReactNode;
};

/** One plan or credit pack: name, price, what it includes, and its action at the bottom. */
export function OfferCard({ id, name, price, priceNote, features, current, action }: Props) {
  const titleId = `offer-${id}`;
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      data-testid={titleId}
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : 'divider',
        borderWidth: current ? 2 : 1,
      }}
    >
      <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minHeight: 32,
          }}
        >
          <Typography id={titleId} variant="h6" component="h3">
            {name}
          </Typography>
          {current && <Chip size="small" color="primary" label="Current plan" />}
        </Box>
        <Box>
          <Typography component="p" sx={{ fontSize: 30, fontWeight: 800, lineHeight: 1.1 }}>
            {price}
          </Typography>
          {priceNote && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {priceNote}
            </Typography>
          )}
        </Box>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, flex: 1, alignContent: 'start' }}
        >
          {features.map((feature) => (
            <Box component="li" key={feature} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <CheckRounded fontSize="small" color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Typography variant="body2">{feature}</Typography>
            </Box>
          ))}
        </Box>
        <Box>{action}</Box>
      </CardContent>
    </Card>
  );
}
