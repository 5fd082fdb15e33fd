// Layout building blocks of the marketing pages: hero (the page's one h1), titled sections, cards and the closing call to action.
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import { useAuth } from '@web/entities/session/use-auth';

export const heroBackground =
  'radial-gradient(900px 420px at 15% 0%, rgba(79,70,229,0.12), transparent 70%), radial-gradient(700px 380px at 90% 20%, rgba(13,148,136,0.10), transparent 70%)';

type HeroProps = {
  overline?: string;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
};

export function PageHero({ overline, title, text, actions, aside }: HeroProps) {
  return (
    <Box component="section" aria-labelledby="page-title" sx={{ background: heroBackground }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 7 },
            gridTemplateColumns: { xs: '1fr', md: aside ? '1.1fr 1fr' : '1fr' },
            alignItems: 'center',
          }}
        >
          <Box sx={{ maxWidth: aside ? undefined : 820 }}>
            {overline && (
              <Typography variant="overline" component="p" color="primary" sx={{ mb: 1 }}>
                {overline}
              </Typography>
            )}
            <Typography
              id="page-title"
              variant="h1"
              sx={{ fontSize: { xs: 34, sm: 44, md: 52 }, lineHeight: 1.1 }}
            >
              {title}
            </Typography>
            {text && (
              <Typography
                component="div"
                color="text.secondary"
                sx={{ mt: 2.5, fontSize: { xs: 17, md: 19 }, maxWidth: 640 }}
              >
                {text}
              </Typography>
            )}
            {actions && <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box>}
          </Box>
          {aside}
        </Box>
      </Container>
    </Box>
  );
}

type SectionProps = {
  title: string;
  overline?: string;
  intro?: ReactNode;
  id?: string;
  tinted?: boolean;
  maxWidth?: 'md' | 'lg';
  children: ReactNode;
};

export function Section({ title, overline, intro, id, tinted, maxWidth = 'lg', children }: SectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{
        scrollMarginTop: 72,
        ...(tinted
          ? { bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider' }
          : {}),
      }}
    >
      <Container maxWidth={maxWidth} sx={{ py: { xs: 6, md: 9 } }}>
        <Box sx={{ maxWidth: 760, mb: { xs: 3, md: 5 } }}>
          {overline && (
            <Typography variant="overline" component="p" color="primary">
              {overline}
            </Typography>
          )}
          <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: { xs: 26, md: 34 } }}>
            {title}
          </Typography>
          {intro && (
            <Typography component="div" color="text.secondary" sx={{ mt: 1.5, fontSize: { md: 18 } }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}

export function CardGrid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: {
          xs: '1fr',
          sm: columns === 2 ? '1fr' : '1fr 1fr',
          md: `repeat(${columns}, 1fr)`,
        },
      }}
    >
      {children}
    </Box>
  );
}

export function InfoCard({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent sx={{ p: 3 }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="h6" component="h3">
            {title}
          </Typography>
          {badge}
        </Box>
        <Typography
          component="div"
          color="text.secondary"
          sx={{ mt: 1, fontSize: 15, '& p': { m: 0, mt: 1 } }}
        >
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The primary action for the visitor: the Research Lab when signed in, otherwise sign-up. */
export function PrimaryAction({
  signedOutLabel = 'Start with 10 free credits',
}: {
  signedOutLabel?: string;
}) {
  const { user } = useAuth();
  return user ? (
    <Button component={RouterLink} to={routes.researchLab} variant="contained" size="large">
      Open the Research Lab
    </Button>
  ) : (
    <Button component={RouterLink} to={routes.signup} variant="contained" size="large">
      {signedOutLabel}
    </Button>
  );
}

export function CallToAction({ title, text }: { title: string; text: string }) {
  const headingId = useId();
  return (
    <Container component="section" aria-labelledby={headingId} maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
      <Box
        sx={{
          textAlign: 'center',
          borderRadius: 5,
          px: { xs: 3, md: 6 },
          py: { xs: 5, md: 6 },
          bgcolor: '#312e81',
          color: '#fff',
        }}
      >
        <Typography id={headingId} variant="h4" component="h2" sx={{ fontSize: { xs: 24, md: 32 } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 1.5, color: '#e0e7ff', fontSize: { md: 18 } }}>{text}</Typography>
        <Box sx={{ mt: 3.5, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Box
            sx={{
              '& .MuiButton-root': { bgcolor: '#fff', color: '#312e81', '&:hover': { bgcolor: '#eef2ff' } },
            }}
          >
            <PrimaryAction />
          </Box>
          <Button
            component={RouterLink}
            to={routes.pricing}
            variant="outlined"
            size="large"
            sx={{ color: '#fff', borderColor: '#c7d2fe' }}
          >
            See pricing
          </Button>
        </Box>
      </Box>
    </Container>
  );
}
