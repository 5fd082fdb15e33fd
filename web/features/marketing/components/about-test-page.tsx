import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { availabilitySentence } from '@contracts/offerings';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { pricingBasics, researchTypes, TWIN_LIBRARY_SIZE, twinLibrary } from '../marketing-content';
import { CallToAction, heroBackground, PrimaryAction, Section } from './page-sections';
import { AccuracyNote, ConceptTestSteps, SampleResult } from './product-sections';

const facts = [
  {
    value: TWIN_LIBRARY_SIZE.toLocaleString('en'),
    label: `digital twins in ${twinLibrary.map((country) => country.code).join(', ')}`,
  },
  { value: 'up to 7', label: 'twins answer each concept test' },
  { value: `${pricingBasics.creditsPerAnalysis} credit`, label: 'per analysis; subscriptions are unlimited' },
  { value: `${pricingBasics.signupCredits}`, label: 'free credits when you sign up' },
];

/** Experiment variant of the landing page: leads with the result instead of the product. */
export function AboutTestPage() {
  usePageMeta(publicPages.aboutTest);
  return (
    <>
      <Box component="section" aria-labelledby="page-title" sx={{ background: heroBackground }}>
        <Container
          maxWidth="lg"
          sx={{
            py: { xs: 5, md: 8 },
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '0.9fr 1.1fr' },
          }}
        >
          <Box>
            <Typography id="page-title" variant="h1" sx={{ fontSize: { xs: 34, md: 48 }, lineHeight: 1.1 }}>
              Would they buy it? Ask them before the brief is final.
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2.5, fontSize: { xs: 17, md: 19 } }}>
              Paste a product concept, choose who should react, and read why each digital twin would or would
              not buy. On the right is a real, unedited run.
            </Typography>
            <Box sx={{ mt: 4 }}>
              <PrimaryAction signedOutLabel="Test a concept free" />
            </Box>
            <Box
              component="dl"
              sx={{ mt: 5, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2.5, m: 0, pt: 5 }}
            >
              {facts.map((fact) => (
                <Box key={fact.label}>
                  <Typography component="dt" sx={{ fontSize: 28, fontWeight: 800, color: 'primary.dark' }}>
                    {fact.value}
                  </Typography>
                  <Typography component="dd" color="text.secondary" sx={{ m: 0, fontSize: 15 }}>
                    {fact.label}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
          <SampleResult answersShown={2} />
        </Container>
      </Box>
      <Section
        title="Three steps, a few minutes"
        intro={`${availabilitySentence(researchTypes)} A concept test takes three steps:`}
        tinted
      >
        <ConceptTestSteps />
      </Section>
      <Section title="Before you rely on it" maxWidth="md">
        <AccuracyNote />
      </Section>
      <CallToAction
        title="Your concept, their reasons"
        text="Sign up, paste your concept and see the answers for yourself."
      />
    </>
  );
}
