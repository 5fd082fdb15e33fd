// Product facts shown on several marketing pages: research types, the three steps, the twin library, the sample run, the accuracy note, pricing.
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '@web/lib/routes';
import {
  accuracyClaim,
  conceptTestSteps,
  pricingBasics,
  researchTypes,
  TWINS_PER_COUNTRY,
  twinLibrary,
} from '../marketing-content';
import { sampleConceptTest, type SampleAnswer } from '../sample-concept-test';
import { CardGrid, InfoCard } from './page-sections';

export function AvailabilityChip({ available }: { available: boolean }) {
  return available ? (
    <Chip size="small" label="Available now" sx={{ bgcolor: '#dcfce7', color: '#14532d', fontWeight: 700 }} />
  ) : (
    <Chip size="small" label="Coming soon" sx={{ bgcolor: '#f1f5f9', color: '#334155', fontWeight: 600 }} />
  );
}

export function ResearchTypesGrid() {
  return (
    <CardGrid columns={3}>
      {researchTypes.map((type) => (
        <InfoCard key={type.name} title={type.name} badge={<AvailabilityChip available={type.available} />}>
          {type.summary}
        </InfoCard>
      ))}
    </CardGrid>
  );
}

export function ConceptTestSteps() {
  return (
    <Box
      component="ol"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
      }}
    >
      {conceptTestSteps.map((step, index) => (
        <Box
          component="li"
          key={step.title}
          sx={{ p: 3, borderRadius: 4, bgcolor: 'background.paper', border: 1, borderColor: 'divider' }}
        >
          <Box
            aria-hidden
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
  );
}

export function TwinLibraryGrid() {
  return (
    <CardGrid columns={4}>
      {twinLibrary.map((country) => (
        <InfoCard
          key={country.code}
          title={country.name}
          badge={<Chip size="small" label={`${TWINS_PER_COUNTRY} twins`} variant="outlined" />}
        >
          <p>
            Drawn to match the adult population: {country.adults65Plus}% aged 65+; income {country.income.low}
            % low, {country.income.middle}% middle, {country.income.high}% high.
          </p>
        </InfoCard>
      ))}
    </CardGrid>
  );
}

const sentimentColours: Record<SampleAnswer['sentiment'], { bg: string; fg: string }> = {
  positive: { bg: '#dcfce7', fg: '#14532d' },
  neutral: { bg: '#fef3c7', fg: '#713f12' },
  negative: { bg: '#fee2e2', fg: '#7f1d1d' },
};

/** The real offline-engine run in sample-concept-test.ts, clearly labelled as a sample. */
export function SampleResult({ answersShown = 3 }: { answersShown?: number }) {
  const { concept, answers, overall, engineVersion } = sampleConceptTest;
  return (
    <Card component="figure" sx={{ m: 0 }} aria-label="Sample concept-test result">
      <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
        <Chip
          label="Illustrative sample"
          size="small"
          sx={{ bgcolor: '#312e81', color: '#fff', fontWeight: 700 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Output of the offline consumer-response model, engine {engineVersion}, for five twins from the
          library, copied unedited. Your results depend on your concept and the twins you choose.
        </Typography>
        <Box component="blockquote" sx={{ m: 0, mt: 2, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
          <Typography sx={{ fontStyle: 'italic' }}>{concept}</Typography>
        </Box>
        <Box
          sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          <Metric label="Aggregate score" value={`${overall.aggregateScore} / 100`} />
          <Metric label="Overall sentiment" value={overall.sentiment} />
          <Metric label="Mean purchase intent" value={`${overall.meanPurchaseIntent} / 5`} />
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Sentiment split: {overall.distribution.positive}% positive, {overall.distribution.neutral}% neutral,{' '}
          {overall.distribution.negative}% negative. Top concern: “{overall.concerns[0]?.text}” (
          {overall.concerns[0]?.count} of {answers.length} twins). Top suggestion: “
          {overall.suggestions[0]?.text}”.
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gap: 2 }}>
          {answers.slice(0, answersShown).map((answer) => (
            <Box
              component="li"
              key={answer.twin}
              sx={{ p: 2, borderRadius: 3, border: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{answer.twin}</Typography>
                <Chip
                  size="small"
                  label={`${answer.sentiment} · ${answer.score}`}
                  sx={{
                    bgcolor: sentimentColours[answer.sentiment].bg,
                    color: sentimentColours[answer.sentiment].fg,
                    fontWeight: 600,
                  }}
                />
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                “{answer.text}”
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 2, borderRadius: 3, bgcolor: '#f8fafc', border: 1, borderColor: 'divider' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 800, fontSize: 22, textTransform: 'capitalize' }}>{value}</Typography>
    </Box>
  );
}

export function AccuracyNote() {
  return (
    <Box
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 4, bgcolor: '#eef2ff', border: 1, borderColor: '#c7d2fe' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{accuracyClaim.short}.</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {accuracyClaim.explanation}{' '}
        <Link component={RouterLink} to={routes.methodology}>
          How accuracy is measured
        </Link>
      </Typography>
    </Box>
  );
}

export function PricingFacts() {
  return (
    <CardGrid columns={3}>
      <InfoCard title={`${pricingBasics.creditsPerAnalysis} credit per analysis`}>
        One concept test with up to 7 twins, including its overall analysis, costs one credit. Follow-up
        questions on a saved run are included.
      </InfoCard>
      <InfoCard title={`${pricingBasics.signupCredits} free credits`}>
        New accounts start with free credits, no card needed, so you can run your first tests today.
      </InfoCard>
      <InfoCard title="Unlimited plans">
        A monthly subscription makes analyses unlimited. Credit packs are there if you test now and then.{' '}
        <Link component={RouterLink} to={routes.pricing}>
          See pricing
        </Link>
      </InfoCard>
    </CardGrid>
  );
}
