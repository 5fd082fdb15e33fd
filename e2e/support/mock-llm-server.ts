/**
 * A local stand-in for LLM APIs, speaking the real protocols: OpenAI chat completions
 * (POST /v1/chat/completions), OpenAI embeddings (POST /v1/embeddings) and Anthropic messages (POST /v1/messages).
 * Structured-output requests (response_format json_schema, a forced tool, or Anthropic output_config.format) are
 * answered with JSON that satisfies the requested schema; plain-text requests with `stream: true` are answered as the
 * protocol's server-sent event stream, one word per chunk. Embeddings are deterministic hashed bags of words (see
 * mockEmbedding). Latency, failures and hangs are configurable; chat calls are counted apart from embedding calls
 * (GET /__mock/stats answers {calls, maxConcurrentCalls, embeddingCalls}).
 *
 * Standalone: npx tsx e2e/support/mock-llm-server.ts [--port 0] [--latency-ms 400]
 * prints "mock-llm-server listening on <baseUrl>" and serves until killed.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
};

export type MockProtocol = 'openai' | 'anthropic';

export interface MockLlmCall {
  protocol: MockProtocol;
  body: Record<string, unknown>;
  /** The JSON schema the client asked the answer to follow, if any. */
  schema: JsonSchema | undefined;
  /** The last user message as text. */
  prompt: string;
}

export interface MockLlmOptions {
  latencyMs: number;
  /** 'status-500' answers 500; 'hang' never answers (to force client timeouts). */
  failure: { mode: 'status-500' | 'hang'; times?: number } | undefined;
  /** Overrides the structured answer; return undefined to fall back to a schema-derived sample. */
  respond: ((call: MockLlmCall) => unknown) | undefined;
  /** Like `failure`, for POST /v1/embeddings only. */
  embeddingFailure: { mode: 'status-500' | 'hang'; times?: number } | undefined;
  /** Pause between the chunks of a streamed answer. */
  streamChunkDelayMs: number;
}

export interface MockLlmServer {
  /** Base URL for both protocols' clients, e.g. http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  readonly calls: number;
  readonly maxConcurrentCalls: number;
  readonly requests: MockLlmCall[];
  readonly embeddingCalls: number;
  /** The `input` texts of every embeddings request, in order. */
  readonly embeddedTexts: string[];
  configure(options: Partial<MockLlmOptions>): void;
  /** Clears counters and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const path = ref.replace(/^#\//, '').split('/');
  let node: unknown = root;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return node as JsonSchema;
}

/** A valid instance of the schema: names its strings after their path so tests can recognise them. */
export function sampleFromSchema(schema: JsonSchema, root: JsonSchema = schema, path = 'value'): unknown {
  if (schema.$ref) return sampleFromSchema(resolveRef(schema.$ref, root), root, path);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return sampleFromSchema(variant, root, path);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, child]) => [
          key,
          sampleFromSchema(child, root, `${path}.${key}`),
        ]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, (_, i) =>
        sampleFromSchema(schema.items ?? {}, root, `${path}[${i}]`),
      );
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? schema.exclusiveMinimum ?? 0;
      const high = schema.maximum ?? schema.exclusiveMaximum ?? low + 10;
      const middle = (low + high) / 2;
      return type === 'integer' ? Math.round(middle) : middle;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default: {
      const text = `mock ${path}`;
      return text.padEnd(schema.minLength ?? 0, '.');
    }
  }
}

/**
 * A `respond` that answers a structured request it has seen before (the same messages) with `change` made to the
 * schema's sample, and a first one with the sample: a model at temperature answering a repeated question otherwise.
 */
export function answerRepeatsWith(
  change: (sample: Record<string, unknown>) => unknown,
): (call: MockLlmCall) => unknown {
  const seen = new Set<string>();
  return (call) => {
    const key = JSON.stringify(call.body.messages);
    if (!seen.has(key) || !call.schema) {
      seen.add(key);
      return undefined;
    }
    return change(sampleFromSchema(call.schema) as Record<string, unknown>);
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

type Message = { role?: string; content?: unknown };

function lastUserText(messages: unknown): string {
  const list = Array.isArray(messages) ? (messages as Message[]) : [];
  const content = [...list].reverse().find((m) => m.role === 'user')?.content;
  if (typeof content === 'string') return content;
  return Array.isArray(content) ? content.map((part: { text?: string }) => part.text ?? '').join('') : '';
}

type OpenAiTool = { type?: string; function?: { name: string; parameters?: JsonSchema } };
type AnthropicTool = { name: string; input_schema?: JsonSchema };

function describeOpenAiCall(body: Record<string, unknown>): {
  schema: JsonSchema | undefined;
  toolName: string | undefined;
} {
  const format = body.response_format as { type?: string; json_schema?: { schema?: JsonSchema } } | undefined;
  if (format?.type === 'json_schema') return { schema: format.json_schema?.schema, toolName: undefined };
  const tool = (body.tools as OpenAiTool[] | undefined)?.[0]?.function;
  if (tool) return { schema: tool.parameters, toolName: tool.name };
  return { schema: format?.type === 'json_object' ? { type: 'object' } : undefined, toolName: undefined };
}

function describeAnthropicCall(body: Record<string, unknown>): {
  schema: JsonSchema | undefined;
  toolName: string | undefined;
} {
  const format = (body.output_config as { format?: { schema?: JsonSchema } } | undefined)?.format;
  if (format?.schema) return { schema: format.schema, toolName: undefined };
  const tool = (body.tools as AnthropicTool[] | undefined)?.[0];
  return tool
    ? { schema: tool.input_schema, toolName: tool.name }
    : { schema: undefined, toolName: undefined };
}

const USAGE_TOKENS = 10;

const sseData = (data: unknown, event?: string): string =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/** The answer as the protocol's streaming events, one word per text chunk. */
function streamEvents(protocol: MockProtocol, body: Record<string, unknown>, text: string): string[] {
  const words = text.match(/\S+\s*/g) ?? [text];
  if (protocol === 'openai') {
    const chunk = (
      delta: Record<string, unknown>,
      finish: string | null,
      extra: Record<string, unknown> = {},
    ) =>
      sseData({
        id: 'chatcmpl-mock',
        object: 'chat.completion.chunk',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...extra,
      });
    return [
      chunk({ role: 'assistant', content: '' }, null),
      ...words.map((word) => chunk({ content: word }, null)),
      chunk({}, 'stop', {
        usage: {
          prompt_tokens: USAGE_TOKENS,
          completion_tokens: words.length,
          total_tokens: USAGE_TOKENS + words.length,
        },
      }),
      'data: [DONE]\n\n',
    ];
  }
  return [
    sseData(
      {
        type: 'message_start',
        message: {
          id: 'msg_mock',
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: USAGE_TOKENS, output_tokens: 1 },
        },
      },
      'message_start',
    ),
    sseData(
      { type: 'content_block_start', index: 0, content_block: { type: 'text', text: '' } },
      'content_block_start',
    ),
    ...words.map((word) =>
      sseData(
        { type: 'content_block_delta', index: 0, delta: { type: 'text_delta', text: word } },
        'content_block_delta',
      ),
    ),
    sseData({ type: 'content_block_stop', index: 0 }, 'content_block_stop'),
    sseData(
      {
        type: 'message_delta',
        delta: { stop_reason: 'end_turn', stop_sequence: null },
        usage: { output_tokens: words.length },
      },
      'message_delta',
    ),
    sseData({ type: 'message_stop' }, 'message_stop'),
  ];
}

function openAiAnswer(body: Record<string, unknown>, answer: unknown, toolName: string | undefined): unknown {
  const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
  const message = toolName
    ? {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'call_mock', type: 'function', function: { name: toolName, arguments: content } }],
      }
    : { role: 'assistant', content };
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model,
    choices: [{ index: 0, message, finish_reason: toolName ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: USAGE_TOKENS, completion_tokens: USAGE_TOKENS, total_tokens: 2 * USAGE_TOKENS },
  };
}

function anthropicAnswer(
  body: Record<string, unknown>,
  answer: unknown,
  toolName: string | undefined,
): unknown {
  const content = toolName
    ? [{ type: 'tool_use', id: 'toolu_mock', name: toolName, input: answer }]
    : [{ type: 'text', text: typeof answer === 'string' ? answer : JSON.stringify(answer) }];
  return {
    id: 'msg_mock',
    type: 'message',
    role: 'assistant',
    model: body.model,
    content,
    stop_reason: toolName ? 'tool_use' : 'end_turn',
    stop_sequence: null,
    usage: { input_tokens: USAGE_TOKENS, output_tokens: USAGE_TOKENS },
  };
}

const EMBEDDING_DIMENSIONS = 1024;
/** Words that every anchor and answer share; left out so that the words carrying the meaning decide the similarity. */
const FUNCTION_WORDS = new Set(
  'a about all am an and are as at be because been but by can could do for have i if in is it its me my of on once one or so that the this to up was we will with would you'.split(
    ' ',
  ),
);

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A deterministic stand-in for an embedding model: the content words and adjacent content-word pairs of the text,
 * hashed into a count vector, so that "I would definitely buy it" lies closest to "I would definitely buy it." and
 * "wouldn't" reads as "would not".
 */
export function mockEmbedding(text: string): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const words = text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/n't\b/g, ' not')
    .split(/[^a-z]+/)
    .filter((word) => word !== '' && !FUNCTION_WORDS.has(word));
  const features = [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
  for (const feature of features) vector[fnv1a(feature) % EMBEDDING_DIMENSIONS]! += 1;
  return vector;
}

const EMBEDDINGS_PATH = '/v1/embeddings';

function embeddingsAnswer(body: Record<string, unknown>): unknown {
  const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
  const tokens = input.reduce((sum, text) => sum + text.split(/\s+/).length, 0);
  return {
    object: 'list',
    data: input.map((text, index) => ({ object: 'embedding', index, embedding: mockEmbedding(text) })),
    model: body.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

const ROUTES: Record<
  string,
  { protocol: MockProtocol; describe: typeof describeOpenAiCall; answer: typeof openAiAnswer }
> = {
  '/v1/chat/completions': { protocol: 'openai', describe: describeOpenAiCall, answer: openAiAnswer },
  '/v1/messages': { protocol: 'anthropic', describe: describeAnthropicCall, answer: anthropicAnswer },
};

const STATS_PATH = '/__mock/stats';

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startMockLlmServer(
  initial: Partial<MockLlmOptions> = {},
  port = 0,
): Promise<MockLlmServer> {
  const options: MockLlmOptions = {
    latencyMs: 0,
    failure: undefined,
    respond: undefined,
    embeddingFailure: undefined,
    streamChunkDelayMs: 0,
    ...initial,
  };
  let calls = 0;
  let embeddingCalls = 0;
  let embeddingFailures = 0;
  const embeddedTexts: string[] = [];
  let inFlight = 0;
  let maxConcurrentCalls = 0;
  let failures = 0;
  const requests: MockLlmCall[] = [];

  const server = createServer((request, response) => {
    void (async () => {
      const path = (request.url ?? '').split('?')[0]!;
      if (request.method === 'GET' && path === STATS_PATH)
        return sendJson(response, 200, { calls, maxConcurrentCalls, embeddingCalls });
      if (request.method === 'POST' && path === EMBEDDINGS_PATH) {
        const body = await readJson(request);
        embeddingCalls += 1;
        embeddedTexts.push(...(Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)]));
        await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        const failure = options.embeddingFailure;
        if (failure && embeddingFailures < (failure.times ?? Number.POSITIVE_INFINITY)) {
          embeddingFailures += 1;
          if (failure.mode === 'hang') return;
          return sendJson(response, 500, { error: { message: 'Mock server error', type: 'server_error' } });
        }
        return sendJson(response, 200, embeddingsAnswer(body));
      }
      const route = request.method === 'POST' ? ROUTES[path] : undefined;
      if (!route) return sendJson(response, 404, { error: { message: 'Not found', type: 'not_found' } });
      const body = await readJson(request);
      const { schema, toolName } = route.describe(body);
      const call: MockLlmCall = {
        protocol: route.protocol,
        body,
        schema,
        prompt: lastUserText(body.messages),
      };
      calls += 1;
      requests.push(call);
      inFlight += 1;
      maxConcurrentCalls = Math.max(maxConcurrentCalls, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
        const failure = options.failure;
        if (failure && failures < (failure.times ?? Number.POSITIVE_INFINITY)) {
          failures += 1;
          if (failure.mode === 'hang') return;
          return sendJson(response, 500, { error: { message: 'Mock server error', type: 'server_error' } });
        }
        const answer = options.respond?.(call) ?? (schema ? sampleFromSchema(schema) : 'Mock answer.');
        if (body.stream === true && !toolName && !schema) {
          response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          for (const event of streamEvents(
            route.protocol,
            body,
            typeof answer === 'string' ? answer : JSON.stringify(answer),
          )) {
            response.write(event);
            if (options.streamChunkDelayMs > 0)
              await new Promise((resolve) => setTimeout(resolve, options.streamChunkDelayMs));
          }
          return response.end();
        }
        sendJson(response, 200, route.answer(body, answer, toolName));
      } finally {
        inFlight -= 1;
      }
    })().catch((error: unknown) =>
      sendJson(response, 400, { error: { message: String(error), type: 'invalid_request_error' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${boundPort}/v1`,
    get calls() {
      return calls;
    },
    get maxConcurrentCalls() {
      return maxConcurrentCalls;
    },
    requests,
    get embeddingCalls() {
      return embeddingCalls;
    },
    embeddedTexts,
    configure(next) {
      Object.assign(options, next);
      failures = 0;
      embeddingFailures = 0;
    },
    reset() {
      calls = 0;
      maxConcurrentCalls = 0;
      failures = 0;
      requests.length = 0;
      embeddingCalls = 0;
      embeddingFailures = 0;
      embeddedTexts.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({
    options: { port: { type: 'string', default: '0' }, 'latency-ms': { type: 'string', default: '0' } },
  });
  const server = await startMockLlmServer({ latencyMs: Number(values['latency-ms']) }, Number(values.port));
  console.log(`mock-llm-server listening on ${server.baseUrl}`);
}
