import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA is served under /mypages/app/. In dev, Vite proxies the API and sandboxes to the server.
const serverPort = process.env.PORT ?? '3000';
const target = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  base: '/mypages/app/',
  plugins: [react()],
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
    sourcemap: true,
    // .vite/manifest.json: bench/bundle-size.ts follows it to measure what a page loads first.
    manifest: true,
  },
});
