// One Ad Creative Test, or one image analysis (the image read alone), as the screen sees it: streamed from the
// server, or reopened from history without a new charge.
import { useCallback, useState } from 'react';
import type { TwinAnswerItem } from '../../../../contracts/feedback';
import { imageAnalysisSchema, type ImageAnalysis } from '../../../../contracts/image-analysis';
import {
  imageAdOverallAnalysisSchema,
  type AdReading,
  type ImageAdOverallAnalysis,
} from '../../../../contracts/image-ad';
import type { HistorySelection } from '../../../entities/feedback-record/history-selection';
import { adImageUrl } from '../../../entities/feedback-record/ad-image';
import { runImageAdStream, type ImageAdRunRequest } from './run-image-ad-stream';
import { runImageAnalysisStream, type ImageAnalysisRequest } from './run-image-analysis-stream';
import { useFollowedRun } from '../../../entities/feedback-record/use-followed-run';

export type ImageAdRun = {
  /** An ad test (twins react) or an image analysis (the reader alone). */
  kind: 'image-ad' | 'image_analysis';
  status: 'idle' | 'reading' | 'answering' | 'done' | 'error';
  concept: string | null;
  personaIds: string[];
  /** Where the ad shows from: the picked file while running, the stored image afterwards. */
  imageUrl: string | null;
  reading: AdReading | null;
  responses: TwinAnswerItem[];
  analysis: ImageAdOverallAnalysis | null;
  imageAnalysis: ImageAnalysis | null;
  feedbackId: string | null;
  createdAt: string | null;
  fromHistory: boolean;
  error: unknown;
};

const idle: ImageAdRun = {
  kind: 'image-ad',
  status: 'idle',
  concept: null,
  personaIds: [],
  imageUrl: null,
  reading: null,
  responses: [],
  analysis: null,
  imageAnalysis: null,
  feedbackId: null,
  createdAt: null,
  fromHistory: false,
  error: null,
};

function parseAnalysis(value: unknown): ImageAdOverallAnalysis | null {
  const parsed = imageAdOverallAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function parseImageAnalysis(value: unknown): ImageAnalysis | null {
  const parsed = imageAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function useImageAdRun() {
  const [run, setRun] = useState<ImageAdRun>(idle);
  const { follow: followRun, stop } = useFollowedRun();

  /** Follows one run from its reading to its record; a failure shows on the run. */
  const follow = useCallback(
    (base: ImageAdRun, work: (signal: AbortSignal) => Promise<ImageAdRun>) =>
      followRun(
        async (signal) => {
          setRun({ ...base, status: 'reading' });
          setRun(await work(signal));
        },
        (error) => setRun({ ...base, status: 'error', error }),
      ),
    [followRun],
  );

  const start = useCallback(
    (request: ImageAdRunRequest, previewUrl: string) => {
      const base: ImageAdRun = {
        ...idle,
        concept: request.adCopy?.trim() || null,
        personaIds: request.personaIds,
        imageUrl: previewUrl,
      };
      return follow(base, async (signal) => {
        const record = await runImageAdStream(
          request,
          {
            onReading: (reading) => setRun((current) => ({ ...current, status: 'answering', reading })),
            onPersona: (response) =>
              setRun((current) => ({ ...current, responses: [...current.responses, response] })),
            onAnalysis: (analysis) => setRun((current) => ({ ...current, analysis })),
          },
          signal,
        );
        const analysis = parseAnalysis(record.overall_analysis);
        return {
          ...base,
          status: 'done',
          concept: record.concept,
          imageUrl: adImageUrl(record.id),
          reading: analysis?.adReading ?? null,
          responses: record.responses,
          analysis,
          feedbackId: record.id,
          createdAt: record.created_at,
        };
      });
    },
    [follow],
  );

  /** Reads the image alone: what it says and shows, with no twins and no credit. */
  const analyse = useCallback(
    (request: ImageAnalysisRequest, previewUrl: string) => {
      const base: ImageAdRun = {
        ...idle,
        kind: 'image_analysis',
        concept: request.adCopy?.trim() || null,
        imageUrl: previewUrl,
      };
      return follow(base, async (signal) => {
        const record = await runImageAnalysisStream(
          request,
          {
            onReading: (reading) => setRun((current) => ({ ...current, reading })),
            onAnalysis: (imageAnalysis) => setRun((current) => ({ ...current, imageAnalysis })),
          },
          signal,
        );
        return {
          ...base,
          status: 'done',
          concept: record.concept,
          imageUrl: adImageUrl(record.id),
          reading: record.overall_analysis?.adReading ?? null,
          imageAnalysis: record.overall_analysis,
          feedbackId: record.id,
          createdAt: record.created_at,
        };
      });
    },
    [follow],
  );

  /** A saved run, shown as it was: no new run and no charge. */
  const open = useCallback(
    (selection: HistorySelection) => {
      stop();
      const analysis = parseAnalysis(selection.overall_analysis);
      const imageAnalysis = parseImageAnalysis(selection.overall_analysis);
      setRun({
        ...idle,
        // A hand-saved image analysis without a reading shows as the ad test it resembles: its twins' answers.
        kind: imageAnalysis ? 'image_analysis' : 'image-ad',
        status: 'done',
        concept: selection.concept || null,
        personaIds: selection.selectedPersonas,
        imageUrl: adImageUrl(selection.feedbackId),
        reading: analysis?.adReading ?? imageAnalysis?.adReading ?? null,
        // The image-ad history lists ad tests and image analyses; other types have no ad answers to show.
        responses:
          selection.type === 'image-ad' || selection.type === 'image_analysis' ? selection.responses : [],
        analysis,
        imageAnalysis,
        feedbackId: selection.feedbackId,
        createdAt: selection.created_at,
        fromHistory: true,
      });
    },
    [stop],
  );

  return { run, start, analyse, open };
}
