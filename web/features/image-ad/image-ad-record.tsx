// How saved ad creative tests and image analyses are drawn everywhere (web/app/record-types.tsx registers them).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FeedbackRecord } from '@contracts/feedback-records';
import { RECORD_TYPE_NAMES } from '@contracts/record-type-names';
import { sentimentItems, StackedBar } from '@web/components/analysis/distribution-bars';
import { HistoryCardFrame, HistoryChips } from '@web/entities/feedback-record/history/history-card';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { scoreHeadline } from '@web/entities/feedback-record/record-facts';
import type { RecordTypeDescriptor } from '@web/entities/feedback-record/record-type-descriptor';
import { plural } from '@web/lib/plural';
import { AdTestView } from './components/ad-test-view';
import { ImageAnalysisView } from './components/image-analysis-view';

const MAX_KEY_MESSAGE_CHIPS = 3;

/** An ad card's chips: the twins' key messages, or for an image analysis what its words offer at a glance. */
function adKeyMessagesOf(record: FeedbackRecord): string[] {
  if (record.type !== 'image_analysis' || !record.overall_analysis) return record.summary.keyMessages;
  const { headline, discount, price } = record.overall_analysis.message;
  return [headline, discount, price].filter((text): text is string => Boolean(text));
}

// Image analyses share the ad test's card, as the spec's history lookup shares their list.
function ImageAdCard(props: { record: FeedbackRecord; onSelect: (record: FeedbackRecord) => void }) {
  const { record } = props;
  const { sentimentPercent: percent, sentimentDistribution: distribution } = record.summary;
  const keyMessages = adKeyMessagesOf(record);
  return (
    <HistoryCardFrame
      {...props}
      title={flatConcept(record) || 'Image Ad Test'}
      meta={[plural(record.selected_personas.length, 'digital twin'), RECORD_TYPE_NAMES[record.type]]}
    >
      {percent !== null && (
        <Box sx={{ mt: 1.25 }}>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            Overall sentiment: <strong>{percent}%</strong>
          </Typography>
          {distribution && (
            <StackedBar label="Sentiment" items={sentimentItems(distribution)} legend={false} height={8} />
          )}
        </Box>
      )}
      <HistoryChips items={keyMessages.slice(0, MAX_KEY_MESSAGE_CHIPS)} label="Key messages" />
    </HistoryCardFrame>
  );
}

export const imageAdRecord: RecordTypeDescriptor<'image-ad'> = {
  View: AdTestView,
  HistoryCard: ImageAdCard,
  brief: { label: 'Ad copy', empty: 'The ad has no copy of its own; what was read from it is below.' },
  headline: scoreHeadline,
};

export const imageAnalysisRecord: RecordTypeDescriptor<'image_analysis'> = {
  View: ImageAnalysisView,
  HistoryCard: ImageAdCard,
  brief: { label: 'Words in the image', empty: 'No words were found in the image.' },
  headline: (record) =>
    record.overall_analysis
      ? `Message specificity ${Math.round(record.overall_analysis.message.specificity)}/100`
      : null,
};
