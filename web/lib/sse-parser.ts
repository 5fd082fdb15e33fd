// Reads Server-Sent Events from a fetch body: EventSource cannot POST, so streamed answers are parsed here.
import { activeWorkspaceHeader } from './storage';

export type ServerSentEvent = { event: string; data: string };

/**
 * Incremental SSE parser: feed it text as it arrives (split anywhere, even inside a line or a CRLF) and it
 * returns the events completed so far. Follows the WHATWG rules the server needs: event/data fields,
 * multi-line data, comments, CR, LF or CRLF line ends.
 */
export function createSseParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const takeLine = (line: string, out: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    feed(chunk: string): ServerSentEvent[] {
      buffer += chunk;
      const out: ServerSentEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone CR at the end may be the first half of a CRLF split across chunks: wait for the next one.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        takeLine(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** How a streamed call turns failures into its own error type. */
export type StreamErrors = { toError: (status: number, body: unknown) => Error; networkError: () => Error };

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs JSON (or a FormData, sent as multipart/form-data) asking for text/event-stream and yields each event with its data parsed as JSON. A problem answered
 * before the stream opens and a lost connection become the caller's errors; an abort is rethrown as it is. The
 * body is released as soon as the caller stops reading (e.g. after its final event).
 */
export async function* postEventStream(
  url: string,
  body: unknown,
  errors: StreamErrors,
  signal?: AbortSignal,
): AsyncGenerator<{ event: string; payload: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      // The browser sets a FormData body's multipart content type and boundary itself.
      headers: {
        accept: 'text/event-stream, application/problem+json',
        ...activeWorkspaceHeader(),
        ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw errors.networkError();
  }
  if (!response.ok || !response.body)
    throw errors.toError(response.status, parseJson(await response.text().catch(() => '')));

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error)) throw error;
        throw errors.networkError();
      }
      if (chunk.done) return;
      for (const { event, data } of parser.feed(decoder.decode(chunk.value, { stream: true })))
        yield { event, payload: parseJson(data) };
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
