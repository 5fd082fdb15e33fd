import Box from '@mui/material/Box';
import type { FeedbackRecordContent } from '@contracts/feedback-records';
import { AdReadingCard } from './ad-reading-card';
import { ImageMessageCard } from './image-message-card';

/** An image analysis that holds its reading: the reading is its whole result (it has no twins). */
export const isImageOnly = (record: FeedbackRecordContent): boolean =>
  record.type === 'image_analysis' && record.overall_analysis !== null;

/**
 * What was read from a run's image (ad tests and image analyses), and for an image analysis what its words offer;
 * nothing for other types and for records saved by hand without a reading.
 */
export function ImageReading({ record, imageUrl }: { record: FeedbackRecordContent; imageUrl: string }) {
  if (record.type !== 'image-ad' && record.type !== 'image_analysis') return null;
  const reading = record.overall_analysis?.adReading;
  if (!reading) return null;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <AdReadingCard reading={reading} imageUrl={imageUrl} />
      {record.type === 'image_analysis' && record.overall_analysis && (
        <ImageMessageCard analysis={record.overall_analysis} />
      )}
    </Box>
  );
}
