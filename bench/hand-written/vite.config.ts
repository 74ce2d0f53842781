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
import { CHUNK_GROUPS } from '../../build-tools/chunk-groups';

const HAND_WRITTEN_SHELL = /[\\/]bench[\\/]hand-written[\\/]start\.tsx$/;
const HAND_WRITTEN_PAGE = /[\\/]bench[\\/]hand-written[\\/]shared[\\/]/;
// These screens' entry starts their widgets' code beside their own (screens.ts), as the
// product's route index does after its entry: in the shell's group it would make the entry
// wait for the shell, which the first-screen check refuses.
const ENTRY_ONLY = /[\\/]widgets[\\/]lazy-widgets\.ts$/;

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
    rolldownOptions: {
      // As the product's build (vite.config.ts): the bridge's modules only define, so an import of
      // its index that uses one function does not run the rest. Without it the shell imported the
      // bank app's device bridge, which imports the kit, which imports the shell: the kit ran
      // before the shell had ("n is not a function" on every load under Vite 8).
      treeshake: { moduleSideEffects: [{ test: /[\\/]bridge[\\/][^.]+\.ts$/, sideEffects: false }] },
      output: {
        // As the product's build groups its pages (build-tools/chunk-groups.ts): these screens'
        // own start joins the shell, and what they share beyond it (their kit: the widgets'
        // registry, the field, the checks) joins the flow page's group: few requests per page
        // rather than a file per shared module.
        codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS.map(withHandWritten) },
      },
    },
  },
});

function withHandWritten(group: (typeof CHUNK_GROUPS)[number]): (typeof CHUNK_GROUPS)[number] {
  const own = group.name === 'shell' ? HAND_WRITTEN_SHELL : group.name === 'flow-page' ? HAND_WRITTEN_PAGE : null;
  if (!own) return group;
  const test = group.test as (id: string) => boolean;
  return { ...group, test: (id: string) => !ENTRY_ONLY.test(id) && (own.test(id) || test(id)) };
}
