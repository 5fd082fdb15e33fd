// Reads Server-Sent Events from a fetch body: EventSource cannot POST, so streamed answers are parsed here.

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
