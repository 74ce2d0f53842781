// Turns Ajv standalone code into pieces of one ES module.
//
// Ajv 8's standalone output reaches its runtime helpers with inline `require("ajv/dist/runtime/...")`
// calls even with `code.esm`, and its ESM export names must be identifiers (RJSF keys its
// validators by schema hash, which often is not). So each piece is generated in CommonJS form and
// run inside a function scope that receives `module` and a `require` backed by a static table of
// ES imports. No code is built at run time, so the result works under CSP script-src 'self'.

const REQUIRE_CALL = /\brequire\("([^"]+)"\)/g;

/** The module specifiers a piece of standalone code requires. */
export function requiredModules(code: string): string[] {
  return [...new Set([...code.matchAll(REQUIRE_CALL)].map((m) => m[1]!))].sort();
}

/** Specifier usable from Node's ESM loader and from bundlers: packages without an exports map need the extension. */
function esmSpecifier(name: string): string {
  return /\.[cm]?js$/.test(name) || !name.includes('/') ? name : `${name}.js`;
}

/** Imports and the `require` table for every module the pieces need. */
export function prelude(modules: string[]): string {
  const lines = modules.map((name, i) => `import * as m${i} from ${JSON.stringify(esmSpecifier(name))};`);
  const table = modules.map((name, i) => `  ${JSON.stringify(name)}: cjs(m${i}),`);
  return [
    ...lines,
    '',
    '// A CommonJS module imported as ESM shows its exports as the namespace (bundlers) or as',
    '// `default` (Node); take whichever holds them, as `require` would have returned.',
    'function cjs(ns) {',
    '  const d = ns.default;',
    '  return d && d.__esModule ? d : ns;',
    '}',
    'const modules = {',
    ...table,
    '};',
    'function runtimeRequire(name) {',
    '  const m = modules[name];',
    "  if (!m) throw new Error('validator runtime module not bundled: ' + name);",
    '  return m;',
    '}',
    '',
  ].join('\n');
}

/** An expression evaluating to the `module.exports` of a piece of CommonJS standalone code. */
export function scoped(code: string): string {
  return `(function (module, require) {\nconst exports = module.exports;\n${code}\nreturn module.exports;\n})({ exports: {} }, runtimeRequire)`;
}

/** Output must run under CSP script-src 'self': no code may be compiled at run time. */
export function assertNoDynamicCode(file: string, code: string): void {
  for (const needle of ['new Function(', 'eval(']) {
    if (code.includes(needle)) throw new Error(`${file}: generated code contains ${needle} (not allowed under CSP script-src 'self')`);
  }
}
