// The figures one saved run is known by: the same on its history card, its page, its snapshot and in the lab.
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { plural } from '@web/lib/plural';
import { variantLabel } from '@contracts/concept-comparison';
import { formatPrice } from '@contracts/currency';
import type { RecordContentOf } from './record-views/record-content';

/** An interview's questions are its question turns, as stored in order (the same count everywhere). */
export const interviewQuestionCount = (record: RecordContentOf<'interview'>): number =>
  record.responses.filter((message) => message.sender === 'user').length;

/** The twins a run heard from: its chosen twins, or the distinct twins that answered when none were stored. */
export function twinCountOf(record: FeedbackRecordContent): number {
  if (record.selected_personas.length > 0) return record.selected_personas.length;
  const answered = (record.responses as Array<{ sender: string; personaId: string }>)
    .filter((response) => response.sender !== 'user' && response.personaId)
    .map((response) => response.personaId);
  return new Set(answered).size;
}

const VERDICT_NAMES = { invest: 'Invest', pass: 'Pass', split: 'Split' } as const;

/**
 * The run's headline figure, so versions can be compared at a glance: a concept or ad test's score, a pitch's verdict,
 * a brand's score, an interview's questions, an image's specificity; null when the run holds none.
 */
export function headlineOf(record: FeedbackRecordContent): string | null {
  switch (record.type) {
    case 'focus-group':
    case 'image-ad':
      if (record.overall_analysis) return `Score ${Math.round(record.overall_analysis.aggregateScore)}/100`;
      return record.summary.sentimentPercent === null
        ? null
        : `Sentiment ${record.summary.sentimentPercent}%`;
    case 'brand360':
      return record.overall_analysis
        ? `Brand score ${Math.round(record.overall_analysis.aggregateScore)}/100`
        : null;
    case 'angel_pitch': {
      const analysis = record.overall_analysis;
      if (!analysis || !('verdict' in analysis)) return null;
      return `Verdict: ${VERDICT_NAMES[analysis.verdict]} (${analysis.investCount} invest, ${analysis.passCount} pass)`;
    }
    case 'interview':
      return `${plural(interviewQuestionCount(record), 'question')} asked`;
    case 'image_analysis':
      return record.overall_analysis
        ? `Message specificity ${Math.round(record.overall_analysis.message.specificity)}/100`
        : null;
    case 'pricing_study': {
      const analysis = record.overall_analysis;
      if (!analysis) return null;
      const money = (amount: number) => formatPrice(amount, analysis.currency);
      if (analysis.revenueMaximisingPrice !== null)
        return `Best price ${money(analysis.revenueMaximisingPrice)}`;
      return analysis.acceptableRange
        ? `Acceptable ${money(analysis.acceptableRange.low)}–${money(analysis.acceptableRange.high)}`
        : null;
    }
    case 'concept_comparison':
      if (!record.overall_analysis) return null;
      return record.winner === null ? 'No clear winner' : `Winner: ${variantLabel(record.winner)}`;
    case 'feature_study': {
      const top = [...record.importance].sort((a, b) => b.share - a.share)[0];
      return top ? `Most important: ${top.attribute} (${Math.round(top.share * 100)}%)` : null;
    }
  }
}
