import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { pathAliases } from './scripts/path-aliases.ts';
import { precompress } from './scripts/precompress-plugin.ts';

const apiTarget = 'http://localhost:3000';
// better-auth refuses POSTs whose Origin is not BASE_URL; in dev the page's origin is Vite's (:5173),
// so the proxy presents the API's own origin (development only: the built app is served same-origin).
const devProxy: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq) => {
      if (proxyReq.getHeader('origin')) proxyReq.setHeader('origin', apiTarget);
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  // The server-rendering bundle (npm run build's second step) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), precompress()],
  resolve: { alias: pathAliases },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { '/api': devProxy, '/functions': devProxy } },
}));
