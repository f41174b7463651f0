import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // antd resolves React from the repo root (18.x, hoisted for another package); one React 19 for all.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5174,
    fs: { allow: [repoRoot] },
    proxy: { '/v1': 'http://localhost:3102' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
