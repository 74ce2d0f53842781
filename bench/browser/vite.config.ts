// Builds the browser benchmark's own pages (never shipped to customers): the engine on the
// 200-field benchmark flow, and the peers — plain RJSF and React alone — on the same forms.
// Production mode, minified, like the app's build. One page per build (BENCH_PAGE, set by
// bench/browser/prepare.ts): built together, the pages shared chunks, and a page then loaded
// and ran modules only another page needs (the engine's page ran RJSF's schema merging, which
// the app's flat forms never load).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { BENCH_PAGES } from './bench-pages';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const page = process.env.BENCH_PAGE ?? '';
if (!(BENCH_PAGES as readonly string[]).includes(page)) throw new Error(`BENCH_PAGE must be one of ${BENCH_PAGES.join(', ')}`);

export default defineConfig({
  root: here('./pages'),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: here('./.out'),
    // The pages are built one after another into one folder: the first build empties it.
    emptyOutDir: page === BENCH_PAGES[0],
    chunkSizeWarningLimit: 2000,
    rolldownOptions: { input: { [page]: here(`./pages/${page}.html`) } },
  },
});
