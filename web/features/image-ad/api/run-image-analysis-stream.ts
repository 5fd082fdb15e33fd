// POST /api/analyses as multipart/form-data (type image_analysis) with Accept: text/event-stream: `reading` (what
// was read from the image), `analysis` (what it says and shows), then `done` (the saved record) or `error`.
import {
  imageAnalysisSchema,
  ownedImageAnalysisRecordSchema,
  type ImageAnalysis,
  type ImageAnalysisRecord,
} from '@contracts/image-analysis';
import { adReadingSchema, type AdBrief, type AdReading } from '@contracts/image-ad';
import { followRunStream, onValid } from '@web/lib/run-stream';
import { imageRunForm } from './run-image-ad-stream';

export type ImageAnalysisRequest = AdBrief & { image: File };

export type ImageAnalysisHandlers = {
  onReading?: (reading: AdReading) => void;
  onAnalysis?: (analysis: ImageAnalysis) => void;
};

/** Reads an image alone (no twins, no credit) and reports what was read as it comes; resolves with the saved record. */
export function runImageAnalysisStream(
  request: ImageAnalysisRequest,
  handlers: ImageAnalysisHandlers = {},
  signal?: AbortSignal,
): Promise<ImageAnalysisRecord> {
  return followRunStream(
    imageRunForm('image_analysis', request),
    ownedImageAnalysisRecordSchema,
    {
      reading: onValid(adReadingSchema, handlers.onReading),
      analysis: onValid(imageAnalysisSchema, handlers.onAnalysis),
    },
    signal,
  );
}
