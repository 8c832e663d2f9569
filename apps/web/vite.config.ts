import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// In development the API server runs beside Vite; in production the server serves `dist` itself (same origin),
// so the auth cookie and relative `/api` URLs work the same way in both.
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without eval, so the app passes its Content-Security-Policy (see the module).
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  // The server's render bundle carries its packages with it, so it runs wherever the build is copied to.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false, ws: true },
      '/dev': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    // The server's render of the home feed (src/entry-server.tsx, built with --ssr) needs no icons or manifest.
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    // The manifest lets a size check add up exactly what the home route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the first page needs in one chunk beside the entry, instead of ~20 small shared ones: over
        // HTTP/1.1 a browser fetches six files at a time, and on a slow connection each round costs half a second.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
}));
