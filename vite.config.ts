import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build-tools/precompress';
import { pageChunks } from './build-tools/page-chunks';
import { firstScreenHtml } from './build-tools/first-screen-html';

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
    rollupOptions: { output: { entryFileNames: 'assets/qr-worker/[name]-[hash].js' } },
  },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/bundle.ts follows a route's imports in the manifest to size each journey.
    manifest: true,
    rollupOptions: {
      // Two page chunks that import each other load in an order where one runs before the other
      // has defined what it uses: the app stops with a blank page. It happens when a module with
      // top-level side effects is reached through a barrel the shell imports from, while the
      // grouping (which follows bindings) put it in the flow page's part. Refuse such a build.
      onwarn(warning, warn) {
        if (warning.code === 'CIRCULAR_CHUNK') {
          throw new Error(`${warning.message} A module the shell runs for its side effects sits in another page chunk; make its top level side-effect free (e.g. /* @__PURE__ */) or import it directly.`);
        }
        warn(warning);
      },
      output: {
        // The entry carries the route index, which changes with every flow added. Named without
        // a hash (dist/index.js, served no-cache and revalidated), the chunks that import from it
        // keep their bytes and their hashed names when another journey is added, so a browser's
        // cached copies of an untouched journey stay valid (tests/packaging/journey-isolation.ts).
        entryFileNames: '[name].js',
        // The shell, the flow page and what it shares with the first screens: a chunk each (see the file).
        manualChunks: pageChunks({
          entry: 'app/main.tsx',
          shell: 'app/start.tsx',
          page: 'app/pages/FlowPage.tsx',
          firstScreens: ['app/login/LoginPage.tsx', 'app/pages/MineIndexPage.tsx'],
          together: {
            // ajv's runtime helpers and the format checks, imported by every journey's validators.
            'flow-page': /[\\/](?:node_modules[\\/]ajv[\\/]dist[\\/]runtime[\\/]|build-tools[\\/]ajv-formats-browser\.ts$)/,
            // The analytics tracker (loaded after the first screen), the opt-out flag and the event rules it reads.
            analytics: /[\\/](?:app[\\/]analytics[\\/](?:tracker|opt-out)|domain[\\/]analytics[\\/]events)\.ts$/,
          },
        }),
        // Only the modules named go to those chunks: the bundler would otherwise also pull in
        // everything a named module imports, through barrels such as the kit's index too.
        onlyExplicitManualChunks: true,
      },
    },
    chunkSizeWarningLimit: 900,
    modulePreload: {
      // A journey's chunk imports the shell, the kit and the flow page, which every journey route
      // has loaded or is loading already (app/routing/page-loaders.ts): listing them again for
      // each of the route index's loaders was about 0.8 kB of its 5.6 (brotli), on every journey.
      resolveDependencies: (file, deps, { hostId }) =>
        /(^|\/)journeys-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => dep !== file && !/(^|\/)(shell|kit|flow-page|preload-helper)-[\w-]+\.js$/.test(dep)) : deps,
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:8080', '/collect': 'http://127.0.0.1:8080', '/embedded': 'http://127.0.0.1:8080' },
    fs: { allow: ['..'] },
  },
});
