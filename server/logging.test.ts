import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fastifyLogging, formatLogLine, loggerOptions, startBanner } from './logging';

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

  it('passes a line that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text', false)).toBe('plain text');
  });

  it('frames the URL, a demo admin password created now and how to change it apart from the log', () => {
    const created = startBanner({
      url: 'http://localhost:3000',
      databaseKind: 'pglite',
      provider: 'offline',
      admin: { email: 'admin@twinsight.example', password: 's3cret-pass' },
    });
    expect(created).toContain('Twinsight is running at http://localhost:3000');
    expect(created).toMatch(/email {5}admin@twinsight\.example/);
    expect(created).toMatch(/password {2}s3cret-pass/);
    expect(created).toContain('Set ADMIN_EMAIL and ADMIN_PASSWORD');
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
  });
});
