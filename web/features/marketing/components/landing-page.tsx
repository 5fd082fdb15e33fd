import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { TWIN_LIBRARY_SIZE, researchTypes } from '../marketing-content';
import { CallToAction, CardGrid, InfoCard, PageHero, PrimaryAction, Section } from './page-sections';
import {
  AccuracyNote,
  AvailabilityChip,
  ConceptTestSteps,
  PricingFacts,
  ResearchTypesGrid,
  SampleResult,
  TwinLibraryGrid,
} from './product-sections';

function ResearchTypesAside() {
  return (
    <Card sx={{ display: { xs: 'none', md: 'block' } }}>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="overline" component="p" color="text.secondary">
          In the Research Lab
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
          {researchTypes.map((type) => (
            <Box
              component="li"
              key={type.name}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{type.name}</Typography>
              <AvailabilityChip available={type.available} />
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2.5 }}>
          {TWIN_LIBRARY_SIZE.toLocaleString('en')} digital twins across Malta, the UK, the Netherlands and the
          US.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The landing page, at / and /about. */
export function LandingPage() {
  usePageMeta(publicPages.home);
  return (
    <>
      <PageHero
        overline="AI consumer research"
        title={
          <>
            Know how customers will react{' '}
            <Box component="span" sx={{ color: 'primary.main' }}>
              before you launch
            </Box>
          </>
        }
        text="Twinsight puts your product concept in front of AI-simulated consumers, digital twins built from population statistics, and returns each one’s reaction with its reasons in minutes. For marketers, product managers and insight teams who need a first read before they spend on fieldwork."
        actions={
          <>
            <PrimaryAction />
            <Button component="a" href="#how-it-works" variant="outlined" size="large">
              See how it works
            </Button>
          </>
        }
        aside={<ResearchTypesAside />}
      />

      <Section
        overline="What Twinsight does"
        title="A consumer panel you can ask before the brief is final"
        intro="Each digital twin is a synthetic person with an age, a country and town, a job, an income bracket, a household, values and a personality. Ask them about a concept and every twin answers for itself, so you see who is interested, who is not, and why."
      >
        <ResearchTypesGrid />
      </Section>

      <Section id="how-it-works" overline="How it works" title="A concept test in three steps" tinted>
        <ConceptTestSteps />
      </Section>

      <Section
        overline="The twin library"
        title={`${TWIN_LIBRARY_SIZE.toLocaleString('en')} digital twins in four countries`}
        intro={
          <>
            Ages, occupations, work status, income brackets, places and values are drawn from published
            statistics (UN, US Census Bureau, Eurostat, ILOSTAT, OECD, the European and World Values Surveys),
            not invented shares.{' '}
            <Button
              component={RouterLink}
              to={routes.methodology}
              sx={{ px: 0.5, minWidth: 0, verticalAlign: 'baseline', fontSize: 'inherit' }}
            >
              Sources and method
            </Button>
          </>
        }
      >
        <TwinLibraryGrid />
      </Section>

      <Section
        overline="Sample result"
        title="What a concept test returns"
        intro="A real run of the built-in offline engine on an example concept. Each answer names the details of the concept that drove it."
        tinted
      >
        <SampleResult />
      </Section>

      <Section overline="Trust and method" title="Transparent about what the twins are and are not">
        <CardGrid columns={3}>
          <InfoCard title="Reasons you can check">
            Every answer traces back to details of your concept (price, claims, features, audience) and
            attributes of the twin (income, life stage, values, personality).
          </InfoCard>
          <InfoCard title="Your choice of engine">
            By default a built-in consumer-response model answers, deterministic and without sending your
            concept anywhere. An operator can connect an OpenAI-compatible or Anthropic model instead.
          </InfoCard>
          <InfoCard title="A first read, not the final word">
            Twins are simulations. Use them to screen and sharpen ideas quickly, then confirm the important
            decisions with real customers.
          </InfoCard>
        </CardGrid>
        <Box sx={{ mt: 3 }}>
          <AccuracyNote />
        </Box>
      </Section>

      <Section overline="Pricing" title="Pay per analysis, or go unlimited" tinted>
        <PricingFacts />
      </Section>

      <CallToAction
        title="Test your next concept today"
        text="Sign up, describe your concept, choose your twins and read their answers within minutes."
      />
    </>
  );
}
