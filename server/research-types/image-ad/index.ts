// The Ad Creative Test: queued through POST /api/analyses (multipart, with its image).
import { imageAdExecutor } from './run-image-ad';
import type { ResearchType } from '../research-type';

export const imageAd = {
  executor: imageAdExecutor,
} satisfies ResearchType;
