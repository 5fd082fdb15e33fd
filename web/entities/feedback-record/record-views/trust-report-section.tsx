import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatFigure, mixReferenceName, type TrustReport } from '@contracts/trust-report';
import { RecordSection } from './section';

const percent = (share: number) => formatFigure(share, 'share');

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.75, '& p': { overflowWrap: 'anywhere' } }}>{children}</Box>
    </Paper>
  );
}

const Line = ({ children }: { children: ReactNode }) => <Typography variant="body2">{children}</Typography>;
const Source = ({ children }: { children: ReactNode }) => (
  <Typography variant="caption" color="text.secondary" component="p">
    Source: {children}
  </Typography>
);

function TrustFigures({ trust }: { trust: TrustReport }) {
  const { stability, spread, positivity, measuredDomain, panel, currency } = trust;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
      <Block title={`Stability (${stability.draws} resampled panels)`}>
        {stability.headlines.map((h) => (
          <Line key={h.key}>
            {h.label}: <b>{formatFigure(h.value, h.unit, currency)}</b> (95% of resamples between{' '}
            {formatFigure(h.low, h.unit, currency)} and {formatFigure(h.high, h.unit, currency)})
          </Line>
        ))}
        {stability.ranking && (
          <Line>
            {stability.ranking.label}: <b>{stability.ranking.top}</b>, kept in{' '}
            {percent(stability.ranking.holds)} of resamples
          </Line>
        )}
        <Typography variant="body2" color="text.secondary">
          {stability.note}
        </Typography>
      </Block>
      <Block title="Spread">
        <Line>{spread.note}</Line>
        {spread.scaleDeviation !== null && (
          <Line>Standard deviation of the answers: {spread.scaleDeviation.toFixed(2)} scale points</Line>
        )}
        {spread.named.map((f) => (
          <Line key={f.label}>
            {f.label}: mean <b>{formatFigure(f.mean, f.unit, currency)}</b>, standard deviation{' '}
            {percent(f.variation)} of the mean
          </Line>
        ))}
        {spread.people && (
          <Source>
            {spread.people.source}, {spread.people.questions} questions
          </Source>
        )}
      </Block>
      <Block title="Positivity">
        <Line>{positivity.note}</Line>
        {positivity.people && (
          <Source>
            {positivity.people.source}, {positivity.people.questions} questions
          </Source>
        )}
      </Block>
      <Block title="Measured domain">
        <Line>{measuredDomain.note}</Line>
        {measuredDomain.figures.map((f) => (
          <Line key={f.label}>
            {f.label}: <b>{f.value.toFixed(2)}</b>
          </Line>
        ))}
        {measuredDomain.source && <Source>{measuredDomain.source}</Source>}
      </Block>
      <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
        <Block title="Panel">
          <Line>{panel.note}</Line>
          {panel.countries.length > 0 && <Line>Countries: {panel.countries.join(', ')}</Line>}
          {panel.mix.map((m) => (
            <Line key={m.dimension}>
              {m.dimension} mix away from {mixReferenceName(panel)} (weighted): <b>{percent(m.distance)}</b>
            </Line>
          ))}
          {panel.smallSegments.length > 0 && (
            <Line>
              Too small to read (fewer than {panel.minSegmentTwins} twins):{' '}
              {panel.smallSegments.map((s) => `${s.dimension} ${s.segment} (${s.twins})`).join(', ')}
            </Line>
          )}
          <Source>{panel.source}</Source>
        </Block>
      </Box>
    </Box>
  );
}

/** The run's trust report: one plain line, its warnings, and every figure behind it one click away. */
export function TrustReportSection({
  trust,
  size = 'page',
}: {
  trust: TrustReport;
  size?: 'page' | 'panel';
}) {
  const [open, setOpen] = useState(false);
  const figuresId = useId();
  const warned = trust.spread.tooAlike || trust.positivity.tooPositive;
  return (
    <RecordSection id="record-trust-title" title="How far to trust this run" size={size}>
      <Alert severity={warned ? 'warning' : 'info'} role="note">
        <span data-testid="trust-summary">{trust.summary}.</span>
      </Alert>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={figuresId}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ mt: 1 }}
      >
        {open ? 'Hide the figures' : 'Show the figures'}
      </Button>
      <Collapse in={open} id={figuresId}>
        {open && <TrustFigures trust={trust} />}
      </Collapse>
    </RecordSection>
  );
}
