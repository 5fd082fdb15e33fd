import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type OverallAnalysis, type Provenance, type SegmentStat, type Theme } from '@contracts/twin-answers';
import { routes } from '@web/lib/routes';
import { DistributionBars, sentimentItems, StackedBar } from './distribution-bars';
import { countryName, SENTIMENT_COLORS } from './twin-answer';
import { plural } from '@web/lib/plural';

const INTEREST_LABELS = ['1 · Not interested', '2 · Slightly', '3 · Moderately', '4 · Very', '5 · Extremely'];
const PURCHASE_LABELS = [
  '1 · Definitely not',
  '2 · Probably not',
  '3 · Might or might not',
  '4 · Probably would',
  '5 · Definitely would',
];
const SEGMENT_GROUPS: { key: keyof OverallAnalysis['segmentBreakdown']; label: string }[] = [
  { key: 'ageGroup', label: 'Age group' },
  { key: 'country', label: 'Country' },
  { key: 'income', label: 'Income' },
];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Section({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Typography component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Metric({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

function ThemeList({ themes, empty }: { themes: Theme[]; empty: string }) {
  if (themes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
      {themes.map((theme) => (
        <Box
          component="li"
          key={theme.text}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Typography variant="body2">{theme.text}</Typography>
          <Chip
            size="small"
            label={plural(theme.count, 'twin')}
            sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
          />
        </Box>
      ))}
    </Box>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** One table, a titled row group per breakdown, so it fits a phone without a fourth column. */
function SegmentTable({ groups }: { groups: { label: string; stats: SegmentStat[] }[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Mean score by segment">
        <TableHead>
          <TableRow>
            <TableCell>Segment</TableCell>
            <TableCell align="right">Mean score</TableCell>
            <TableCell align="right">Twins</TableCell>
          </TableRow>
        </TableHead>
        {groups.map(({ label, stats }) => (
          <TableBody key={label}>
            <TableRow>
              <TableCell
                component="th"
                scope="rowgroup"
                colSpan={3}
                sx={{ fontWeight: 700, bgcolor: '#f8fafc' }}
              >
                {label}
              </TableCell>
            </TableRow>
            {stats.map((stat) => (
              <TableRow key={stat.segment}>
                <TableCell>{label === 'Country' ? countryName(stat.segment) : stat.segment}</TableCell>
                <TableCell align="right" sx={numeric}>
                  {Math.round(stat.meanScore)}
                </TableCell>
                <TableCell align="right" sx={numeric}>
                  {stat.n}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        ))}
      </Table>
    </TableContainer>
  );
}

const PROVIDER_LABELS: Record<Provenance['provider'], (model: string) => string> = {
  offline: () => 'Twinsight’s offline consumer-response model',
  'openai-compatible': (model) => `${model} (OpenAI-compatible)`,
  anthropic: (model) => `${model} (Anthropic)`,
};

/** Names the engine behind a result, whether the concept is in a measured domain, and links to the measured accuracy. */
function EngineNote({
  generatedBy,
  measuredDomain,
}: {
  generatedBy: Provenance;
  measuredDomain: OverallAnalysis['measuredDomain'];
}) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="engine-note"
      sx={{ gridColumn: '1 / -1' }}
    >
      Simulated by {PROVIDER_LABELS[generatedBy.provider](generatedBy.model)}, engine{' '}
      {generatedBy.engineVersion}.{' '}
      {measuredDomain && <span data-testid="measured-domain">{measuredDomain.note} </span>}
      <Link href={`${routes.methodology}#measurement`}>How accurate is it? See the measured results</Link>
    </Typography>
  );
}

/** The run's overall summary: score, sentiment, interest and purchase intent, themes and the segment breakdown. */
export function AnalysisSummary({ analysis }: { analysis: OverallAnalysis }) {
  const { key_metrics: metrics } = analysis;
  const segmentGroups = SEGMENT_GROUPS.map(({ key, label }) => ({
    label,
    stats: analysis.segmentBreakdown[key],
  })).filter((group) => group.stats.length > 0);
  const keyMessages = analysis.qualitativeFeedback.perceivedKeyMessages;

  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      data-testid="analysis-summary"
    >
      <Section title="Overall" wide>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          <Metric
            label="Aggregate score"
            value={<span data-testid="aggregate-score">{Math.round(analysis.aggregateScore)}</span>}
            hint="out of 100"
          />
          <Metric
            label="Overall sentiment"
            value={
              <Chip
                label={capitalise(metrics.overall_sentiment)}
                sx={{
                  mt: 0.5,
                  fontWeight: 700,
                  color: '#fff',
                  bgcolor: SENTIMENT_COLORS[metrics.overall_sentiment],
                }}
              />
            }
          />
          <Metric
            label="Purchase intent"
            value={`${metrics.meanPurchaseIntent.toFixed(1)}/5`}
            hint="mean expected"
          />
          <Metric
            label="Interest"
            value={`${metrics.meanInterestLevel.toFixed(1)}/5`}
            hint={`${plural(metrics.respondents, 'twin')} answered`}
          />
        </Box>
        <Box sx={{ mt: 2.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Sentiment distribution
          </Typography>
          <StackedBar
            label="Sentiment distribution"
            items={sentimentItems(analysis.sentimentAnalysis.distribution)}
          />
        </Box>
      </Section>

      <Section title="Interest level">
        <DistributionBars
          label="Interest level distribution"
          items={analysis.interestDistribution.map((percent, i) => ({ label: INTEREST_LABELS[i]!, percent }))}
        />
      </Section>
      <Section title="Purchase intent">
        <DistributionBars
          label="Purchase intent distribution"
          items={analysis.purchaseIntentDistribution.map((probability, i) => ({
            label: PURCHASE_LABELS[i]!,
            percent: probability * 100,
            color: '#0d9488',
          }))}
        />
      </Section>

      <Section title="Key messages" wide>
        {keyMessages.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No message stood out across the twins.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {keyMessages.map((message) => (
              <Typography component="li" variant="body2" key={message}>
                {message}
              </Typography>
            ))}
          </Box>
        )}
      </Section>
      <Section title="Concerns">
        <ThemeList themes={analysis.concerns} empty="No concerns were raised." />
      </Section>
      <Section title="Suggestions">
        <ThemeList themes={analysis.suggestions} empty="No suggestions were made." />
      </Section>

      <Section title="Breakdown by segment" wide>
        <SegmentTable groups={segmentGroups} />
      </Section>
      <EngineNote generatedBy={analysis.generatedBy} measuredDomain={analysis.measuredDomain} />
    </Box>
  );
}

/** A finished run's summary, or a note that a saved run has none in the current format (its answers still show). */
export function RunSummary({ analysis }: { analysis: OverallAnalysis | null }) {
  if (analysis) return <AnalysisSummary analysis={analysis} />;
  return (
    <Alert severity="info">
      This saved run has no overall summary in the current format; each twin&apos;s answer is below.
    </Alert>
  );
}
