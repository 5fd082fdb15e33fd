import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { runAnalysisSchema } from '../../../contracts/analyses';
import { followUpRequestSchema } from '../../../contracts/feedback';
import type { AppContext } from '../../context';
import { requireActor } from '../../plugins/session';
import { askFollowUp } from '../../services/feedback-records/ask-follow-up';
import { assertFeedbackOwner } from '../../services/feedback-records/get-feedback';
import { runRecord, submitRun, type RunProblem } from '../../services/runs/submit-run';
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
    const run = await submitRun(context, actor, 'concept-test', input);
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      // The JSON answer waits for the queued run: 201 with the record, or the run's problem (refunded).
      return reply.status(201).send(await runRecord(run));
    }
    const stream = lazyEventStream(request, reply);
    for await (const { event, data } of run.events) {
      // A browser that went away stops following; the run itself goes on in the queue and is saved or refunded.
      if (reply.raw.destroyed) break;
      stream.send(event, event === 'error' ? { ...(data as RunProblem), requestId: request.id } : data);
    }
    stream.end();
  });

  app.post('/api/feedback/:id/follow-ups', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    await assertFeedbackOwner(context, actor, id, `Feedback with ID ${id} not found`);
    const result = await askFollowUp(context, actor, id, validate(followUpRequestSchema, request.body));
    return reply.status(201).send(result);
  });
}
