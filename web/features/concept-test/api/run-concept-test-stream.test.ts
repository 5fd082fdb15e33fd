import { ApiError } from '@web/lib/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSseParser, type ServerSentEvent } from '@web/lib/sse-parser';
import { conceptTestRecord, twinAnswerItem } from '@web/test/feedback-records';
import { runConceptTestStream } from './run-concept-test-stream';

const record = conceptTestRecord({
  id: 'f1',
  concept: 'A plant kit',
  engine: { provider: 'offline', model: 'offline-1', version: '1' },
});
const answers = [
  twinAnswerItem({ personaId: 'p1', text: 'I like it — a lot 🌱' }),
  twinAnswerItem({ personaId: 'p2', text: 'Too pricey' }),
];

const wire = [
  ': keep-alive comment\n\n',
  `event: persona\ndata: ${JSON.stringify(answers[0])}\n\n`,
  `event: persona\r\ndata: ${JSON.stringify(answers[1])}\r\n\r\n`,
  `event: done\ndata: ${JSON.stringify(record)}\n\n`,
].join('');
/** The same run as the server streams it when it waited in the queue first. */
const queuedWire = `event: queued\ndata: ${JSON.stringify({ position: 3 })}\n\nevent: queued\ndata: ${JSON.stringify({ position: 1 })}\n\nevent: started\ndata: null\n\n${wire}`;

function feedInPieces(text: string, cuts: number[]): ServerSentEvent[] {
  const parser = createSseParser();
  const events: ServerSentEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    events.push(...parser.feed(text.slice(from, cut)));
    from = cut;
  }
  return events;
}

function streamResponse(chunks: Uint8Array[], status = 201) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('SSE parser', () => {
  const whole = feedInPieces(wire, []);

  it('reads events, multi-byte text, CRLF line ends and skips comments', () => {
    expect(whole.map((e) => e.event)).toEqual(['persona', 'persona', 'done']);
    expect(JSON.parse(whole[0]!.data)).toEqual(answers[0]);
    expect(JSON.parse(whole[2]!.data)).toMatchObject({ id: 'f1' });
  });

  it('gives the same events however the text is split, including inside a CRLF', () => {
    for (let cut = 1; cut < wire.length; cut++) expect(feedInPieces(wire, [cut])).toEqual(whole);
    const crlf = wire.indexOf('\r\n') + 1;
    expect(feedInPieces(wire, [crlf, crlf + 1])).toEqual(whole);
    expect(
      feedInPieces(
        wire,
        Array.from({ length: wire.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(whole);
  });

  it('joins multi-line data and defaults the event name', () => {
    expect(feedInPieces('data: one\ndata:two\n\n', [])).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('runConceptTestStream', () => {
  it('reports the place in the queue, the start and each twin as it arrives, and resolves with the saved record, whatever the byte boundaries', async () => {
    const bytes = new TextEncoder().encode(queuedWire);
    // Split inside the emoji's four bytes as well as at random places.
    const emoji = bytes.indexOf(0xf0);
    const cuts = [3, emoji + 2, emoji + 3, 200, 401]
      .filter((cut) => cut < bytes.length)
      .sort((a, b) => a - b);
    const chunks = [...cuts, bytes.length].map((end, i) => bytes.slice(i === 0 ? 0 : cuts[i - 1], end));
    const fetchMock = vi.fn(async () => streamResponse(chunks));
    vi.stubGlobal('fetch', fetchMock);

    const personas: unknown[] = [];
    const progress: string[] = [];
    const result = await runConceptTestStream(
      { type: 'focus-group', concept: 'A plant kit', personaIds: ['p1', 'p2'] },
      {
        onQueued: (position) => progress.push(`queued ${position}`),
        onStarted: () => progress.push('started'),
        onPersona: (p) => personas.push(p),
      },
    );
    expect(progress).toEqual(['queued 3', 'queued 1', 'started']);

    expect(result.id).toBe('f1');
    expect(personas).toEqual(answers);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).accept).toContain('text/event-stream');
  });

  it('turns a 402 problem into an error that carries the balance', async () => {
    const problem = {
      status: 402,
      title: 'Payment Required',
      code: 'INSUFFICIENT_CREDITS',
      detail: 'This analysis costs 1 credit and your balance is 0.',
      currentBalance: 0,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(problem), {
            status: 402,
            headers: { 'content-type': 'application/problem+json' },
          }),
      ),
    );
    const error = await runConceptTestStream({ type: 'focus-group', concept: 'x', personaIds: ['p1'] }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'INSUFFICIENT_CREDITS', currentBalance: 0 });
  });

  it('rejects with the streamed error event, and when the stream ends without a result', async () => {
    const failed = {
      status: 502,
      title: 'Bad Gateway',
      code: 'ANALYSIS_FAILED',
      detail: 'The simulation could not be completed, so your credit was refunded.',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamResponse([new TextEncoder().encode(`event: error\ndata: ${JSON.stringify(failed)}\n\n`)]),
      ),
    );
    await expect(
      runConceptTestStream({ type: 'focus-group', concept: 'x', personaIds: ['p1'] }),
    ).rejects.toMatchObject({ code: 'ANALYSIS_FAILED', detail: failed.detail });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        streamResponse([new TextEncoder().encode('event: persona\ndata: {"personaId":"p1"}\n\n')]),
      ),
    );
    await expect(
      runConceptTestStream({ type: 'focus-group', concept: 'x', personaIds: ['p1'] }),
    ).rejects.toMatchObject({ code: 'STREAM_ENDED' });
  });
});
