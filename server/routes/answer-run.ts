import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptsEventStream, lazyEventStream } from '../event-stream';
import { runRecord, type RunProblem, type SubmittedRun } from '../services/runs/submit-run';

/** Answers a queued run: 201 with the record when it is done (JSON), or its events as they come (Server-Sent Events). */
export async function answerRun(request: FastifyRequest, reply: FastifyReply, run: SubmittedRun) {
  if (!acceptsEventStream(request)) return reply.status(201).send(await runRecord(run));
  const stream = lazyEventStream(request, reply, 201);
  for await (const { event, data } of run.events) {
    // A browser that went away stops following; the run itself goes on in the queue and is saved or refunded.
    if (reply.raw.destroyed) break;
    stream.send(event, event === 'error' ? { ...(data as RunProblem), requestId: request.id } : data);
  }
  stream.end();
}
