import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { investorOf, type AnswerRow } from '../../services/exports/answer-rows';
import { answersSection } from '../../services/exports/pdf-sections/answers';
import {
  barChart,
  bullets,
  heading,
  note,
  paragraph,
  segmentBreakdown,
  SENTIMENT_COLOURS,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';
import { segmentsOf } from '../../services/exports/pdf-sections/segments';

const VERDICTS = { invest: 'Invest', pass: 'Pass', split: 'Split' } as const;
const money = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const decisionOf = (row: AnswerRow) => investorOf(row.response);

/** An angel pitch: the panel's verdict, invest against pass, the reasons each way, by segment, then every investor. */
export function angelPitchPdf(doc: Pdf, record: FeedbackRecordOf<'angel_pitch'>, rows: AnswerRow[]) {
  const analysis = record.overall_analysis;
  if (!analysis || !('verdict' in analysis)) {
    note(doc, 'The analysis of this pitch was not generated.');
  } else {
    heading(doc, `Panel verdict: ${VERDICTS[analysis.verdict]}`);
    paragraph(doc, analysis.summary);
    if (analysis.askEur !== null || analysis.valuationEur !== null)
      note(
        doc,
        [
          analysis.askEur !== null ? `Ask ${money.format(analysis.askEur)}` : null,
          analysis.valuationEur !== null ? `valuation ${money.format(analysis.valuationEur)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      );
    const total = Math.max(1, analysis.investCount + analysis.passCount);
    heading(doc, 'Decisions');
    barChart(doc, [
      {
        label: `Invest (${analysis.investCount})`,
        value: (100 * analysis.investCount) / total,
        colour: SENTIMENT_COLOURS.positive,
      },
      {
        label: `Pass (${analysis.passCount})`,
        value: (100 * analysis.passCount) / total,
        colour: SENTIMENT_COLOURS.negative,
      },
    ]);
    if (analysis.reasonsToInvest.length) {
      heading(doc, 'Why investors would invest');
      bullets(doc, analysis.reasonsToInvest);
    }
    if (analysis.reasonsToPass.length) {
      heading(doc, 'Why investors would pass');
      bullets(doc, analysis.reasonsToPass);
    }
  }
  const answers = rows.filter((row) => row.turn === 'answer' && decisionOf(row));
  segmentBreakdown(
    doc,
    segmentsOf(
      answers.map((row) => ({
        persona: row.persona,
        value: decisionOf(row)!.decision === 'invest' ? 100 : 0,
      })),
    ),
    'Would invest, %',
  );
  answersSection(
    doc,
    rows,
    (row) => {
      const detail = decisionOf(row);
      return detail
        ? [
            detail.decision === 'invest' ? 'Invest' : 'Pass',
            `${detail.investor.role}, ${detail.investor.riskAppetite} risk appetite`,
            detail.reasons.length ? `Reasons: ${detail.reasons.join('; ')}` : null,
          ]
        : [];
    },
    'The investors',
  );
}
