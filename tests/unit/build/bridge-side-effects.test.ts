// vite.config.ts tells the bundler that the bridge's modules have no side effects, so the
// bridge's index keeps no import of a module whose exports a page does not use. That is true
// only while loading a bridge module runs nothing: its top level imports, exports and declares,
// and what it declares is made of literals, functions and classes, never a call that could
// reach the page (storage, the DOM, the network) or another module's state, unless the call is
// marked /* @__PURE__ */ (the text tables built from the locale files), which the bundler
// drops when unused anyway.
import fs from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';

const BRIDGE = path.resolve(import.meta.dirname, '../../../bridge');

function modules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Node = { type: string; [key: string]: unknown };

let source = '';
/** A call the code marks as free of side effects. */
const markedPure = (node: Node) => /\/\*\s*[#@]__PURE__\s*\*\/\s*$/.test(source.slice(0, node.start as number));

/** An expression that runs nothing when evaluated: a literal, a function, or a structure of them. `Symbol(…)` only makes a value. */
function inert(node: Node | null | undefined): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).every(inert);
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every(inert);
    case 'ObjectExpression':
      return (node.properties as Node[]).every((p) => p.type === 'Property' && !p.computed && inert(p.value as Node));
    case 'UnaryExpression':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return inert((node.argument ?? node.expression) as Node);
    case 'BinaryExpression':
      return inert(node.left as Node) && inert(node.right as Node);
    case 'CallExpression':
    case 'NewExpression':
      if (markedPure(node)) return true;
      return (node.callee as Node).type === 'Identifier' && (node.callee as { name: string }).name === 'Symbol' && (node.arguments as Node[]).every(inert);
    case 'ClassExpression':
      return classInert(node);
    default:
      return false;
  }
}

/** A class whose static members and blocks run nothing when it is defined. */
function classInert(node: Node): boolean {
  const members = (node.body as { body: Node[] }).body;
  return members.every((m) => m.type !== 'StaticBlock' && (!(m.static as boolean) || m.type === 'MethodDefinition' || inert(m.value as Node)));
}

function topLevelInert(statement: Node): boolean {
  switch (statement.type) {
    case 'ImportDeclaration':
    case 'ExportAllDeclaration':
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
    case 'FunctionDeclaration':
    case 'TSDeclareFunction':
      return true;
    case 'ClassDeclaration':
      return classInert(statement);
    case 'VariableDeclaration':
      return (statement.declarations as Node[]).every((d) => inert(d.init as Node));
    case 'ExportNamedDeclaration':
      return !statement.declaration || topLevelInert(statement.declaration as Node);
    case 'ExportDefaultDeclaration':
      return inert(statement.declaration as Node) || ['FunctionDeclaration', 'ClassDeclaration'].includes((statement.declaration as Node).type);
    default:
      return false;
  }
}

describe("the bridge's modules run nothing when loaded", () => {
  const files = modules(BRIDGE);
  it('finds the bridge', () => expect(files.length).toBeGreaterThan(20));
  it.each(files.map((file) => [path.relative(BRIDGE, file), file]))('%s', (_name, file) => {
    source = fs.readFileSync(file, 'utf8');
    const program = parseAst(source, { lang: file.endsWith('x') ? 'tsx' : 'ts' }) as unknown as { body: Node[] };
    const active = program.body.filter((s) => !topLevelInert(s)).map((s) => `${s.type} at ${String(s.start)}`);
    expect(active).toEqual([]);
  });
  it('tells an active top level from an inert one', () => {
    const parse = (code: string) => (parseAst((source = code), { lang: 'ts' }) as unknown as { body: Node[] }).body.every(topLevelInert);
    expect(parse("import { a } from './a'; export const B = { x: 1, f: () => a() }; export function c() { return 2; }")).toBe(true);
    expect(parse("export const S = Symbol('s');")).toBe(true);
    expect(parse('localStorage.setItem("k", "v");')).toBe(false);
    expect(parse('export const store = createStore();')).toBe(false);
    expect(parse('export const texts = /* @__PURE__ */ table();')).toBe(true);
    expect(parse('class A { static x = init(); }')).toBe(false);
  });
});
