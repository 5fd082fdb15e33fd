import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The frame of the sign-in, sign-up and reset screens: one focused card on a soft background. */
export function AuthLayout({ title, subtitle, children, footer }: Props) {
  return (
    <Box
      sx={{
        flex: 1,
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'center' },
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
        background: 'radial-gradient(1200px 500px at 50% -10%, rgba(79,70,229,0.10), transparent 70%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {!subtitle && <Box sx={{ mb: 3 }} />}
            {children}
          </CardContent>
        </Card>
        {footer && (
          <Typography
            component="div"
            variant="body2"
            color="text.secondary"
            sx={{ textAlign: 'center', mt: 3 }}
          >
            {footer}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
