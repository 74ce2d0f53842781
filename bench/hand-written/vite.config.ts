// Builds the hand-written screens (bench/hand-written/) for the benchmark against them, into
// bench/hand-written/.out/ (git-ignored, never shipped), served by the benchmark's bank under
// /hand-written/ (bench/hand-written/bank.ts). Production mode, minified, with the app's
// plugins and resolution where they shape the code (React, the validators' format checks,
// JSON read whole), and the same precompression as dist/.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../build-tools/precompress';
import { firstScreenHtml } from '../../build-tools/first-screen-html';
import { pageChunks } from '../../build-tools/page-chunks';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  root: here('.'),
  // Served at the bank's root beside dist/ (the page itself at /hand-written/index.html, its
  // scripts under /hand-written-assets/): the app's first-screen preloads name files from the root.
  base: '/',
  publicDir: false,
  plugins: [react(), precompress(), firstScreenHtml(here('./start.tsx'))],
  resolve: {
    alias: [{ find: /^ajv-formats\/dist\/formats(?:\.js)?$/, replacement: here('../../build-tools/ajv-formats-browser.ts') }],
  },
  json: { namedExports: false },
  // The kit's QR reader (a widget of the registry, never loaded by these screens) has a worker.
  worker: { format: 'es' },
  logLevel: 'warn',
  build: {
    outDir: here('./.out'),
    assetsDir: 'hand-written-assets',
    // As dist/: the maps say which module weighs what (each script names its map, as the product's do).
    sourcemap: true,
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // As the product's build groups its pages (build-tools/page-chunks.ts): the shell, and what
        // the screens share beyond it (their kit: the widgets' registry, the field, the checks) —
        // few requests per page rather than a file per shared module.
        manualChunks: pageChunks({
          entry: here('./main.tsx'),
          shell: here('./start.tsx'),
          page: here('./shared/kit.ts'),
          firstScreens: [],
          together: { 'flow-page': /[\\/](?:node_modules[\\/]ajv[\\/]dist[\\/]runtime[\\/]|build-tools[\\/]ajv-formats-browser\.ts$)/ },
        }),
        onlyExplicitManualChunks: true,
      },
    },
  },
});
