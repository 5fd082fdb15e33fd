import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatPrice, type PricingCurrency } from '@contracts/currency';
import {
  MAX_SIMULATED_PRODUCTS,
  MIN_SIMULATED_PRODUCTS,
  simulationResultSchema,
  type FeatureStudyAnalysis,
  type SimulatedProduct,
  type WillingnessToPay,
} from '@contracts/feature-study';
import { ChartOrTable } from '@web/components/chart-or-table';
import { DataTable } from '@web/components/data-table';
import { api, errorMessage, validated } from '@web/lib/api-client';
import { plural } from '@web/lib/plural';
import { PanelAnswers } from '@web/entities/feedback-record/record-views/panel-answers';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';
import { SegmentTable } from '@web/entities/feedback-record/record-views/segment-table';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const moneyOf = (currency: PricingCurrency) => (amount: number) =>
  `${amount < 0 ? '−' : ''}${formatPrice(Math.abs(amount), currency)}`;

/** Each level's worth as a dot on its 90% interval, on one scale that includes zero (a forest plot). */
function WorthPlot({ rows, money }: { rows: WillingnessToPay[]; money: (n: number) => string }) {
  const low = Math.min(0, ...rows.map((r) => r.low));
  const high = Math.max(0, ...rows.map((r) => r.high));
  const at = (value: number) => `${((value - low) / (high - low || 1)) * 100}%`;
  return (
    <Box
      role="img"
      aria-label={`Willingness to pay: ${rows.map((r) => `${r.level} ${money(r.amount)}`).join(', ')}`}
      sx={{ display: 'grid', gap: 1.25 }}
      data-testid="wtp-plot"
    >
      {rows.map((row) => (
        <Box
          key={`${row.attribute}\u0000${row.level}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '180px 1fr 90px' },
            columnGap: 1,
            rowGap: 0.5,
          }}
        >
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {row.level}
          </Typography>
          {/* On a phone the label and amount share a line and the plot takes the next. */}
          <Box
            sx={{
              position: 'relative',
              height: 20,
              gridColumn: { xs: '1 / -1', sm: 'auto' },
              order: { xs: 3, sm: 0 },
            }}
          >
            <Box
              sx={{ position: 'absolute', left: at(0), top: 0, bottom: 0, borderLeft: '1px dashed #94a3b8' }}
            />
            <Box
              sx={{
                position: 'absolute',
                left: at(row.low),
                width: `calc(${at(row.high)} - ${at(row.low)})`,
                top: 9,
                height: 3,
                bgcolor: 'primary.light',
              }}
            />
            <Box
              sx={{
                position: 'absolute',
                left: `calc(${at(row.amount)} - 6px)`,
                top: 4,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 700, textAlign: { sm: 'right' } }}>
            {money(row.amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Three products to start from: every base level at the lowest price, every last level at the highest, and between. */
function startingProducts(analysis: FeatureStudyAnalysis): SimulatedProduct[] {
  const { attributes, prices } = analysis.definition;
  const sorted = [...prices].sort((a, b) => a - b);
  const pick = (k: number) =>
    Object.fromEntries(attributes.map((a) => [a.name, a.levels[Math.min(k, a.levels.length - 1)]!]));
  return [
    { levels: pick(99), price: sorted.at(-1)! },
    { levels: pick(1), price: sorted[Math.floor(sorted.length / 2)]! },
    { levels: pick(0), price: sorted[0]! },
  ];
}

/** Products set up from the study's levels, and the share each would win (with its interval), from the estimate. */
function Simulator({ analysis, feedbackId }: { analysis: FeatureStudyAnalysis; feedbackId: string }) {
  const { attributes, currency, none: offersNone } = analysis.definition;
  const money = moneyOf(currency);
  const [products, setProducts] = useState(() => startingProducts(analysis));
  const [withNone, setWithNone] = useState(offersNone);
  const request = { products, ...(offersNone ? { none: withNone } : {}) };
  const result = useQuery({
    queryKey: ['feature-study-simulation', feedbackId, JSON.stringify(request)],
    queryFn: () =>
      validated(
        api.POST('/api/feature-studies/{id}/simulate', {
          params: { path: { id: feedbackId } },
          body: request,
        }),
        simulationResultSchema,
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
  const update = (index: number, change: Partial<SimulatedProduct>) =>
    setProducts((list) =>
      list.map((p, k) => (k === index ? { ...p, ...change, levels: { ...p.levels, ...change.levels } } : p)),
    );
  const shares = result.data;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="feature-simulator">
      <Typography variant="body2" color="text.secondary">
        Set up products from the study&apos;s levels: the shares come from the estimate, with their 90%
        intervals. Free, and no twin is asked again.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(auto-fill, minmax(260px, 1fr))' },
        }}
      >
        {products.map((product, index) => (
          <Card key={index} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.25 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 700 }}>{`Product ${index + 1}`}</Typography>
              {products.length > MIN_SIMULATED_PRODUCTS && (
                <Button
                  size="small"
                  aria-label={`Remove product ${index + 1}`}
                  onClick={() => setProducts((list) => list.filter((_, k) => k !== index))}
                >
                  Remove
                </Button>
              )}
            </Box>
            {attributes.map((attribute) => (
              <TextField
                key={attribute.name}
                select
                size="small"
                label={attribute.name}
                value={product.levels[attribute.name]}
                onChange={(event) => update(index, { levels: { [attribute.name]: event.target.value } })}
              >
                {attribute.levels.map((level) => (
                  <MenuItem key={level} value={level}>
                    {level}
                  </MenuItem>
                ))}
              </TextField>
            ))}
            <TextField
              size="small"
              type="number"
              label={`Price (${currency})`}
              value={product.price}
              onChange={(event) => {
                const price = Number(event.target.value);
                if (price > 0) update(index, { price });
              }}
            />
            {shares?.shares[index] && (
              <Typography data-testid="simulated-share">
                <strong>{percent(shares.shares[index].share)}</strong>
                {` share (${percent(shares.shares[index].low)}–${percent(shares.shares[index].high)})`}
              </Typography>
            )}
          </Card>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {products.length < MAX_SIMULATED_PRODUCTS && (
          <Button
            variant="outlined"
            onClick={() =>
              setProducts((list) => [...list, { ...list.at(-1)!, levels: { ...list.at(-1)!.levels } }])
            }
          >
            Add a product
          </Button>
        )}
        {offersNone && (
          <FormControlLabel
            control={<Switch checked={withNone} onChange={(event) => setWithNone(event.target.checked)} />}
            label="Include “none of these”"
          />
        )}
        {shares?.none && (
          <Typography data-testid="simulated-none">
            {`None of these: ${percent(shares.none.share)} (${percent(shares.none.low)}–${percent(shares.none.high)})`}
          </Typography>
        )}
      </Box>
      {result.error && <Alert severity="error">{errorMessage(result.error)}</Alert>}
      {shares && (
        <Typography variant="body2" color="text.secondary">
          {`Prices outside the study's ${money(Math.min(...analysis.definition.prices))}–${money(Math.max(...analysis.definition.prices))} are extrapolated.`}
        </Typography>
      )}
    </Box>
  );
}

/** A feature value study: importance, what each level is worth with its interval, the simulator, by segment, every twin. */
export function FeatureStudyView({ record, feedbackId }: RecordViewProps<'feature_study'>) {
  const analysis = record.overall_analysis;
  if (!analysis) return <Alert severity="info">The analysis of this study was not generated.</Alert>;
  const { estimate, definition } = analysis;
  const money = moneyOf(definition.currency);
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="feature-study-results">
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            {`What each feature of ${definition.product} is worth`}
          </Typography>
          <Chip size="small" variant="outlined" label={plural(analysis.panel.twins, 'twin')} />
          <Chip
            size="small"
            variant="outlined"
            label={`${definition.tasksPerTwin} tasks of ${definition.alternativesPerTask}${definition.none ? ' + none' : ''}`}
          />
        </Box>
        <Typography data-testid="feature-summary">{analysis.summary}</Typography>
        {estimate.priceNote && <Alert severity="warning">{estimate.priceNote}</Alert>}
      </Card>
      <RecordSection id="feature-figures-title" title="Results">
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <ChartOrTable
            title="Attribute importance"
            description="The range of each attribute's part-worths as a share of all of them, price included."
            chart={
              <Box
                data-testid="importance-chart"
                role="img"
                aria-label={`Importance: ${estimate.importance.map((i) => `${i.attribute} ${percent(i.share)}`).join(', ')}`}
              >
                <BarChart
                  height={Math.max(180, 44 * estimate.importance.length)}
                  layout="horizontal"
                  yAxis={[
                    { scaleType: 'band', data: estimate.importance.map((i) => i.attribute), width: 110 },
                  ]}
                  xAxis={[{ min: 0, valueFormatter: (v: number) => percent(v) }]}
                  series={[
                    {
                      data: estimate.importance.map((i) => i.share),
                      label: 'Importance',
                      valueFormatter: (v: number | null, { dataIndex }: { dataIndex: number }) =>
                        v === null
                          ? ''
                          : `${percent(v)} (90% interval ${percent(estimate.importance[dataIndex]!.low)}–${percent(estimate.importance[dataIndex]!.high)})`,
                    },
                  ]}
                  hideLegend
                />
              </Box>
            }
            table={
              <DataTable
                caption="Attribute importance"
                columns={['Attribute', 'Importance', '90% interval']}
                rows={estimate.importance.map((i) => [
                  i.attribute,
                  percent(i.share),
                  `${percent(i.low)}–${percent(i.high)}`,
                ])}
              />
            }
          />
          {estimate.willingnessToPay.length > 0 && (
            <ChartOrTable
              title="Willingness to pay"
              description="What each level is worth against its attribute's base level, with its 90% interval."
              chart={<WorthPlot rows={estimate.willingnessToPay} money={money} />}
              table={
                <DataTable
                  caption="Willingness to pay"
                  columns={['Attribute', 'Level', 'Worth', '90% interval']}
                  rows={estimate.willingnessToPay.map((w) => [
                    w.attribute,
                    w.level,
                    money(w.amount),
                    `${money(w.low)} to ${money(w.high)}`,
                  ])}
                />
              }
            />
          )}
        </Box>
        {estimate.noneShare && (
          <Typography>
            {`None of these: ${percent(estimate.noneShare.value)} of choices (90% interval ${percent(estimate.noneShare.low)}–${percent(estimate.noneShare.high)}).`}
          </Typography>
        )}
      </RecordSection>
      <RecordSection id="feature-simulator-title" title="Market simulator">
        {feedbackId ? (
          <Simulator analysis={analysis} feedbackId={feedbackId} />
        ) : (
          <Typography color="text.secondary">Open the study itself to simulate a market.</Typography>
        )}
      </RecordSection>
      <RecordSection id="feature-segments-title" title="By segment">
        <SegmentTable
          segments={analysis.segments}
          hidden={analysis.hiddenSegments}
          columns={[
            ...estimate.willingnessToPay.map((w) => w.level),
            ...(definition.none ? ['None of these'] : []),
          ]}
          cells={(figure) => [
            ...estimate.willingnessToPay.map((w) => {
              const own = figure.willingnessToPay.find(
                (x) => x.attribute === w.attribute && x.level === w.level,
              );
              return own?.amount == null ? '–' : money(own.amount);
            }),
            ...(definition.none ? [figure.noneShare === null ? '–' : percent(figure.noneShare)] : []),
          ]}
        />
      </RecordSection>
      <PanelAnswers
        answers={record.responses}
        columns={definition.none ? ['Would choose none'] : []}
        cells={(answer) =>
          definition.none && answer.detailed
            ? [
                `${Math.round(answer.detailed.tasks.reduce((sum, task) => sum + task.chances[task.products.length]!, 0))} of ${answer.detailed.tasks.length}`,
              ]
            : []
        }
      />
    </Box>
  );
}
