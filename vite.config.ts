import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { chunkModulesPlugin } from './scripts/bundle/chunk-modules-plugin.ts';
import { compileHintsPlugin } from './scripts/bundle/compile-hints.ts';
import { inlineCssPlugin } from './scripts/bundle/inline-css-plugin.ts';
import { productionBuildsPlugin } from './scripts/bundle/production-builds.ts';
import { staticShellPlugin } from './scripts/bundle/static-shell-plugin.ts';

// The SPA is served under /mypages/app/. In dev, Vite proxies the API and sandboxes to the server.
const serverPort = process.env.PORT ?? '3000';
const target = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  base: '/mypages/app/',
  plugins: [
    react(),
    // React Router's production build, which its package never names (scripts/bundle/production-builds.ts).
    productionBuildsPlugin(),
    // The first paint before any script: the consent and the header's bar, static in index.html.
    staticShellPlugin(),
    // The entry's stylesheet inside index.html, so that first paint needs the HTML alone.
    inlineCssPlugin(),
    // Every text asset (HTML, JS, CSS, SVG, JSON) is written beside itself as .br (quality 11) and .gz (level 9); the
    // server sends the variant the browser accepts (server/http/spa.ts). Source maps are not compressed: never served.
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/],
      logLevel: 'silent',
    }),
    chunkModulesPlugin(),
    // V8 compiles the chunks' functions while they download, off the main thread.
    compileHintsPlugin(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/mypages/api': target,
      '/sandbox': target,
      '/staff': target,
    },
  },
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    // Maps are written for debugging a stack trace locally, but no script points at them and the server never
    // serves *.map (public source maps were 2 MB of readable source).
    sourcemap: 'hidden',
    // .vite/manifest.json (+ chunk-modules.json): scripts/bundle/ follows them to measure what a page loads first.
    manifest: true,
    // The libraries every page runs (React, the router, Apollo and what they use) go out as one chunk: split over
    // several small chunks (as the bundler chose once features imported Apollo's hooks without the router) they
    // compressed worse and cost the start page 1.9 kB of brotli and three more requests (131.5 → 127.7 kB).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|graphql|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
  },
});
