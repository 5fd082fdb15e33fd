import Alert from '@mui/material/Alert';
import { ImageReading } from '@web/components/analysis/image-reading';
import type { RecordViewProps } from '@web/entities/feedback-record/record-views/record-content';

/** An image analysis: what the image says and shows; it has no twins. */
export function ImageAnalysisView({ record, imageUrl }: RecordViewProps<'image_analysis'>) {
  if (!record.overall_analysis)
    return <Alert severity="info">This image analysis was saved without its reading.</Alert>;
  return <ImageReading record={record} imageUrl={imageUrl} />;
}
