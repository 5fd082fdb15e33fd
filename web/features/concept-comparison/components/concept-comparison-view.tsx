import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  variantLabel,
  type VariantImage as VariantImageRecord,
  type VariantResult,
} from '@contracts/concept-comparison';
import { StackedBar } from '@web/components/analysis/distribution-bars';
import { ChartOrTable } from '@web/components/chart-or-table';
import { DataTable } from '@web/components/data-table';
import { plural } from '@web/lib/plural';
import { apiPath } from '@web/lib/api-client';
import { PanelAnswers } from '@web/entities/feedback-record/record-views/panel-answers';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';
import { RecordSection } from '@web/entities/feedback-record/record-views/section';
import { SegmentTable } from '@web/entities/feedback-record/record-views/segment-table';

const percent = (share: number) => `${Math.round(share * 100)}%`;
const INTENT_LABELS = [
  'Definitely not',
  'Probably not',
  'Might or might not',
  'Probably would',
  'Definitely would',
];
const INTENT_COLOURS = ['#dc2626', '#f97316', '#94a3b8', '#4ade80', '#16a34a'];

/** Each variant's preferred share as a bar with its 90% interval drawn across it. */
function PreferenceBars({ variants, winner }: { variants: VariantResult[]; winner: number | null }) {
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      data-testid="preference-bars"
    >
      {variants.map((variant, v) => (
        <Box
          component="li"
          key={v}
          sx={{ display: 'grid', gridTemplateColumns: '88px 1fr 120px', gap: 1, alignItems: 'center' }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {variantLabel(v)}
          </Typography>
          <Box
            sx={{ position: 'relative', height: 18, bgcolor: 'action.hover', borderRadius: 1 }}
            aria-hidden
          >
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                width: percent(variant.preferredShare),
                bgcolor: winner === v ? 'success.main' : 'primary.main',
                borderRadius: 1,
              }}
            />
            <Box
              sx={{
                position: 'absolute',
                top: 7,
                height: 4,
                left: percent(variant.low),
                width: percent(Math.max(0, variant.high - variant.low)),
                bgcolor: 'text.primary',
                opacity: 0.7,
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ textAlign: 'right' }}>
            {`${percent(variant.preferredShare)} (${percent(variant.low)}–${percent(variant.high)})`}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A concept comparison: the verdict, each variant's preference and intent with intervals, head to head, by segment, every twin. */
/** Where a variant's image is served (its owner's only). */
export const variantImageUrl = (feedbackId: string, variant: number) =>
  apiPath('/api/comparisons/{id}/images/{variant}', { id: feedbackId, variant });

/** A variant's image beside its text, with what the ad reader read in it (a shared snapshot shows the reading only). */
function VariantImage({
  image,
  label,
  src,
}: {
  image: VariantImageRecord;
  label: string;
  src: string | null;
}) {
  const words = image.reading.text.replace(/\s+/g, ' ').trim();
  return (
    <Box
      sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}
      data-testid="variant-image"
    >
      {src && (
        <Box
          component="img"
          src={src}
          alt={`${label} image`}
          loading="lazy"
          sx={{
            width: 96,
            maxHeight: 120,
            objectFit: 'contain',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'action.hover',
            flexShrink: 0,
          }}
        />
      )}
      <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {words ? `Read from the image: “${words}”` : 'No words were read from the image.'}
      </Typography>
    </Box>
  );
}

export function ConceptComparisonView({ record, feedbackId }: RecordViewProps<'concept_comparison'>) {
  const analysis = record.overall_analysis;
  if (!analysis) return <Alert severity="error">This comparison's results could not be read.</Alert>;
  const { variants, winner } = analysis;
  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="comparison-results">
      <Card variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography component="h2" variant="h6">
            Which variant wins
          </Typography>
          <Chip
            data-testid="comparison-winner"
            color={winner === null ? 'default' : 'success'}
            label={winner === null ? 'No clear winner' : `Winner: ${variantLabel(winner)}`}
          />
          <Chip size="small" variant="outlined" label={plural(analysis.panel.twins, 'twin')} />
        </Box>
        <Typography data-testid="comparison-summary">{analysis.summary}</Typography>
      </Card>
      <RecordSection id="comparison-variants-title" title="The variants">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(variants.length, 3)}, 1fr)` },
          }}
        >
          {variants.map((variant, v) => (
            <Card
              key={v}
              variant="outlined"
              sx={{
                p: 2,
                display: 'grid',
                gap: 1,
                alignContent: 'start',
                borderColor: winner === v ? 'success.main' : undefined,
              }}
              data-testid="variant-card"
            >
              <Typography sx={{ fontWeight: 700 }}>{variantLabel(v)}</Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {variant.text}
              </Typography>
              {variant.image && (
                <VariantImage
                  image={variant.image}
                  label={variantLabel(v)}
                  src={feedbackId ? variantImageUrl(feedbackId, v) : null}
                />
              )}
              {variant.differences.length > 0 && (
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} aria-label="What differs">
                  {variant.differences.map((difference) => (
                    <Chip key={difference} size="small" variant="outlined" label={difference} />
                  ))}
                </Box>
              )}
              <Typography variant="body2" color="text.secondary">
                {`Mean intent ${variant.meanIntent.toFixed(2)}/5 (90% interval ${variant.meanIntentLow.toFixed(2)}–${variant.meanIntentHigh.toFixed(2)})`}
              </Typography>
              <StackedBar
                label={`${variantLabel(v)} purchase intent`}
                legend={v === 0}
                items={variant.distribution.map((share, point) => ({
                  label: INTENT_LABELS[point]!,
                  percent: Math.round(share * 100),
                  color: INTENT_COLOURS[point]!,
                }))}
              />
            </Card>
          ))}
        </Box>
      </RecordSection>
      <RecordSection id="comparison-preference-title" title="Preferred head to head">
        <Box sx={{ display: 'grid', gap: 3 }}>
          <ChartOrTable
            title="Share preferring each variant"
            description="The chance each twin would pick the variant, weighted by survey weight; the dark line is the 90% interval."
            chart={<PreferenceBars variants={variants} winner={winner} />}
            table={
              <DataTable
                caption="Preference and intent by variant"
                columns={['Variant', 'Preferred by', '90% interval', 'Mean intent', 'Intent interval']}
                rows={variants.map((variant, v) => [
                  variantLabel(v),
                  percent(variant.preferredShare),
                  `${percent(variant.low)}–${percent(variant.high)}`,
                  variant.meanIntent.toFixed(2),
                  `${variant.meanIntentLow.toFixed(2)}–${variant.meanIntentHigh.toFixed(2)}`,
                ])}
              />
            }
          />
          {variants.length > 2 && (
            <DataTable
              caption="Head to head: share preferring the row's variant to the column's"
              columns={['', ...variants.map((_, v) => variantLabel(v))]}
              rows={analysis.headToHead.map((row, a) => [
                variantLabel(a),
                ...row.map((share, b) => (a === b ? '–' : percent(share))),
              ])}
            />
          )}
        </Box>
      </RecordSection>
      <RecordSection id="comparison-segments-title" title="By segment">
        <SegmentTable
          segments={analysis.segments}
          hidden={analysis.hiddenSegments}
          columns={variants.map((_, v) => `Prefer ${variantLabel(v)}`)}
          cells={(figure) => figure.preferredShares.map(percent)}
        />
      </RecordSection>
      <PanelAnswers
        answers={record.responses}
        columns={['Prefers', ...variants.map((_, v) => `Intent ${variantLabel(v).replace('Variant ', '')}`)]}
        cells={(answer) =>
          answer.detailed
            ? [
                variantLabel(answer.detailed.preferred),
                ...answer.detailed.intents.map((intent) => intent.toFixed(1)),
              ]
            : []
        }
      />
    </Box>
  );
}
