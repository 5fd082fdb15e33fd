import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { interviewMessageRequestSchema, startInterviewSchema } from '../../../contracts/interviews';
import type { AppContext } from '../../context';
import { acceptsEventStream, lazyEventStream } from '../../event-stream';
import { requireActor } from '../../plugins/session';
import { addInterviewMessage } from '../../services/interviews/add-interview-message';
import { startInterview } from '../../services/interviews/start-interview';
import { validate } from '../../validate';

const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

export function registerInterviewRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/api/interviews', async (request, reply) => {
    const actor = await requireActor(context, request);
    return reply
      .status(201)
      .send(await startInterview(context, actor, validate(startInterviewSchema, request.body)));
  });

  /** 200 {reply, record}; with Accept: text/event-stream, `chunk` events {text} as the twin answers, then `done` {reply, record}. */
  app.post('/api/interviews/:id/messages', async (request, reply) => {
    const actor = await requireActor(context, request);
    const { id } = validate(idParamsSchema, request.params);
    const { content } = validate(interviewMessageRequestSchema, request.body);
    if (!acceptsEventStream(request)) return addInterviewMessage(context, actor, id, content);
    const stream = lazyEventStream(request, reply, 200);
    try {
      const result = await addInterviewMessage(context, actor, id, content, (text) =>
        stream.send('chunk', { text }),
      );
      stream.send('done', result);
      stream.end();
    } catch (error) {
      stream.fail(error);
    }
  });
}
