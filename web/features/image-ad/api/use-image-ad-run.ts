// One Ad Creative Test as the screen sees it: streamed from the server, or reopened from history without a new charge.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TwinAnswerItem } from '../../../../contracts/feedback';
import {
  imageAdOverallAnalysisSchema,
  type AdReading,
  type ImageAdOverallAnalysis,
} from '../../../../contracts/image-ad';
import type { HistorySelection } from '../../../entities/feedback-record/history-selection';
import { feedbackRecordKeys } from '../../../entities/feedback-record/feedback-record-keys';
import { useTokens } from '../../../entities/credits/use-tokens';
import { useAuth } from '../../../entities/session/use-auth';
import { runImageAdStream, type ImageAdRunRequest } from './run-image-ad-stream';

export type ImageAdRun = {
  status: 'idle' | 'reading' | 'answering' | 'done' | 'error';
  concept: string | null;
  personaIds: string[];
  /** Where the ad shows from: the picked file while running, the stored image afterwards. */
  imageUrl: string | null;
  reading: AdReading | null;
  responses: TwinAnswerItem[];
  analysis: ImageAdOverallAnalysis | null;
  feedbackId: string | null;
  createdAt: string | null;
  fromHistory: boolean;
  error: unknown;
};

const idle: ImageAdRun = {
  status: 'idle',
  concept: null,
  personaIds: [],
  imageUrl: null,
  reading: null,
  responses: [],
  analysis: null,
  feedbackId: null,
  createdAt: null,
  fromHistory: false,
  error: null,
};

export const adImageUrl = (feedbackId: string) => `/api/feedback/${encodeURIComponent(feedbackId)}/image`;

function parseAnalysis(value: unknown): ImageAdOverallAnalysis | null {
  const parsed = imageAdOverallAnalysisSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function useImageAdRun() {
  const [run, setRun] = useState<ImageAdRun>(idle);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { refreshTokens } = useTokens();

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (request: ImageAdRunRequest, previewUrl: string) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const base = {
        ...idle,
        concept: request.adCopy?.trim() || null,
        personaIds: request.personaIds,
        imageUrl: previewUrl,
      };
      setRun({ ...base, status: 'reading' });
      try {
        const record = await runImageAdStream(
          request,
          {
            onReading: (reading) => setRun((current) => ({ ...current, status: 'answering', reading })),
            onPersona: (response) =>
              setRun((current) => ({ ...current, responses: [...current.responses, response] })),
            onAnalysis: (analysis) => setRun((current) => ({ ...current, analysis })),
          },
          abort.signal,
        );
        const analysis = parseAnalysis(record.overall_analysis);
        setRun({
          ...base,
          status: 'done',
          concept: record.concept,
          imageUrl: adImageUrl(record.id),
          reading: analysis?.adReading ?? null,
          responses: record.responses,
          analysis,
          feedbackId: record.id,
          createdAt: record.created_at,
        });
      } catch (error) {
        if (abort.signal.aborted) return;
        setRun({ ...base, status: 'error', error });
      } finally {
        void refreshTokens();
        if (user) void queryClient.invalidateQueries({ queryKey: feedbackRecordKeys.all(user.id) });
      }
    },
    [queryClient, refreshTokens, user],
  );

  /** A saved run, shown as it was: no new run and no charge. */
  const open = useCallback((selection: HistorySelection) => {
    controller.current?.abort();
    const analysis = parseAnalysis(selection.overall_analysis);
    setRun({
      ...idle,
      status: 'done',
      concept: selection.concept || null,
      personaIds: selection.selectedPersonas,
      imageUrl: adImageUrl(selection.feedbackId),
      reading: analysis?.adReading ?? null,
      // The image-ad history lists ad tests and image analyses; other types have no ad answers to show.
      responses:
        selection.type === 'image-ad' || selection.type === 'image_analysis' ? selection.responses : [],
      analysis,
      feedbackId: selection.feedbackId,
      createdAt: selection.created_at,
      fromHistory: true,
    });
  }, []);

  return { run, start, open };
}
