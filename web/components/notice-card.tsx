import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type Props = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** h1 when the card is the page (a 404, a gate); h2 when it sits inside a page that has its own h1. */
  headingLevel?: 'h1' | 'h2';
};

/** A centred card for empty states, placeholders and errors. */
export function NoticeCard({ icon, title, children, actions, headingLevel = 'h1' }: Props) {
  return (
    <Card sx={{ maxWidth: 560, mx: 'auto' }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        {icon && <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 40 } }}>{icon}</Box>}
        <Typography variant="h5" component={headingLevel} gutterBottom>
          {title}
        </Typography>
        {children && (
          <Typography component="div" color="text.secondary">
            {children}
          </Typography>
        )}
        {actions && (
          <Box sx={{ mt: 3, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
            {actions}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
