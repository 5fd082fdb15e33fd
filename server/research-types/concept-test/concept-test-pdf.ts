import type { OverallAnalysis } from '@contracts/twin-answers';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { AnswerRow } from '../../services/exports/answer-rows';
import { answersSection, ratingFigures } from '../../services/exports/pdf-sections/answers';
import {
  barChart,
  BRAND,
  bullets,
  heading,
  paragraph,
  segmentBreakdown,
  SENTIMENT_COLOURS,
  type Pdf,
} from '../../services/exports/pdf-sections/pdf-kit';

const INTENT_LABELS = [
  'Definitely not',
  'Probably not',
  'Might or might not',
  'Probably would',
  'Definitely would',
];

/** The concept model's summary: score, sentiment and purchase-intent charts, themes and the segment breakdown. */
export function overallSummary(doc: Pdf, analysis: OverallAnalysis) {
  heading(doc, 'Summary');
  paragraph(
    doc,
    [
      `Aggregate score ${Math.round(analysis.aggregateScore)}/100 · overall sentiment ${analysis.key_metrics.overall_sentiment}`,
      `Mean purchase intent ${analysis.key_metrics.meanPurchaseIntent.toFixed(1)}/5 · mean interest ${analysis.key_metrics.meanInterestLevel.toFixed(1)}/5 · ${analysis.key_metrics.respondents} twins answered`,
    ].join('\n'),
  );
  heading(doc, 'Sentiment');
  const { distribution } = analysis.sentimentAnalysis;
  barChart(
    doc,
    (['positive', 'neutral', 'negative'] as const).map((key) => ({
      label: key[0]!.toUpperCase() + key.slice(1),
      value: distribution[key],
      colour: SENTIMENT_COLOURS[key],
    })),
  );
  heading(doc, 'Purchase intent');
  barChart(
    doc,
    analysis.purchaseIntentDistribution.map((share, i) => ({
      label: `${i + 1} · ${INTENT_LABELS[i]}`,
      value: share * 100,
      colour: BRAND,
    })),
  );
  const themes = [
    ['Key messages', analysis.qualitativeFeedback.perceivedKeyMessages],
    ['Concerns', analysis.concerns.map((theme) => `${theme.text} (${theme.count})`)],
    ['Suggestions', analysis.suggestions.map((theme) => `${theme.text} (${theme.count})`)],
  ] as const;
  for (const [title, items] of themes) {
    if (items.length === 0) continue;
    heading(doc, title);
    bullets(doc, [...items]);
  }
  const { ageGroup, country, income } = analysis.segmentBreakdown;
  segmentBreakdown(
    doc,
    [
      { label: 'Age group', stats: ageGroup },
      { label: 'Country', stats: country },
      { label: 'Income', stats: income },
    ],
    'Mean score',
  );
}

export function conceptTestPdf(doc: Pdf, record: FeedbackRecordOf<'focus-group'>, rows: AnswerRow[]) {
  if (record.overall_analysis) overallSummary(doc, record.overall_analysis);
  answersSection(doc, rows, ratingFigures);
}
