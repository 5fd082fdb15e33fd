import type { FeedbackRecordOf } from '@contracts/feedback-records';
import { adReactionOf, type AnswerRow } from '../../services/exports/answer-rows';
import { answersSection, ratingFigures } from '../../services/exports/pdf-sections/answers';
import { overallSummary } from '../concept-test/concept-test-pdf';
import { barChart, BRAND, heading, note, type Pdf } from '../../services/exports/pdf-sections/pdf-kit';

/** An ad test: what was read from the creative, how it lands (attention, clarity, appeal), the summary, each reaction. */
export function adTestPdf(doc: Pdf, record: FeedbackRecordOf<'image-ad'>, rows: AnswerRow[]) {
  const analysis = record.overall_analysis;
  if (analysis) {
    heading(doc, 'What the engine read');
    note(
      doc,
      analysis.adReading.text
        ? `Text read (${Math.round(analysis.adReading.textConfidence)}% confidence): ${analysis.adReading.text.replace(/\n/g, ' / ')}`
        : 'No words were found in the ad.',
    );
    heading(doc, 'How the creative lands (mean of the twins, 1 to 5)');
    barChart(
      doc,
      (['attention', 'clarity', 'appeal'] as const).map((key) => ({
        label: key[0]!.toUpperCase() + key.slice(1),
        value: analysis.creativeScores[key],
        colour: BRAND,
      })),
      { max: 5, unit: '/5' },
    );
    overallSummary(doc, analysis);
  }
  answersSection(doc, rows, (row) => {
    const reaction = adReactionOf(row.response);
    return [
      ...ratingFigures(row),
      reaction
        ? `attention ${reaction.attention}/5 · clarity ${reaction.clarity}/5 · appeal ${reaction.appeal}/5`
        : null,
      reaction ? `First impression: ${reaction.firstImpression}` : null,
      reaction ? `What it says: ${reaction.perceivedMessage}` : null,
    ];
  });
}
