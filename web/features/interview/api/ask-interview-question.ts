// POST /api/interviews/:id/messages with Accept: text/event-stream: `chunk` {text} as the twin answers, then
// `done` {reply, record}, or `error` (a problem). Errors before the stream opens are ordinary problem answers.
import { interviewReplySchema, type InterviewReply } from '@contracts/interviews';
import { ApiError, apiPath, invalidResponse, networkError, problemError } from '@web/lib/api-client';
import { postEventStream } from '@web/lib/sse-parser';

/** Asks the twin one question; onChunk receives the answer as it is written; resolves with the stored answer and record. */
export async function askInterviewQuestion(
  interviewId: string,
  content: string,
  onChunk: (text: string) => void,
  signal?: AbortSignal,
): Promise<InterviewReply> {
  const url = apiPath('/api/interviews/{id}/messages', { id: interviewId });
  for await (const { event, payload } of postEventStream(
    url,
    { content },
    { toError: problemError, networkError },
    signal,
  )) {
    const text = (payload as { text?: unknown } | undefined)?.text;
    if (event === 'chunk' && typeof text === 'string') onChunk(text);
    else if (event === 'done') {
      const reply = interviewReplySchema.safeParse(payload);
      if (!reply.success) throw invalidResponse(200);
      return reply.data;
    } else if (event === 'error') throw problemError(500, payload);
  }
  throw new ApiError({
    status: 0,
    code: 'STREAM_ENDED',
    title: 'Connection lost',
    detail: 'The connection closed before the twin finished answering. Please try again.',
  });
}
