import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  base: '/admin/',
  plugins: [react(), compression({ threshold: 1024 })],
  server: {
    port: 5174,
    fs: { allow: [repoRoot] },
    proxy: {
      '/v1': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
      '/media': `http://127.0.0.1:${process.env.API_PORT ?? 3000}`,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is most of the console's weight; one cached vendor chunk, locales stay lazy.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The overview's charts: their own chunk, loaded with the first chart (decision 0021).
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/](?!.*[\\/]locale[\\/])/, priority: 1 },
          ],
        },
      },
    },
  },
});
