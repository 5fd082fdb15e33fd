// The image analysis (no twins, no credit): queued through POST /api/analyses (multipart, with its image).
import { imageAnalysisExecutor } from './run-image-analysis';
import type { ResearchType } from '../research-type';

export const imageAnalysis = {
  executor: imageAnalysisExecutor,
} satisfies ResearchType;
