import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { acceptsEventStream, lazyEventStream } from '../../event-stream';
import { addInterviewMessage } from '../../services/interviews/add-interview-message';
import { startInterview } from '../../services/interviews/start-interview';
import { bindRoute } from '../../routes/bind-route';

export function registerInterviewRoutes(app: FastifyInstance, context: AppContext) {
  bindRoute(app, context, 'post /api/interviews', ({ actor, body }) => startInterview(context, actor, body));

  /** 200 {reply, record}; with Accept: text/event-stream, `chunk` events {text} as the twin answers, then `done` {reply, record}. */
  bindRoute(
    app,
    context,
    'post /api/interviews/:id/messages',
    async ({ actor, params: { id }, body: { content }, request, reply }) => {
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
    },
  );
}
