// POST /api/interviews/:id/messages with Accept: text/event-stream: `chunk` {text} as the twin answers, then
// `done` {reply, record}, or `error` (a problem). Errors before the stream opens are ordinary problem answers.
import { interviewReplySchema, type InterviewReply } from '../../../../contracts/interviews';
import { problemSchema } from '../../../../contracts/problem';
import { ApiError, NETWORK_ERROR_DETAIL } from '../../../lib/api-client';
import { postEventStream } from '../../../lib/sse-parser';

function toError(status: number, body: unknown): ApiError {
  const problem = problemSchema.safeParse(body);
  if (problem.success) return new ApiError(problem.data);
  return new ApiError({
    status,
    code: 'HTTP_ERROR',
    title: 'Request failed',
    detail: 'Something went wrong on our side. Please try again.',
  });
}

const networkError = () =>
  new ApiError({ status: 0, code: 'NETWORK_ERROR', title: 'Network error', detail: NETWORK_ERROR_DETAIL });

/** Asks the twin one question; onChunk receives the answer as it is written; resolves with the stored answer and record. */
export async function askInterviewQuestion(
  interviewId: string,
  content: string,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<InterviewReply> {
  const url = `/api/interviews/${encodeURIComponent(interviewId)}/messages`;
  for await (const { event, payload } of postEventStream(
    url,
    { content },
    { toError, networkError },
    signal,
  )) {
    const text = (payload as { text?: unknown } | undefined)?.text;
    if (event === 'chunk' && typeof text === 'string') onChunk(text);
    else if (event === 'done') {
      const reply = interviewReplySchema.safeParse(payload);
      if (!reply.success)
        throw new ApiError({
          status: 200,
          code: 'INVALID_RESPONSE',
          title: 'Invalid server response',
          detail: 'Invalid server response',
        });
      return reply.data;
    } else if (event === 'error') throw toError(500, payload);
  }
  throw new ApiError({
    status: 0,
    code: 'STREAM_ENDED',
    title: 'Connection lost',
    detail: 'The connection closed before the twin finished answering. Please try again.',
  });
}
