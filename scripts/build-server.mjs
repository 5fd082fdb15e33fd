// Bundles the server (server/main.ts with db/, engine/, contracts/) into dist/server/main.js, and the run worker
// (server/worker.ts, npm run worker) into dist/server/worker.js, and the PDF report worker thread beside them: plain JavaScript that
// Node runs without a TypeScript loader. Packages stay in node_modules (native addons, WebAssembly, data files).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

export const serverEntry = 'dist/server/main.js';
export const workerEntry = 'dist/server/worker.js';
const outdir = path.resolve(path.dirname(serverEntry));

/**
 * Modules that find files beside themselves (migrations, population data, the web build) use import.meta.url;
 * in the bundle it would point at dist/server/, so each keeps its own source location, relative to the bundle.
 */
const sourceLocation = {
  name: 'source-location',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [
      { in: 'server/main.ts', out: 'main' },
      { in: 'server/worker.ts', out: 'worker' },
      { in: 'server/services/exports/pdf-report-worker.ts', out: 'pdf-report-worker' },
      { in: 'server/services/audiences/audience-file-worker.ts', out: 'audience-file-worker' },
    ],
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [sourceLocation],
    // Tells modules that start worker threads to start the bundled worker files (pdf-report-worker.js).
    define: { TWINSIGHT_BUNDLED: 'true' },
  });
  // esbuild's service process would otherwise live as long as the server started after the build.
  await stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServer();
