// POST /api/analyses as multipart/form-data (type image_analysis) with Accept: text/event-stream: `reading` (what
// was read from the image), `analysis` (what it says and shows), then `done` (the saved record) or `error`.
import {
  imageAnalysisSchema,
  ownedImageAnalysisRecordSchema,
  type ImageAnalysis,
  type ImageAnalysisRecord,
} from '../../../../contracts/image-analysis';
import { adReadingSchema, type AdBrief, type AdReading } from '../../../../contracts/image-ad';
import { invalidRunResponse, runStreamEnded, runStreamErrors, toRunError } from '../../../lib/run-errors';
import { postEventStream } from '../../../lib/sse-parser';
import { imageRunForm } from './run-image-ad-stream';

export type ImageAnalysisRequest = AdBrief & { image: File };

export type ImageAnalysisHandlers = {
  onReading?: (reading: AdReading) => void;
  onAnalysis?: (analysis: ImageAnalysis) => void;
};

/** Reads an image alone (no twins, no credit) and reports what was read as it comes; resolves with the saved record. */
export async function runImageAnalysisStream(
  request: ImageAnalysisRequest,
  handlers: ImageAnalysisHandlers = {},
  signal?: AbortSignal,
): Promise<ImageAnalysisRecord> {
  for await (const { event, payload } of postEventStream(
    '/api/analyses',
    imageRunForm('image_analysis', request),
    runStreamErrors,
    signal,
  )) {
    if (event === 'reading') {
      const reading = adReadingSchema.safeParse(payload);
      if (reading.success) handlers.onReading?.(reading.data);
    } else if (event === 'analysis') {
      const analysis = imageAnalysisSchema.safeParse(payload);
      if (analysis.success) handlers.onAnalysis?.(analysis.data);
    } else if (event === 'done') {
      const record = ownedImageAnalysisRecordSchema.safeParse(payload);
      if (!record.success) throw invalidRunResponse();
      return record.data;
    } else if (event === 'error') {
      throw toRunError(500, payload);
    }
  }
  throw runStreamEnded();
}
