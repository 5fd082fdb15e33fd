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
} from '@contracts/image-ad';
import type { FilterSet } from '@contracts/personas';
import { followRunStream, onValid } from '@web/lib/run-stream';

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
export function runImageAdStream(
  request: ImageAdRunRequest,
  handlers: ImageAdRunHandlers = {},
  signal?: AbortSignal,
): Promise<ImageAdRecord> {
  return followRunStream(
    formOf(request),
    ownedImageAdRecordSchema,
    {
      reading: onValid(adReadingSchema, handlers.onReading),
      persona: onValid(imageAdAnswerItemSchema, handlers.onPersona),
      analysis: onValid(imageAdOverallAnalysisSchema, handlers.onAnalysis),
    },
    signal,
  );
}
