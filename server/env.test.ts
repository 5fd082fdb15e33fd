import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), 'twinsight-env-'));

  it('needs no configuration: defaults, and a generated secret kept in the data directory', () => {
    const dir = dataDir();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      PORT: 3000,
      BASE_URL: 'http://localhost:3000',
      SIGNUP_CREDITS: 10,
      LLM_PROVIDER: 'offline',
    });
    expect(env.BETTER_AUTH_SECRET).toBe(readFileSync(path.join(dir, 'auth-secret'), 'utf8'));
    expect(env.TRUSTED_ORIGINS).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loadEnv({ DATA_DIR: dir, BASE_URL: 'https://app.example.com/' }).TRUSTED_ORIGINS).toEqual([
      'https://app.example.com',
    ]);
    expect(loadEnv({ DATA_DIR: dir }).BETTER_AUTH_SECRET).toBe(env.BETTER_AUTH_SECRET);
  });

  it('runs the compiled server as production unless NODE_ENV says otherwise; the sources as development', () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }, true).NODE_ENV).toBe('production');
    expect(loadEnv({ DATA_DIR: dir, NODE_ENV: 'development' }, true).NODE_ENV).toBe('development');
    expect(loadEnv({ DATA_DIR: dir }, false).NODE_ENV).toBe('development');
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadEnv({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      EnvError,
    );
    try {
      loadEnv({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'not a url' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
    expect(() => loadEnv({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.example' })).toThrow(
      /ADMIN_EMAIL and ADMIN_PASSWORD/,
    );
    expect(() => loadEnv({ DATA_DIR: dataDir(), LLM_PROVIDER: 'anthropic' })).toThrow(/LLM_MODEL/);
  });

  it('allows private webhook hosts only outside production, and only when asked', () => {
    const dir = dataDir();
    expect(loadEnv({ DATA_DIR: dir }).WEBHOOK_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(
      loadEnv({ DATA_DIR: dir, NODE_ENV: 'test', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' })
        .WEBHOOK_ALLOW_PRIVATE_HOSTS,
    ).toBe(true);
    expect(() =>
      loadEnv({ DATA_DIR: dir, NODE_ENV: 'production', WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' }),
    ).toThrow(/WEBHOOK_ALLOW_PRIVATE_HOSTS is for development and tests, never production/);
  });

  it('asks Anthropic setups for a separate embeddings endpoint', () => {
    const anthropic = {
      DATA_DIR: dataDir(),
      LLM_PROVIDER: 'anthropic',
      LLM_API_KEY: 'sk-ant',
      LLM_MODEL: 'claude-haiku-4-5',
    };
    expect(() => loadEnv({ ...anthropic, LLM_EMBEDDING_MODEL: 'text-embedding-3-small' })).toThrow(
      /LLM_EMBEDDING_BASE_URL is required/,
    );
    expect(() => loadEnv({ ...anthropic, LLM_EMBEDDING_BASE_URL: 'https://api.openai.com/v1' })).toThrow(
      /LLM_EMBEDDING_MODEL is required/,
    );
    const env = loadEnv({
      ...anthropic,
      LLM_EMBEDDING_MODEL: 'text-embedding-3-small',
      LLM_EMBEDDING_BASE_URL: 'https://api.openai.com/v1',
    });
    expect(env).toMatchObject({
      LLM_EMBEDDING_MODEL: 'text-embedding-3-small',
      LLM_EMBEDDING_BASE_URL: 'https://api.openai.com/v1',
    });
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ DATA_DIR: dataDir(), DATABASE_URL: '', STRIPE_SECRET_KEY: '  ' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
  });
});
