// One Ad Creative Test, or one image analysis (the image read alone), as the screen sees it: streamed from the
// server, or reopened from history without a new charge.
import { useCallback, useState } from 'react';
import type { TwinAnswerItem } from '@contracts/feedback';
import type { FeedbackRecordOf } from '@contracts/feedback-records';
import type { ImageAnalysis } from '@contracts/image-analysis';
import type { AdReading, ImageAdAnswerItem, ImageAdOverallAnalysis } from '@contracts/image-ad';
import { flatConcept } from '@web/entities/feedback-record/history-selection';
import { adImageUrl } from '@web/entities/feedback-record/ad-image';
import { runImageAdStream, type ImageAdRunRequest } from './run-image-ad-stream';
import { runImageAnalysisStream, type ImageAnalysisRequest } from './run-image-analysis-stream';
import { useFollowedRun } from '@web/entities/feedback-record/use-followed-run';

export type ImageAdRun = {
  /** An ad test (twins react) or an image analysis (the reader alone). */
  kind: 'image-ad' | 'image_analysis';
  status: 'idle' | 'reading' | 'answering' | 'done' | 'error';
  concept: string | null;
  personaIds: string[];
  /** Where the ad shows from: the picked file while running, the stored image afterwards. */
  imageUrl: string | null;
  reading: AdReading | null;
  /** An ad test's answers carry each twin's reaction; a hand-saved image analysis's answers do not. */
  responses: (ImageAdAnswerItem | TwinAnswerItem)[];
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

/** A record this screen shows: an ad test, or an image analysis (the spec's image_analysis history lists both). */
export type ImageRunRecord = FeedbackRecordOf<'image-ad'> | FeedbackRecordOf<'image_analysis'>;

export function useImageAdRun() {
  const [run, setRun] = useState<ImageAdRun>(idle);
  const { follow: followRun, stop } = useFollowedRun();

  /**
   * Shows a saved record as it was: the run that just finished, or one reopened from History (no new run, no
   * charge). A hand-saved image analysis without a reading shows as the ad test it resembles: its twins' answers.
   */
  const showRecord = useCallback(
    (record: ImageRunRecord, { fromHistory = false } = {}) => {
      stop();
      const analysis = record.type === 'image-ad' ? record.overall_analysis : null;
      const imageAnalysis = record.type === 'image_analysis' ? record.overall_analysis : null;
      setRun({
        ...idle,
        kind: imageAnalysis ? 'image_analysis' : 'image-ad',
        status: 'done',
        concept: flatConcept(record) || null,
        personaIds: record.selected_personas,
        imageUrl: adImageUrl(record.id),
        reading: analysis?.adReading ?? imageAnalysis?.adReading ?? null,
        responses: record.responses,
        analysis,
        imageAnalysis,
        feedbackId: record.id,
        createdAt: record.created_at,
        fromHistory,
      });
    },
    [stop],
  );

  /** Follows one run from its reading to its record; a failure shows on the run. */
  const follow = useCallback(
    (base: ImageAdRun, work: (signal: AbortSignal) => Promise<ImageRunRecord>) =>
      followRun(
        async (signal) => {
          setRun({ ...base, status: 'reading' });
          showRecord(await work(signal));
        },
        (error) => setRun({ ...base, status: 'error', error }),
      ),
    [followRun, showRecord],
  );

  const start = useCallback(
    (request: ImageAdRunRequest, previewUrl: string) => {
      const base: ImageAdRun = {
        ...idle,
        concept: request.adCopy?.trim() || null,
        personaIds: request.personaIds,
        imageUrl: previewUrl,
      };
      return follow(base, (signal) =>
        runImageAdStream(
          request,
          {
            onReading: (reading) => setRun((current) => ({ ...current, status: 'answering', reading })),
            onPersona: (response) =>
              setRun((current) => ({ ...current, responses: [...current.responses, response] })),
            onAnalysis: (analysis) => setRun((current) => ({ ...current, analysis })),
          },
          signal,
        ),
      );
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
      return follow(base, (signal) =>
        runImageAnalysisStream(
          request,
          {
            onReading: (reading) => setRun((current) => ({ ...current, reading })),
            onAnalysis: (imageAnalysis) => setRun((current) => ({ ...current, imageAnalysis })),
          },
          signal,
        ),
      );
    },
    [follow],
  );

  return { run, start, analyse, showRecord };
}
