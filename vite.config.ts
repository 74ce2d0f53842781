import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress.ts';
import { firstScreenHtml } from './build-tools/first-screen-html.ts';
import { CHUNK_GROUPS } from './build-tools/chunk-groups.ts';

// The front end lives in app/ (index.html) and is served by the sandbox bank from dist/
// in production-like runs (`npm start`), so the browser sees one origin and one CSP.
export default defineConfig({
  root: 'app',
  publicDir: 'public',
  plugins: [react(), precompress(), firstScreenHtml('app/start.tsx')],
  resolve: {
    // Unit tests keep the package's full index.
    alias: process.env.VITEST ? [] : [
      // The two format checks the journeys' validators use, not all of ajv-formats (see the file).
      {
        find: /^ajv-formats\/dist\/formats(?:\.js)?$/,
        replacement: fileURLToPath(new URL('./build-tools/ajv-formats-browser.ts', import.meta.url)),
      },
    ],
  },
  // JSON files (the texts' home, locales/, docs/texts.md) are read whole: one object each, not a
  // variable per key beside it (Vite's named exports), which would cost every page's chunks bytes.
  json: { namedExports: false },
  // The QR scanner's worker gets a folder of its own: the bank serves it with the one policy that
  // allows WebAssembly (server/http/security-headers.ts, QR_WORKER_PATH); what it imports and
  // the reader's .wasm stay in assets/ under the worker's policy.
  worker: {
    format: 'es',
    rolldownOptions: { output: { entryFileNames: 'assets/qr-worker/[name]-[hash].js' } },
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts follows a route's imports in the manifest to size each journey.
    manifest: true,
    rolldownOptions: {
      // The bridge's modules run nothing when loaded (tests/unit/build/bridge-side-effects.test.ts).
      // Said so, the bridge's index keeps no bare import of the modules it re-exports that a page
      // does not use: without it the shell imported the app-channel device and the signing key
      // on every page (2.2 and 0.9 kB on the home), only to run modules that define functions.
      treeshake: { moduleSideEffects: [{ test: /[\\/]bridge[\\/][^.]+\.ts$/, sideEffects: false }] },
      output: {
        // The entry carries the route index, which changes with every flow added. Named without
        // a hash (dist/index.js, served no-cache and revalidated), the chunks that import from it
        // keep their bytes and their hashed names when another journey is added, so a browser's
        // cached copies of an untouched journey stay valid (tests/packaging/journey-isolation.ts).
        entryFileNames: '[name].js',
        // The shell, the kit and the flow page: a chunk each (see the file).
        codeSplitting: { includeDependenciesRecursively: false, groups: CHUNK_GROUPS },
      },
    },
    chunkSizeWarningLimit: 900,
    modulePreload: {
      // A journey's chunk imports the shell, the kit, the flow page and the bundler's runtime,
      // which every journey route has loaded or is loading already (app/routing/page-loaders.ts):
      // listing them again for each of the route index's loaders only adds bytes to the index.
      // The same for the route index's chunks the entry names (routes-<NN>): they need only the
      // preload helper, which the entry has loaded already.
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)(?:journeys|routes-\d\d)-[\w-]+\.js$/.test(hostId) || /(^|\/)routes-\d\d-[\w-]+\.js$/.test(file)
          ? deps.filter((dep) => dep !== file && !/(^|\/)(shell|kit|flow-page|preload-helper|rolldown-runtime)-[\w-]+\.js$/.test(dep))
          : deps,
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/collect': 'http://127.0.0.1:8080', '/embedded': 'http://127.0.0.1:8080' },
    fs: { allow: ['..'] },
  },
});
