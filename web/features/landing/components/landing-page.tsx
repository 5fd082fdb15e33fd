import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Campaign from '@mui/icons-material/CampaignOutlined';
import Forum from '@mui/icons-material/ForumOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import Insights from '@mui/icons-material/InsightsOutlined';
import { MAX_TWINS } from '../../../../contracts/personas';
import { routes } from '../../../app/routes';
import { useAuth } from '../../../lib/auth-context';

const researchTypes = [
  {
    icon: <Groups />,
    title: 'Concept tests',
    text: `Put a product, service or idea in front of a focus group of up to ${MAX_TWINS} digital twins and see where interest is strong and where it falls away.`,
  },
  {
    icon: <Forum />,
    title: 'Interviews',
    text: 'Hold a one-to-one conversation with a single twin to dig into motives, objections and the words customers really use.',
  },
  {
    icon: <Campaign />,
    title: 'Ad creative tests',
    text: 'Upload an ad and learn how each twin reads it: overall sentiment, the messages that land and the ones that miss.',
  },
  {
    icon: <Insights />,
    title: 'Brand 360',
    text: 'Describe your brand and its competitors, and study how different consumer segments perceive you.',
  },
];

const steps = [
  {
    title: 'Describe your concept',
    text: 'Write what you are offering, who it is for, what it costs and why it is better. The more specific, the sharper the feedback.',
  },
  {
    title: 'Choose your digital twins',
    text: `Filter by age group, country, city, income and job type, or let ${'Twinsight'} choose for you, up to ${MAX_TWINS} twins per test.`,
  },
  {
    title: 'Read the feedback',
    text: 'Every twin answers in its own voice, with a sentiment, a score and purchase intent, rolled up into key messages, concerns and suggestions.',
  },
];

function SectionHeading({ overline, title, text }: { overline: string; title: string; text?: string }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto', mb: { xs: 4, md: 6 } }}>
      <Typography variant="overline" color="primary">
        {overline}
      </Typography>
      <Typography variant="h3" component="h2" sx={{ fontSize: { xs: 28, md: 38 }, mt: 0.5 }}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: { md: 18 } }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}

export function LandingPage() {
  const { user } = useAuth();
  const primaryCta = user ? (
    <Button component={RouterLink} to={routes.researchLab} variant="contained" size="large" endIcon={<ArrowForward />}>
      Open the Research Lab
    </Button>
  ) : (
    <Button component={RouterLink} to={routes.signup} variant="contained" size="large" endIcon={<ArrowForward />}>
      Start testing free
    </Button>
  );

  return (
    <Box>
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          background:
            'radial-gradient(900px 420px at 15% 0%, rgba(79,70,229,0.14), transparent 70%), radial-gradient(700px 380px at 90% 20%, rgba(13,148,136,0.12), transparent 70%)',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 6, md: 11 } }}>
          <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1.15fr 1fr' }, alignItems: 'center' }}>
            <Box>
              <Chip label="AI consumer research" color="primary" variant="outlined" sx={{ fontWeight: 600, mb: 2.5, bgcolor: 'background.paper' }} />
              <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: 36, sm: 46, md: 56 }, lineHeight: 1.08 }}>
                Know how customers will react{' '}
                <Box component="span" sx={{ color: 'primary.main' }}>
                  before you launch
                </Box>
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 17, md: 19 }, maxWidth: 560 }}>
                Twinsight tests your concepts, ads and ideas against AI digital twins of real consumer segments, combining real
                human personas with AI, with over 85% alignment with real consumer responses.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
                {primaryCta}
                <Button component="a" href="#how-it-works" variant="outlined" size="large">
                  See how it works
                </Button>
              </Stack>
              {!user && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                  Free credits when you sign up. Each analysis costs 1 credit.
                </Typography>
              )}
            </Box>
            <Card sx={{ p: { xs: 1, sm: 2 }, bgcolor: 'rgba(255,255,255,0.85)', display: { xs: 'none', md: 'block' } }} aria-label="Research types in the Research Lab">
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  In the Research Lab
                </Typography>
                <Stack spacing={2} sx={{ mt: 1.5 }}>
                  {researchTypes.map((type) => (
                    <Box key={type.title} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                      <Box
                        sx={{
                          width: 44,
                          height: 44,
                          borderRadius: 2.5,
                          display: 'grid',
                          placeItems: 'center',
                          flexShrink: 0,
                          bgcolor: 'rgba(79,70,229,0.1)',
                          color: 'primary.main',
                        }}
                        aria-hidden
                      >
                        {type.icon}
                      </Box>
                      <Typography sx={{ fontWeight: 600 }}>{type.title}</Typography>
                    </Box>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Box>
        </Container>
      </Box>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }} aria-labelledby="what-title">
        <SectionHeading
          overline="What Twinsight does"
          title="A consumer panel that answers in minutes"
          text="Digital twins are AI personas built on real consumer profiles: their age, location, income, work, values and personality. Ask them what real customers would think."
        />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
          {researchTypes.map((type) => (
            <Card key={type.title}>
              <CardContent sx={{ p: 3 }}>
                <Box sx={{ color: 'primary.main', mb: 1.5, '& svg': { fontSize: 30 } }} aria-hidden>
                  {type.icon}
                </Box>
                <Typography variant="h6" component="h3">
                  {type.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, fontSize: 15 }}>
                  {type.text}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>

      <Box component="section" id="how-it-works" aria-labelledby="steps-title" sx={{ bgcolor: 'background.paper', borderTop: 1, borderBottom: 1, borderColor: 'divider', scrollMarginTop: 72 }}>
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 10 } }}>
          <SectionHeading overline="How it works" title="A concept test in three steps" />
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {steps.map((step, index) => (
              <Box component="li" key={step.title} sx={{ p: 3, borderRadius: 4, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}>
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: '#fff',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    mb: 2,
                  }}
                  aria-hidden
                >
                  {index + 1}
                </Box>
                <Typography variant="h6" component="h3">
                  {step.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 1, fontSize: 15 }}>
                  {step.text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>

      <Container component="section" maxWidth="md" sx={{ py: { xs: 7, md: 10 } }} aria-labelledby="cta-title">
        <Box
          sx={{
            textAlign: 'center',
            borderRadius: 5,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 7 },
            color: '#fff',
            background: 'linear-gradient(135deg, #4f46e5 0%, #4338ca 55%, #0d9488 130%)',
          }}
        >
          <Typography id="cta-title" variant="h4" component="h2" sx={{ fontSize: { xs: 26, md: 34 } }}>
            Hear from your customers' twins today
          </Typography>
          <Typography sx={{ mt: 1.5, opacity: 0.9, fontSize: { md: 18 } }}>
            Run your first concept test in minutes. No panel recruitment, no waiting weeks for answers.
          </Typography>
          <Button
            component={RouterLink}
            to={user ? routes.researchLab : routes.signup}
            variant="contained"
            size="large"
            sx={{ mt: 3.5, bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: '#eef2ff' } }}
            endIcon={<ArrowForward />}
          >
            {user ? 'Open the Research Lab' : 'Create a free account'}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
