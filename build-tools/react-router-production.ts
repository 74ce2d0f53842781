// react-router 7's package exports point every condition at its development build
// (dist/development: the same code with ENABLE_DEV_WARNINGS = true), so a production build
// shipped its development warnings — console noise on a customer's phone, and code that only
// warns. Its production build sits beside it, unexported (upstream: remix-run/react-router
// issues 12532 and 14102). The app's build takes that one; the dev server keeps the warnings.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The production build's ES module entry of the installed react-router. */
export function reactRouterProductionEntry(): string {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return path.join(root, 'dist/production/index.mjs');
}

export function reactRouterProduction(): Plugin {
  const entry = reactRouterProductionEntry();
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
  };
}
