import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { productionBuildsPlugin } from './scripts/bundle/production-builds.ts';

// The back office: its own entry (src/staff/index.html) and build, served at /mypages/admin/, so none of its code
// reaches the applicants' bundles (vite.config.ts). `npm run build` builds both. In dev: `npx vite -c vite.staff.config.ts`, then /mypages/admin/src/staff/index.html.
const serverPort = process.env.PORT ?? '3000';
const target = `http://127.0.0.1:${serverPort}`;
const entry = 'src/staff/index.html';

/** The entry's HTML is written as index.html at the build's top (Vite names it by its path from the project root). */
const entryAsIndex = (): Plugin => ({
  name: 'staff-entry-as-index',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const html = bundle[entry];
    if (html?.type !== 'asset') return;
    delete bundle[entry];
    this.emitFile({ type: 'asset', fileName: 'index.html', source: html.source });
  },
});

export default defineConfig({
  base: '/mypages/admin/',
  publicDir: false,
  plugins: [
    react(),
    productionBuildsPlugin(),
    entryAsIndex(),
    compression({
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
      exclude: [/\.map$/],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5174,
    proxy: { '/staff': target, '/sandbox': target, '/mypages/api': target },
  },
  build: {
    outDir: 'dist/staff',
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, entry),
      // The libraries every page runs in one chunk, cached apart from the back office's own code (as vite.config.ts).
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@apollo[\\/]client|rxjs|graphql|optimism|@wry|tslib)[\\/]/ },
          ],
        },
      },
    },
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
  },
});
