import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { PRICING_METHOD_NAMES, usualPriceSentence, type PricingAnalysis } from '@contracts/pricing-study';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import { ChartOrTable } from '@web/components/chart-or-table';
import { DataTable } from '@web/components/data-table';
import { plural } from '@web/lib/plural';
import { PanelAnswers } from '@web/entities/feedback-record/record-views/panel-answers';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';
import { SegmentTable } from '@web/entities/feedback-record/record-views/segment-table';

const percent = (share: number | null) => (share === null ? '' : `${Math.round(share * 100)}%`);
const CHART_HEIGHT = 280;
const VW_KEYS = ['tooCheap', 'bargain', 'gettingExpensive', 'tooExpensive'] as const;
const VW_COLOURS = {
  tooCheap: '#64748b',
  bargain: '#16a34a',
  gettingExpensive: '#d97706',
  tooExpensive: '#dc2626',
};
const VW_LABELS = {
  tooCheap: 'Too cheap',
  bargain: 'A bargain',
  gettingExpensive: 'Getting expensive',
  tooExpensive: 'Too expensive',
} as const;

/** A curve with its 90% interval as a shaded band: the low edge stacked under the band's width. */
function bandSeries(id: string, low: number[], high: number[], colour: string) {
  return [
    {
      id: `${id}-low`,
      data: low,
      stack: id,
      area: true,
      showMark: false,
      color: 'transparent',
      disableHighlight: true,
      valueFormatter: () => null,
    },
    {
      id: `${id}-band`,
      data: high.map((value, k) => value - low[k]!),
      stack: id,
      area: true,
      showMark: false,
      color: alpha(colour, 0.18),
      disableHighlight: true,
      valueFormatter: (_: number | null, { dataIndex }: { dataIndex: number }) =>
        `90% interval ${percent(low[dataIndex]!)}–${percent(high[dataIndex]!)}`,
    },
  ];
}

const USUAL_COLOUR = '#7c3aed';
/** The Van Westendorp chart runs to this many times the top of the acceptable range (or the usual price). */
const VW_CHART_REACH = 2;

/**
 * The usual price the study rests on, as a solid rule; nothing on a study without one. Unlabelled where the chart's
 * own price points crowd it (Van Westendorp): the description names it.
 */
function UsualPriceLine({ analysis, labelled = true }: { analysis: PricingAnalysis; labelled?: boolean }) {
  if (!analysis.usualPrice) return null;
  return (
    <ChartsReferenceLine
      x={analysis.usualPrice.amount}
      {...(labelled && { label: 'Usual', labelAlign: 'end' as const })}
      lineStyle={{ stroke: USUAL_COLOUR, strokeWidth: 2 }}
      labelStyle={{ fill: USUAL_COLOUR, fontSize: 12 }}
    />
  );
}

const usualNote = (analysis: PricingAnalysis, money: (n: number) => string) =>
  analysis.usualPrice ? `; the solid line marks the usual price (${money(analysis.usualPrice.amount)})` : '';

/** The axis runs far enough to show the usual price when the ladder lies to one side of it. */
function domainWithUsual(prices: readonly number[], analysis: PricingAnalysis) {
  const usual = analysis.usualPrice?.amount;
  if (usual === undefined || prices.length === 0) return {};
  return { min: Math.min(prices[0]!, usual), max: Math.max(prices.at(-1)!, usual) };
}

function GaborGrangerFigures({
  analysis,
  money,
}: {
  analysis: PricingAnalysis;
  money: (n: number) => string;
}) {
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const prices = analysis.demand.map((point) => point.price);
  const best = analysis.revenueMaximisingPrice;
  const maxRevenue = Math.max(...analysis.demand.map((point) => point.revenueHigh));
  const xAxis = [
    {
      data: prices,
      scaleType: 'linear' as const,
      valueFormatter: money,
      label: `Price (${analysis.currency})`,
      ...domainWithUsual(prices, analysis),
    },
  ];
  const bestIndex = best === null ? -1 : prices.indexOf(best);
  // The price with the most revenue: a dashed rule and a mark on each curve (a label on the rule would be cut off at the chart's edge).
  const marker = (
    <>
      {best !== null && <ChartsReferenceLine x={best} lineStyle={{ strokeDasharray: '4 3' }} />}
      <UsualPriceLine analysis={analysis} />
    </>
  );
  const markBest = ({ index }: { index: number }) => index === bestIndex;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
      <ChartOrTable
        title="Demand"
        description={`Share of the panel likely to buy at each price, with its 90% interval; the dashed line marks the price with the most revenue${best === null ? '' : ` (${money(best)})`}${usualNote(analysis, money)}.`}
        chart={
          <Box
            data-testid="demand-chart"
            role="img"
            aria-label={`Demand curve: ${analysis.demand.map((p) => `${money(p.price)} ${percent(p.share)}`).join(', ')}`}
          >
            <LineChart
              height={CHART_HEIGHT}
              xAxis={xAxis}
              yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => percent(v) }]}
              series={[
                ...bandSeries(
                  'demand',
                  analysis.demand.map((p) => p.low),
                  analysis.demand.map((p) => p.high),
                  primary,
                ),
                {
                  id: 'share',
                  label: 'Likely to buy',
                  data: analysis.demand.map((p) => p.share),
                  color: primary,
                  showMark: markBest,
                  valueFormatter: (v: number | null) => percent(v),
                },
              ]}
              hideLegend
            >
              {marker}
            </LineChart>
          </Box>
        }
        table={
          <DataTable
            caption="Demand by price"
            columns={['Price', 'Likely to buy', '90% interval', 'Elasticity to next price']}
            rows={analysis.demand.map((point, k) => [
              money(point.price),
              percent(point.share),
              `${percent(point.low)}–${percent(point.high)}`,
              analysis.elasticities[k]?.elasticity?.toFixed(2) ?? '–',
            ])}
          />
        }
      />
      <ChartOrTable
        title="Revenue"
        description={`Price × share likely to buy: revenue per person asked, with its 90% interval; the dashed line marks the best price${usualNote(analysis, money)}.`}
        chart={
          <Box
            data-testid="revenue-chart"
            role="img"
            aria-label={`Revenue curve: most revenue at ${best === null ? 'none' : money(best)}`}
          >
            <LineChart
              height={CHART_HEIGHT}
              xAxis={xAxis}
              yAxis={[{ min: 0, max: maxRevenue, valueFormatter: money }]}
              series={[
                ...bandSeries(
                  'revenue',
                  analysis.demand.map((p) => p.revenueLow),
                  analysis.demand.map((p) => p.revenueHigh),
                  theme.palette.success.main,
                ),
                {
                  id: 'revenue',
                  label: 'Revenue per person',
                  data: analysis.demand.map((p) => p.revenue),
                  color: theme.palette.success.main,
                  showMark: markBest,
                  valueFormatter: (v: number | null) => (v === null ? '' : money(v)),
                },
              ]}
              hideLegend
            >
              {marker}
            </LineChart>
          </Box>
        }
        table={
          <DataTable
            caption="Revenue by price"
            columns={['Price', 'Revenue per person', '90% interval', 'Best in bootstrap panels']}
            rows={analysis.demand.map((point) => [
              money(point.price),
              money(point.revenue),
              `${money(point.revenueLow)}–${money(point.revenueHigh)}`,
              percent(point.revenueBestShare),
            ])}
          />
        }
      />
    </Box>
  );
}

function VanWestendorpFigures({
  analysis,
  money,
}: {
  analysis: PricingAnalysis;
  money: (n: number) => string;
}) {
  const range = analysis.acceptableRange!;
  const intervals = analysis.pointIntervals;
  // A few twins' answers run far out; the chart shows the prices where the curves cross, the table every point.
  const shownUpTo = VW_CHART_REACH * Math.max(range.high, analysis.usualPrice?.amount ?? 0);
  const curves = analysis.curves.filter((point) => point.price <= shownUpTo);
  const interval = (value: { low: number; high: number } | undefined) =>
    value ? `${money(value.low)}–${money(value.high)}` : '';
  return (
    <ChartOrTable
      title="Price sensitivity"
      description={`Share of twins who call each price too cheap, a bargain, getting expensive or too expensive. Acceptable from ${money(range.low)} to ${money(range.high)}${usualNote(analysis, money)}.`}
      chart={
        <Box
          data-testid="van-westendorp-chart"
          role="img"
          aria-label={`Van Westendorp curves; acceptable range ${money(range.low)} to ${money(range.high)}`}
        >
          <LineChart
            height={CHART_HEIGHT + 40}
            xAxis={[
              {
                data: curves.map((p) => p.price),
                scaleType: 'linear',
                valueFormatter: money,
                label: `Price (${analysis.currency})`,
                ...domainWithUsual(
                  curves.map((p) => p.price),
                  analysis,
                ),
              },
            ]}
            yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => percent(v) }]}
            series={VW_KEYS.map((key) => ({
              id: key,
              label: VW_LABELS[key],
              data: curves.map((p) => p[key]),
              color: VW_COLOURS[key],
              showMark: false,
              valueFormatter: (v: number | null) => percent(v),
            }))}
          >
            <ChartsReferenceLine
              x={range.low}
              label="From"
              lineStyle={{ strokeDasharray: '2 3' }}
              labelAlign="start"
            />
            <ChartsReferenceLine
              x={range.high}
              label="Up to"
              lineStyle={{ strokeDasharray: '2 3' }}
              labelAlign="start"
            />
            {analysis.optimalPrice !== null && (
              <ChartsReferenceLine x={analysis.optimalPrice} label="OPP" labelAlign="end" />
            )}
            {analysis.indifferencePrice !== null && (
              <ChartsReferenceLine x={analysis.indifferencePrice} label="IPP" labelAlign="middle" />
            )}
            <UsualPriceLine analysis={analysis} labelled={false} />
          </LineChart>
        </Box>
      }
      table={
        <DataTable
          caption="Price points"
          columns={['Point', 'Price', '90% interval']}
          rows={[
            ['Acceptable from (marginal cheapness)', money(range.low), interval(intervals?.acceptableLow)],
            [
              'Acceptable up to (marginal expensiveness)',
              money(range.high),
              interval(intervals?.acceptableHigh),
            ],
            ['Optimal price point', money(analysis.optimalPrice!), interval(intervals?.optimalPrice)],
            [
              'Indifference price point',
              money(analysis.indifferencePrice!),
              interval(intervals?.indifferencePrice),
            ],
          ]}
        />
      }
    />
  );
}

/** A pricing study: the method's figures as charts with interval bands (or tables), by segment, then every twin. */
export function PricingStudyView({ record }: RecordViewProps<'pricing_study'>) {
  const analysis = record.overall_analysis;
  if (!analysis) return <Alert severity="error">This study's results could not be read.</Alert>;
  const currency: PricingCurrency = analysis.currency;
  const money = (amount: number) => formatPrice(amount, currency);
  const gaborGranger = analysis.method === 'gabor-granger';
  const bestIndex = analysis.prices.indexOf(analysis.revenueMaximisingPrice ?? Number.NaN);
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="pricing-study-results">
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            {gaborGranger ? 'Best price for revenue' : 'Acceptable price range'}
          </Typography>
          <Chip size="small" label={PRICING_METHOD_NAMES[analysis.method]} />
          <Chip size="small" variant="outlined" label={plural(analysis.panel.twins, 'twin')} />
        </Box>
        <Typography sx={{ fontSize: 28, fontWeight: 800 }} data-testid="pricing-headline">
          {gaborGranger
            ? money(analysis.revenueMaximisingPrice!)
            : `${money(analysis.acceptableRange!.low)} – ${money(analysis.acceptableRange!.high)}`}
        </Typography>
        <Typography data-testid="pricing-summary">{analysis.summary}</Typography>
        <Typography variant="body2" data-testid="usual-price">
          {usualPriceSentence(analysis.usualPrice, money)}
        </Typography>
        {analysis.ladder.note && (
          <Typography variant="body2" color="text.secondary" data-testid="ladder-note">
            {analysis.ladder.note}
          </Typography>
        )}
        {analysis.panel.chosenBy === 'filters' && analysis.panel.matched > analysis.panel.twins && (
          <Typography variant="body2" color="text.secondary">
            {`${analysis.panel.twins} twins drawn from the ${analysis.panel.matched} matching the filters; each counts by its survey weight.`}
          </Typography>
        )}
      </Card>
      <RecordSection id="pricing-figures-title" title="Results">
        {gaborGranger ? (
          <GaborGrangerFigures analysis={analysis} money={money} />
        ) : (
          <VanWestendorpFigures analysis={analysis} money={money} />
        )}
      </RecordSection>
      <RecordSection id="pricing-segments-title" title="By segment">
        <SegmentTable
          segments={analysis.segments}
          hidden={analysis.hiddenSegments}
          columns={
            gaborGranger
              ? [
                  'Best price',
                  `Likely at ${analysis.revenueMaximisingPrice === null ? '' : money(analysis.revenueMaximisingPrice)}`,
                ]
              : ['Acceptable range', 'Optimal price']
          }
          cells={(figure) =>
            gaborGranger
              ? [
                  figure.revenueMaximisingPrice === null ? '' : money(figure.revenueMaximisingPrice),
                  percent(figure.shares?.[bestIndex] ?? null),
                ]
              : [
                  figure.acceptableRange
                    ? `${money(figure.acceptableRange.low)}–${money(figure.acceptableRange.high)}`
                    : '',
                  figure.optimalPrice === null ? '' : money(figure.optimalPrice),
                ]
          }
        />
      </RecordSection>
      <PanelAnswers
        answers={record.responses}
        columns={gaborGranger ? analysis.prices.map(money) : VW_KEYS.map((key) => VW_LABELS[key])}
        cells={(answer) =>
          gaborGranger
            ? (answer.detailed?.likelihoods ?? []).map((point) => percent(point.likelihood))
            : VW_KEYS.map((key) =>
                answer.detailed?.thresholds ? money(answer.detailed.thresholds[key]) : '',
              )
        }
      />
    </Box>
  );
}
