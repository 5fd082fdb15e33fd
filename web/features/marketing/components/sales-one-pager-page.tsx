import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSiteConfig } from '@web/entities/site/get-site-config';
import { publicPages } from '@web/lib/public-pages';
import { usePageMeta } from '@web/lib/page-meta';
import { siteOrigin } from '@web/lib/site-origin';
import {
  accuracyClaim,
  conceptTestSteps,
  pricingBasics,
  researchTypes,
  TWIN_LIBRARY_SIZE,
  TWINS_PER_COUNTRY,
  twinLibrary,
} from '../marketing-content';
import { sampleConceptTest } from '../sample-concept-test';

// Printing keeps only the sheet: the site chrome and the cookie notice are hidden, and the sheet fits one A4 page.
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '12mm' },
      '@media print': {
        'header, footer, .MuiAppBar-root, [aria-label="Cookie notice"], [data-print="hide"], a[href="#main-content"]':
          { display: 'none !important' },
        body: { background: '#fff !important' },
        '.one-pager': { padding: '0 !important', maxWidth: 'none !important', fontSize: '10pt' },
        '.one-pager-sheet': {
          border: 'none !important',
          boxShadow: 'none !important',
          padding: '0 !important',
        },
      },
    }}
  />
);

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ breakInside: 'avoid' }}>
      <Typography variant="overline" component="h2" color="primary" sx={{ fontSize: 12, lineHeight: 1.6 }}>
        {title}
      </Typography>
      <Box sx={{ fontSize: 14, color: 'text.secondary', '& p': { m: 0 }, '& ul, & ol': { m: 0, pl: 2.5 } }}>
        {children}
      </Box>
    </Box>
  );
}

/** A one-page summary for sales conversations, designed to print on a single A4 sheet. */
export function SalesOnePagerPage() {
  usePageMeta(publicPages.salesOnePager);
  const { data: config } = useSiteConfig();
  const { overall, answers } = sampleConceptTest;
  return (
    <Container className="one-pager" maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      {printStyles}
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="outlined" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </Box>
      <Box
        className="one-pager-sheet"
        sx={{
          p: { xs: 2.5, md: 5 },
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 3,
          display: 'grid',
          gap: 2.5,
        }}
      >
        <Box>
          <Typography sx={{ fontWeight: 800, color: 'primary.main', letterSpacing: '-0.01em' }}>
            {config?.brandName ?? 'Twinsight'}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: 26, md: 30 }, lineHeight: 1.15, mt: 0.5 }}>
            Consumer feedback on your product concept in minutes, from AI digital twins
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, fontSize: 15 }}>
            For marketers, product managers and insight teams who want a first read on an idea before they
            commission research or brief a launch.
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Block title="How a concept test works">
            <ol>
              {conceptTestSteps.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}.</strong> {step.text}
                </li>
              ))}
            </ol>
          </Block>
          <Block title="The twin library">
            <p>
              {TWIN_LIBRARY_SIZE.toLocaleString('en')} twins, {TWINS_PER_COUNTRY} each for{' '}
              {twinLibrary.map((country) => country.name).join(', ')}. Ages, jobs, work status, income
              brackets, places and values follow published statistics (UN, US Census Bureau, Eurostat,
              ILOSTAT, OECD, EVS/WVS).
            </p>
          </Block>
          <Block title="Research types">
            <ul>
              {researchTypes.map((type) => (
                <li key={type.name}>
                  <strong>{type.name}</strong>: {type.available ? 'available now' : 'coming soon'}
                </li>
              ))}
            </ul>
          </Block>
          <Block title="Sample result (illustrative)">
            <p>
              A real offline-engine run on a €19/month plant-care kit with {answers.length} twins: aggregate
              score {overall.aggregateScore}/100, {overall.distribution.neutral}% neutral,{' '}
              {overall.distribution.negative}% negative. Top concern: “{overall.concerns[0]?.text}”. Top
              suggestion: “{overall.suggestions[0]?.text}”.
            </p>
          </Block>
          <Block title="Pricing">
            <ul>
              <li>{pricingBasics.creditsPerAnalysis} credit per analysis</li>
              <li>{pricingBasics.signupCredits} free credits at sign-up</li>
              <li>Credit packs, or unlimited monthly plans</li>
            </ul>
          </Block>
          <Block title="Method and accuracy">
            <p>
              {accuracyClaim.short}. Measured against real consumers’ choices, with baselines and what is not
              validated yet, on the methodology page.
            </p>
          </Block>
        </Box>
        <Typography
          sx={{ fontSize: 13, color: 'text.secondary', borderTop: 1, borderColor: 'divider', pt: 1.5 }}
        >
          {config?.contactEmail ?? 'hello@twinsight.example'} · {config?.location ?? 'Valletta, Malta'} ·{' '}
          {new URL(siteOrigin()).host}
        </Typography>
      </Box>
    </Container>
  );
}
