import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };

export default defineConfig({
  base: '/',
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: {
    // The workspace root hoists an older React for other packages; one copy must win.
    dedupe: ['react', 'react-dom'],
    alias: { '@locales': fileURLToPath(new URL('../../packages/i18n/locales', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The contract's schemas are pure declarations; without this hint every page would
      // pull all of zod and every schema into the entry chunk.
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]contract[\\/]/.test(id) },
    },
  },
  server: { proxy: { '/v1': 'http://127.0.0.1:3101' } },
});
