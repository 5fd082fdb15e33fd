import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { engineVersionDefine } from './scripts/engine-version-define.ts';
import { pathAliases } from './scripts/path-aliases.ts';

export default defineConfig({
  plugins: [react()],
  define: engineVersionDefine,
  resolve: { alias: pathAliases },
  test: {
    include: ['{web,server,engine,db,contracts,validation,scripts,sdk}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
