import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runAnalysisSchema } from '../../../contracts/analyses';
import { followUpRequestSchema } from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { HttpError } from '../../errors';
import { requireActor } from '../../plugins/session';
import { titleFor } from '../../plugins/problem-details';
import { askFollowUp } from '../../services/feedback-records/ask-follow-up';
import { assertFeedbackOwner } from '../../services/feedback-records/get-feedback';
import { runAnalysis } from '../../services/feedback-records/run-analysis';
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

export function registerAnalysisRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/api/analyses', async (request, reply) => {
    const actor = await requireActor(context, request);
    const input = validate(runAnalysisSchema, request.body);
    const logFailure = (error: unknown) => request.log.error({ err: error }, 'simulation engine failed');
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      return reply.status(201).send(await runAnalysis(context, actor, input, {}, logFailure));
    }
    const stream = lazyEventStream(request, reply);
    try {
      const record = await runAnalysis(context, actor, input, {
        onPersonaResult: (response) => stream.send('persona', response),
        onAnalysis: (analysis) => stream.send('analysis', analysis),
      }, logFailure);
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
  });

  app.post('/api/feedback/:id/follow-ups', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    await assertFeedbackOwner(context, actor, id, `Feedback with ID ${id} not found`);
    const result = await askFollowUp(context, actor, id, validate(followUpRequestSchema, request.body));
    return reply.status(201).send(result);
  });
}
