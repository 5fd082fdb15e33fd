import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runAnalysisSchema } from '../../../contracts/analyses';
import type { FeedbackRecord } from '../../../contracts/feedback';
import { AD_IMAGE_MAX_BYTES, AD_TEXT_MAX_LENGTH, imageAdRequestFieldsSchema } from '../../../contracts/image-ad';
import { followUpRequestSchema } from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { HttpError, badRequest } from '../../errors';
import { requireActor } from '../../plugins/session';
import { titleFor } from '../../plugins/problem-details';
import { askFollowUp } from '../../services/feedback-records/ask-follow-up';
import { assertFeedbackOwner } from '../../services/feedback-records/get-feedback';
import { fileTooLarge } from '../../services/content/store-upload';
import { readOwnedAdImage } from '../../services/feedback-records/read-ad-image';
import { runAnalysis, type AnalysisProgress } from '../../services/feedback-records/run-analysis';
import { runImageAd, type ImageAdProgress } from '../../services/feedback-records/run-image-ad';
import { validate } from '../../validate';

const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Opens a Server-Sent Events stream on first use; errors before that stay ordinary problem answers. */
function lazyEventStream(request: FastifyRequest, reply: FastifyReply) {
  let open = false;
  const send = (event: string, data: unknown) => {
    if (!open) {
      open = true;
      reply.hijack();
      reply.raw.writeHead(201, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-request-id': request.id,
      });
    }
    reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    send,
    get open() {
      return open;
    },
    end: () => reply.raw.end(),
  };
}

const MULTIPART_FIELDS = 8;

/** The fields and the one file (`image`) of a multipart image-ad run. */
async function readImageAdForm(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') throw badRequest('Send the ad as the file field "image".');
        image = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    throw badRequest('The upload could not be read. Please try again.');
  }
  const input = validate(imageAdRequestFieldsSchema, fields);
  if (!image || image.length === 0) throw badRequest('Choose an image of your ad (PNG, JPEG or WebP, at most 5 MB).');
  return { input, image };
}

/** Answers a run as JSON, or as Server-Sent Events when the caller accepts them. */
async function answerRun<P extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (progress: P, onEngineFailure: (error: unknown) => void) => Promise<FeedbackRecord>,
  streamed: (send: (event: string, data: unknown) => void) => P,
) {
  const logFailure = (error: unknown) => request.log.error({ err: error }, 'simulation engine failed');
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    return reply.status(201).send(await run({} as P, logFailure));
  }
  const stream = lazyEventStream(request, reply);
  try {
    const record = await run(streamed(stream.send), logFailure);
    stream.send('done', record);
    stream.end();
  } catch (error) {
    if (!stream.open) throw error;
    const problem =
      error instanceof HttpError
        ? { status: error.status, title: error.title, code: error.code, detail: error.message }
        : { status: 500, title: titleFor(500), code: 'INTERNAL_ERROR', detail: 'Something went wrong on our side. Please try again.' };
    if (!(error instanceof HttpError)) request.log.error({ err: error }, 'analysis stream failed');
    stream.send('error', { ...problem, requestId: request.id });
    stream.end();
  }
}

export async function registerAnalysisRoutes(app: FastifyInstance, context: AppContext) {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AD_IMAGE_MAX_BYTES, files: 1, fields: MULTIPART_FIELDS, fieldSize: AD_TEXT_MAX_LENGTH * 4 },
    });
    scope.post('/api/analyses', async (request, reply) => {
      const actor = await requireActor(context, request);
      if (request.isMultipart()) {
        const { input, image } = await readImageAdForm(request);
        return answerRun<ImageAdProgress>(
          request,
          reply,
          (progress, onEngineFailure) => runImageAd(context, actor, input, image, progress, onEngineFailure),
          (send) => ({
            onReading: (reading) => send('reading', reading),
            onPersonaResult: (response) => send('persona', response),
            onAnalysis: (analysis) => send('analysis', analysis),
          }),
        );
      }
      const input = validate(runAnalysisSchema, request.body);
      return answerRun<AnalysisProgress>(
        request,
        reply,
        (progress, onEngineFailure) => runAnalysis(context, actor, input, progress, onEngineFailure),
        (send) => ({ onPersonaResult: (response) => send('persona', response), onAnalysis: (analysis) => send('analysis', analysis) }),
      );
    });
  });

  app.get('/api/feedback/:id/image', async (request, reply) => {
    const actor = await requireActor(context, request);
    const image = await readOwnedAdImage(context, actor, validate(idParamsSchema, request.params).id);
    return reply.type(image.contentType).header('cache-control', 'private, max-age=3600').send(image.bytes);
  });

  app.post('/api/feedback/:id/follow-ups', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    await assertFeedbackOwner(context, actor, id, `Feedback with ID ${id} not found`);
    const result = await askFollowUp(context, actor, id, validate(followUpRequestSchema, request.body));
    return reply.status(201).send(result);
  });
}
