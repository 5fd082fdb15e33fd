// How the server and the worker log: short readable lines, or pino's JSON lines with LOG_FORMAT=json (log shippers).
import { Writable } from 'node:stream';
import { LogController } from 'fastify';
import type {
  FastifyInstance,
  FastifyListenOptions,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { Env } from './env';

export type LogFormat = 'pretty' | 'json';

type LogEnv = Pick<Env, 'LOG_FORMAT' | 'NODE_ENV' | 'LOG_LEVEL'>;

/** Readable unless a deployment asks for JSON: the person running `npm start` reads these lines first. */
export function logFormat(env: Pick<Env, 'LOG_FORMAT'>): LogFormat {
  return env.LOG_FORMAT ?? 'pretty';
}

/** The Fastify logger option for this environment. */
export function loggerOptions(
  env: LogEnv,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): NonNullable<FastifyServerOptions['logger']> {
  if (logFormat(env) === 'json') return { level: env.LOG_LEVEL };
  return { level: env.LOG_LEVEL, stream: prettyLogStream(output, Boolean(output.isTTY)) };
}

const LEVELS: Record<number, { name: string; color: number }> = {
  10: { name: 'TRACE', color: 90 },
  20: { name: 'DEBUG', color: 90 },
  30: { name: 'INFO ', color: 36 },
  40: { name: 'WARN ', color: 33 },
  50: { name: 'ERROR', color: 31 },
  60: { name: 'FATAL', color: 31 },
};
/** Fields every line carries that a reader at a terminal does not need. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'err']);

/** Formats one pino JSON line as "HH:MM:SS LEVEL message key=value", with an error's stack below it. */
export function formatLogLine(line: string, colors: boolean): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const level = LEVELS[Number(record.level)] ?? { name: String(record.level), color: 0 };
  const paint = (code: number, text: string) => (colors ? `\u001b[${code}m${text}\u001b[0m` : text);
  const time = new Date(Number(record.time)).toTimeString().slice(0, 8);
  const extras = Object.entries(record)
    .filter(([key]) => !OMITTED.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = record.err as { stack?: string; message?: string } | undefined;
  const errorText = err ? `\n    ${(err.stack ?? err.message ?? '').split('\n').join('\n    ')}` : '';
  const message = [record.msg, ...extras].filter((part) => part !== undefined && part !== '').join(' ');
  return `${paint(90, time)} ${paint(level.color, level.name)} ${message}${errorText}\n`;
}

function prettyLogStream(output: NodeJS.WritableStream, colors: boolean): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim()) output.write(formatLogLine(line, colors));
      }
      done();
    },
  });
}

/**
 * In the readable format Fastify's two lines per request give way to one, and only for what a developer watches:
 * writes (info) and failures (error); every other request is logged at debug (LOG_LEVEL=debug shows them).
 */
class ReadableRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = `${request.method} ${request.url} → ${reply.statusCode} (${Math.round(reply.elapsedTime)} ms)`;
    if (error || reply.statusCode >= 500) request.log.error(error ? { err: error } : {}, line);
    else if (request.method !== 'GET' && request.method !== 'HEAD') request.log.info(line);
    else request.log.debug(line);
  }
}

/** Fastify's logging options for this environment: the logger and, in the readable format, one line per request. */
export function fastifyLogging(
  env: LogEnv,
  output: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const logger = loggerOptions(env, output);
  return logFormat(env) === 'pretty' ? { logger, logController: new ReadableRequestLog() } : { logger };
}

/**
 * Listens without Fastify's "Server listening at" lines: on 0.0.0.0 it names every interface (a container's
 * 192.0.2.2, say), addresses a browser's sign-up is refused from unless BASE_URL names them. The start banner and
 * the JSON log say the address that works instead.
 */
export async function listenQuietly(app: FastifyInstance, options: FastifyListenOptions): Promise<void> {
  await app.ready();
  const level = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen(options);
  } finally {
    app.log.level = level;
  }
}

export const inSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Start-up steps said as they begin and as they end with their time, as the build's are, so the person who ran
 * `npm start` sees what the wait is for. In the readable format each line goes out at once; in JSON the finished
 * lines wait in `finished` for the app's logger (there is none until the app exists).
 */
export function startupSteps(
  format: LogFormat,
  write: (text: string) => unknown = (text) => process.stdout.write(text),
) {
  const finished: string[] = [];
  const say = (line: string) => (format === 'pretty' ? write(`  ${line}\n`) : finished.push(line));
  return {
    finished,
    say,
    async run<T>(starting: string, done: (result: T, took: string) => string, work: () => Promise<T>) {
      if (format === 'pretty') write(`  ${starting}…\n`);
      const started = performance.now();
      const result = await work();
      say(done(result, inSeconds(performance.now() - started)));
      return result;
    },
  };
}

export type StartBannerInput = {
  url: string;
  /** The other addresses sign-in works from (127.0.0.1 and [::1] when BASE_URL is unset). */
  alsoAt?: readonly string[];
  databaseKind: string;
  provider: string;
  admin: { email: string; password?: string };
};

/**
 * The few lines a person starting the server needs, framed apart from the log lines: where it runs, how to sign in
 * and how to change that account. Written to the terminal only, never into a log (a demo password may be in it).
 */
export function startBanner({ url, alsoAt = [], databaseKind, provider, admin }: StartBannerInput): string {
  const lines = [`Twinsight is running at ${url}`];
  if (alsoAt.length > 0)
    lines.push(
      `Also on this machine: ${alsoAt.join(', ')}`,
      'From another machine: set BASE_URL to the address it uses.',
    );
  lines.push(`Database: ${databaseKind} · engine: ${provider}`, '');
  if (admin.password) {
    lines.push(
      'Demo admin account (created now; the password is shown only this once):',
      `  email     ${admin.email}`,
      `  password  ${admin.password}`,
      'Set ADMIN_EMAIL and ADMIN_PASSWORD (environment or .env) to choose your own.',
    );
  } else {
    lines.push(`Admin account: ${admin.email}`, 'ADMIN_EMAIL and ADMIN_PASSWORD set or reset its password.');
  }
  lines.push(
    `Team workspaces, plans and credits for any account: ${url}/admin/users`,
    'Readable logs below; LOG_FORMAT=json writes JSON lines for log shippers.',
  );
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return `\n${[rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n')}\n\n`;
}
