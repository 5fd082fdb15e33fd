// How a saved pricing study is drawn everywhere (web/app/record-types.tsx registers it).
import Typography from '@mui/material/Typography';
import { formatPrice } from '@contracts/currency';
import { PRICING_METHOD_NAMES } from '@contracts/pricing-study';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { HistoryCardFrame } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { twinCountOf } from '@web/entities/feedback-record/record-facts';
import type {
  HistoryCardProps,
  RecordTypeDescriptor,
} from '@web/entities/feedback-record/record-type-descriptor';
import { plural } from '@web/lib/plural';
import { PricingStudyView } from './components/pricing-study-view';

function PricingStudyCard(props: HistoryCardProps<'pricing_study'>) {
  const { record } = props;
  const analysis = record.overall_analysis;
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || RECORD_TYPE_NAMES.pricing_study}
      meta={[
        plural(twinCountOf(record), 'digital twin'),
        analysis ? PRICING_METHOD_NAMES[analysis.method] : RECORD_TYPE_NAMES.pricing_study,
      ]}
    >
      {analysis && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {analysis.summary}
        </Typography>
      )}
    </HistoryCardFrame>
  );
}

export const pricingStudyRecord: RecordTypeDescriptor<'pricing_study'> = {
  View: PricingStudyView,
  HistoryCard: PricingStudyCard,
  brief: { label: 'Concept priced', empty: 'No concept text was saved with this study.' },
  headline: (record) => {
    const analysis = record.overall_analysis;
    if (!analysis) return null;
    const money = (amount: number) => formatPrice(amount, analysis.currency);
    if (analysis.revenueMaximisingPrice !== null)
      return `Best price ${money(analysis.revenueMaximisingPrice)}`;
    return analysis.acceptableRange
      ? `Acceptable ${money(analysis.acceptableRange.low)}–${money(analysis.acceptableRange.high)}`
      : null;
  },
};
