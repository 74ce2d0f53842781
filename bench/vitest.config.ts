// Vitest set-up for the one benchmark that renders React (step-render.vitest.tsx). Rendering
// needs what Vitest gives the widget tests: jsdom, .css imports, and the ESM builds of RJSF and
// antd-mobile (under plain Node they resolve to CommonJS bundles whose named exports Node
// cannot see, e.g. createPrecompiledValidator).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  plugins: [react()],
  test: {
    include: ['bench/**/*.vitest.tsx'],
    environment: 'jsdom',
    pool: 'forks',
    // One long measuring test: no per-test timeout should cut it short on a busy machine.
    testTimeout: 60_000,
  },
});
