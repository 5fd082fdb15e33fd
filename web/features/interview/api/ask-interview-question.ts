// POST /api/interviews/:id/messages with Accept: text/event-stream: `chunk` {text} as the twin answers, then
// `done` {reply, record}, or `error` (a problem). Errors before the stream opens are ordinary problem answers.
import { interviewReplySchema, type InterviewReply } from '../../../../contracts/interviews';
import { problemSchema } from '../../../../contracts/problem';
import { ApiError, NETWORK_ERROR_DETAIL } from '../../../lib/api-client';
import { createSseParser } from '../../../lib/sse-parser';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toError(status: number, body: unknown): ApiError {
  const problem = problemSchema.safeParse(body);
  if (problem.success) return new ApiError(problem.data);
  return new ApiError({ status, code: 'HTTP_ERROR', title: 'Request failed', detail: 'Something went wrong on our side. Please try again.' });
}

const networkError = () => new ApiError({ status: 0, code: 'NETWORK_ERROR', title: 'Network error', detail: NETWORK_ERROR_DETAIL });

/** Asks the twin one question; onChunk receives the answer as it is written; resolves with the stored answer and record. */
export async function askInterviewQuestion(interviewId: string, content: string, onChunk: (text: string) => void, signal?: AbortSignal): Promise<InterviewReply> {
  let response: Response;
  try {
    response = await fetch(`/api/interviews/${encodeURIComponent(interviewId)}/messages`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream, application/problem+json', 'content-type': 'application/json' },
      body: JSON.stringify({ content }),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }
  if (!response.ok || !response.body) throw toError(response.status, parseJson(await response.text().catch(() => '')));

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
    if (chunk.done) break;
    for (const { event, data } of parser.feed(decoder.decode(chunk.value, { stream: true }))) {
      const payload = parseJson(data) as { text?: unknown } | undefined;
      if (event === 'chunk' && typeof payload?.text === 'string') onChunk(payload.text);
      else if (event === 'done') {
        const reply = interviewReplySchema.safeParse(payload);
        if (!reply.success) throw new ApiError({ status: 200, code: 'INVALID_RESPONSE', title: 'Invalid server response', detail: 'Invalid server response' });
        await reader.cancel();
        return reply.data;
      } else if (event === 'error') throw toError(500, payload);
    }
  }
  throw new ApiError({ status: 0, code: 'STREAM_ENDED', title: 'Connection lost', detail: 'The connection closed before the twin finished answering. Please try again.' });
}
