import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  base: '/',
  // Brotli and gzip copies beside each asset, served by the server as they are (decision 0016).
  plugins: [react(), compression({ threshold: 1024 })],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    alias: { '@locales': fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
  // `API_PORT` lets several dev servers run side by side; `/v1/ws` is the chat socket.
  server: {
    proxy: {
      '/v1': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, ws: true },
      '/media': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
      '/hls': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
});
