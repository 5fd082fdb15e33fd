import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  fastifyLogging,
  formatLogLine,
  listenQuietly,
  loggerOptions,
  startBanner,
  startupSteps,
} from './logging';

function collect() {
  const lines: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { output, lines };
}

describe('logging', () => {
  it('writes readable lines unless LOG_FORMAT=json asks for JSON lines, in production too', async () => {
    expect(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: 'json' })).toEqual({
      level: 'info',
    });
    const { output, lines } = collect();
    const app = Fastify({
      logger: loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: undefined }, output),
    });
    app.log.warn({ runId: 'r1' }, 'run event too large');
    app.log.error({ err: new Error('boom') }, 'run queue error');
    await app.close();
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d WARN {2}run event too large runId=r1$/);
    expect(lines[1]).toMatch(/ERROR run queue error$/);
    expect(lines[2]).toContain('Error: boom');
    expect(lines.join('\n')).not.toContain('"level"');
  });

  it('logs one line per write or server error and keeps reads for debug', async () => {
    const { output, lines } = collect();
    const app = Fastify(
      fastifyLogging({ NODE_ENV: 'development', LOG_LEVEL: 'info', LOG_FORMAT: undefined }, output),
    );
    app.get('/api/me', async () => ({ ok: true }));
    app.post('/api/things', async () => ({ ok: true }));
    app.get('/api/broken', async () => {
      throw new Error('broken');
    });
    await app.inject({ method: 'GET', url: '/api/me' });
    await app.inject({ method: 'POST', url: '/api/things' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    await app.close();
    const requestLines = lines.filter((line) => line.includes('→'));
    expect(requestLines).toHaveLength(2);
    expect(requestLines[0]).toMatch(/INFO {2}POST \/api\/things → 200 \(\d+ ms\)$/);
    expect(requestLines[1]).toMatch(/ERROR GET \/api\/broken → 500 \(\d+ ms\)$/);
  });

  it('listens on every interface without logging their addresses, and logs at info again afterwards', async () => {
    const { output, lines } = collect();
    const app = Fastify(
      fastifyLogging({ NODE_ENV: 'production', LOG_LEVEL: 'info', LOG_FORMAT: undefined }, output),
    );
    app.post('/api/things', async () => ({ ok: true }));
    await listenQuietly(app, { port: 0, host: '0.0.0.0' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(port).toBeGreaterThan(0);
    await fetch(`http://127.0.0.1:${port}/api/things`, { method: 'POST' });
    await app.close();
    expect(lines.join('\n')).not.toMatch(/listening|http:\/\//i);
    expect(lines.some((line) => /INFO {2}POST \/api\/things → 200/.test(line))).toBe(true);
  });

  it('says each start-up step as it begins and with its time as it ends, or keeps the ends for a JSON log', async () => {
    const written: string[] = [];
    const pretty = startupSteps('pretty', (text) => written.push(text));
    const value = await pretty.run(
      'Opening the database',
      (result: number, took) => `Opened it (${result}) in ${took}`,
      async () => {
        expect(written).toEqual(['  Opening the database…\n']);
        return 7;
      },
    );
    expect(value).toBe(7);
    expect(written[1]).toMatch(/^ {2}Opened it \(7\) in \d+\.\d s\n$/);
    expect(pretty.finished).toEqual([]);

    const json = startupSteps('json', (text) => written.push(text));
    await json.run(
      'Opening the database',
      (_result, took) => `Opened in ${took}`,
      async () => 1,
    );
    expect(written).toHaveLength(2);
    expect(json.finished).toEqual([expect.stringMatching(/^Opened in \d+\.\d s$/)]);
  });

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text', false)).toBe('plain text');
  });

  it('frames the URL, a demo admin password created now and how to change it apart from the log', () => {
    const created = startBanner({
      url: 'http://localhost:3000',
      alsoAt: ['http://127.0.0.1:3000', 'http://[::1]:3000'],
      databaseKind: 'pglite',
      provider: 'offline',
      admin: { email: 'admin@twinsight.example', password: 's3cret-pass' },
    });
    expect(created).toContain('Twinsight is running at http://localhost:3000');
    expect(created).toMatch(/email {5}admin@twinsight\.example/);
    expect(created).toMatch(/password {2}s3cret-pass/);
    expect(created).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
    expect(created).toContain('Also on this machine: http://127.0.0.1:3000, http://[::1]:3000');
    const framed = created.trim().split('\n');
    expect(framed[0]).toMatch(/^\+-+\+$/);
    expect(framed.at(-1)).toBe(framed[0]);
    for (const line of framed.slice(1, -1)) expect(line).toMatch(/^\| .* \|$/);
    expect(new Set(framed.map((line) => line.length)).size).toBe(1);
    const later = startBanner({
      url: 'http://localhost:3000',
      databaseKind: 'pglite',
      provider: 'offline',
      admin: { email: 'admin@twinsight.example' },
    });
    expect(later).toContain('Admin account: admin@twinsight.example');
    expect(later).not.toContain('password  ');
    expect(later).not.toContain('Also on this machine');
  });
});
