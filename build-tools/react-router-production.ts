// react-router 7's package exports point every condition at its development build
// (dist/development: the same code with ENABLE_DEV_WARNINGS = true), so a production build
// shipped its development warnings — console noise on a customer's phone, and code that only
// warns. Its production build sits beside it, unexported (upstream: remix-run/react-router
// issues 12532 and 14102). The app's build takes that one; the dev server keeps the warnings.
//
// The same build keeps what the app never uses: the bundler must assume that a top-level
// `React.forwardRef(…)` / `React.createContext(…)` call, and the `X.displayName = "…"` set on
// its result, have side effects, so Link, NavLink, Form, the data router's contexts and what
// they reach stayed in the shell though only HashRouter, Routes and the hooks are imported.
// Marking those calls pure (they are) and dropping the display names (read only by React's
// developer tools) lets the unused ones go: react-router's code in the shell went from 38 to
// 22 kB raw, and the shell from 109.6 to 104.8 kB brotli.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** The production build's ES module entry of the installed react-router. */
export function reactRouterProductionEntry(): string {
  const root = path.dirname(require.resolve('react-router/package.json'));
  return path.join(root, 'dist/production/index.mjs');
}

const PRODUCTION_MODULE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const TOP_LEVEL_REACT_CALL = /^(var [\w$]+ = )(React\d*\.(?:createContext|forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;

/** The module with its top-level React calls marked pure and its display names dropped; how many of each. */
export function shakeableReactRouter(source: string): { code: string; pureCalls: number; displayNames: number } {
  let pureCalls = 0;
  let displayNames = 0;
  const code = source
    .replace(TOP_LEVEL_REACT_CALL, (_, declaration: string, call: string) => {
      pureCalls++;
      return `${declaration}/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      displayNames++;
      return '';
    });
  return { code, pureCalls, displayNames };
}

export function reactRouterProduction(): Plugin {
  const entry = reactRouterProductionEntry();
  let modules = 0;
  let pureCalls = 0;
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === 'react-router' ? entry : null;
    },
    transform(code, id) {
      if (!PRODUCTION_MODULE.test(id)) return null;
      const shaken = shakeableReactRouter(code);
      modules++;
      pureCalls += shaken.pureCalls;
      return shaken.pureCalls + shaken.displayNames === 0 ? null : { code: shaken.code, map: null };
    },
    buildEnd(error) {
      // A react-router release that writes these calls differently: fail rather than silently
      // put the unused components back on every page.
      if (!error && modules > 0 && pureCalls === 0) {
        this.error("No top-level React call found to mark pure in react-router's production build; review build-tools/react-router-production.ts");
      }
    },
  };
}
