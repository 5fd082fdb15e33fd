import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { engineVersionDefine } from './scripts/engine-version-define.ts';
import { pathAliases } from './scripts/path-aliases.ts';

// Server, engine and data tests share one module graph per worker (isolate: false): re-importing the app for every
// file cost more than the tests themselves. Their state lives in the databases and apps each file creates. The web
// tests mock modules and globals, so each of their files gets fresh modules.
const nodeTests = '{server,engine,db,contracts,validation,scripts,sdk}/**/*.test.ts';

export default defineConfig({
  plugins: [react()],
  define: engineVersionDefine,
  resolve: { alias: pathAliases },
  test: {
    environment: 'node',
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fewer than the cores, so one on a 2-core machine, which leaves a core idle while a test
    // waits on PostgreSQL, a child server or a timer.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [nodeTests],
          isolate: false,
          globalSetup: ['db/testing-global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'], setupFiles: ['web/test/setup.ts'] },
      },
    ],
  },
});
