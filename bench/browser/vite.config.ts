// Builds the browser benchmark's own pages (never shipped to customers): the engine on the
// 200-field benchmark flow, and the peers — plain RJSF and React alone — on the same forms.
// Production mode, minified, like the app's build, each page with only what it imports.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mobxLazyArrayBuffer } from '../../build-tools/mobx-lazy-array-buffer';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const BENCH_PAGES = ['engine-200', 'rjsf-bill', 'rjsf-200', 'react-bill', 'react-200'] as const;

export default defineConfig({
  root: here('./pages'),
  base: './',
  // The engine's page is built as the app is (MobX without its start-up array reservation).
  plugins: [react(), mobxLazyArrayBuffer()],
  logLevel: 'warn',
  build: {
    outDir: here('./.out'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: { input: Object.fromEntries(BENCH_PAGES.map((p) => [p, here(`./pages/${p}.html`)])) },
  },
});
