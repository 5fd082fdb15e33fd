import { formatFigure, mixReferenceName, type TrustReport } from '@contracts/trust-report';
import { bullets, heading, note, paragraph, type Pdf } from './pdf-kit';

const percent = (share: number) => formatFigure(share, 'share');

/** The run's trust report: its summary line, then every figure behind it with its source. */
export function trustReportPdf(doc: Pdf, trust: TrustReport) {
  const { stability, spread, positivity, measuredDomain, panel, currency } = trust;
  heading(doc, 'How far to trust this run');
  paragraph(doc, `${trust.summary}.`);
  bullets(doc, [
    ...stability.headlines.map(
      (h) =>
        `${h.label}: ${formatFigure(h.value, h.unit, currency)} (95% of ${stability.draws} resamples between ${formatFigure(h.low, h.unit, currency)} and ${formatFigure(h.high, h.unit, currency)})`,
    ),
    ...(stability.ranking
      ? [
          `${stability.ranking.label}: ${stability.ranking.top}, kept in ${percent(stability.ranking.holds)} of resamples`,
        ]
      : []),
    stability.note,
    `Spread: ${spread.note}`,
    `Positivity: ${positivity.note}`,
    `${measuredDomain.note}${measuredDomain.figures.map((f) => ` ${f.label}: ${f.value.toFixed(2)}.`).join('')}`,
    `Panel: ${panel.note}${panel.mix.map((m) => ` ${m.dimension} mix ${percent(m.distance)} away from ${mixReferenceName(panel)}.`).join('')}`,
    ...(panel.smallSegments.length > 0
      ? [
          `Too small to read (fewer than ${panel.minSegmentTwins} twins): ${panel.smallSegments.map((s) => `${s.dimension} ${s.segment} (${s.twins})`).join(', ')}`,
        ]
      : []),
  ]);
  note(
    doc,
    `Sources: ${[spread.people?.source, measuredDomain.source, panel.source].filter(Boolean).join('; ')}`,
  );
}
