// POST /api/analyses as multipart/form-data with Accept: text/event-stream: `reading` (what was read from the ad),
// `persona` per twin, then `analysis`, then `done` (the saved record) or `error`.
import {
  adReadingSchema,
  imageAdAnswerItemSchema,
  ownedImageAdRecordSchema,
  type ImageAdAnswerItem,
  type ImageAdRecord,
  imageAdOverallAnalysisSchema,
  type AdBrief,
  type AdReading,
  type ImageAdOverallAnalysis,
} from '../../../../contracts/image-ad';
import type { FilterSet } from '../../../../contracts/personas';
import { invalidRunResponse, runStreamEnded, runStreamErrors, toRunError } from '../../../lib/run-errors';
import { postEventStream } from '../../../lib/sse-parser';

export type ImageAdRunRequest = AdBrief & { image: File; personaIds: string[]; filters?: FilterSet };

export type ImageAdRunHandlers = {
  onReading?: (reading: AdReading) => void;
  onPersona?: (response: ImageAdAnswerItem) => void;
  onAnalysis?: (analysis: ImageAdOverallAnalysis) => void;
};

/** A multipart run on an image: its type, the image and the words typed beside it, plus the type's own fields. */
export function imageRunForm(
  type: 'image-ad' | 'image_analysis',
  { image, adCopy, callToAction, targetContext }: AdBrief & { image: File },
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  form.set('type', type);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, value] of Object.entries({ adCopy, callToAction, targetContext }))
    if (value?.trim()) form.set(name, value.trim());
  form.set('image', image, image.name);
  return form;
}

const formOf = ({ personaIds, filters, ...request }: ImageAdRunRequest): FormData =>
  imageRunForm('image-ad', request, {
    personaIds: JSON.stringify(personaIds),
    ...(filters ? { filters: JSON.stringify(filters) } : {}),
  });

/** Runs an Ad Creative Test and reports what was read and each twin's reaction as they arrive; resolves with the saved record. */
export async function runImageAdStream(
  request: ImageAdRunRequest,
  handlers: ImageAdRunHandlers = {},
  signal?: AbortSignal,
): Promise<ImageAdRecord> {
  for await (const { event, payload } of postEventStream(
    '/api/analyses',
    formOf(request),
    runStreamErrors,
    signal,
  )) {
    if (event === 'reading') {
      const reading = adReadingSchema.safeParse(payload);
      if (reading.success) handlers.onReading?.(reading.data);
    } else if (event === 'persona') {
      const item = imageAdAnswerItemSchema.safeParse(payload);
      if (item.success) handlers.onPersona?.(item.data);
    } else if (event === 'analysis') {
      const analysis = imageAdOverallAnalysisSchema.safeParse(payload);
      if (analysis.success) handlers.onAnalysis?.(analysis.data);
    } else if (event === 'done') {
      const record = ownedImageAdRecordSchema.safeParse(payload);
      if (!record.success) throw invalidRunResponse();
      return record.data;
    } else if (event === 'error') {
      throw toRunError(500, payload);
    }
  }
  throw runStreamEnded();
}
