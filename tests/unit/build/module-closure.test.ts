// The page chunks follow what a page really needs, binding by binding through barrels.
import { parseAst } from 'rollup/parseAst';
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { moduleClosure } from '../../../build-tools/module-closure';

interface FakeModule {
  code: string;
  /** The resolved ids of its import sources, in order of first appearance. */
  imports?: string[];
  /** Whether the bundler kept code of this module. */
  included: boolean;
}

function graph(modules: Record<string, FakeModule>): GetModuleInfo {
  return (id) => {
    const m = modules[id];
    if (!m) return null;
    return { id, ast: parseAst(m.code), code: m.code, importedIds: m.imports ?? [], isIncluded: m.included, isExternal: false } as unknown as ModuleInfo;
  };
}

describe('moduleClosure', () => {
  const kit = {
    page: { code: "import { Button } from 'kit'; export const Page = () => Button;", imports: ['kit/index'], included: true },
    // A barrel: no code of its own; one side-effect import (global styles) and re-exports.
    'kit/index': {
      code: "import './global'; export { default as Button } from './button'; export { Toast } from './toast'; export * from './more';",
      imports: ['kit/global', 'kit/button', 'kit/toast', 'kit/more'],
      included: false,
    },
    'kit/global': { code: "import './global.css';", imports: ['kit/global.css'], included: true },
    'kit/global.css': { code: 'export default "";', included: true },
    'kit/button': { code: "import { cls } from './util'; export default function Button() { return cls; }", imports: ['kit/util'], included: true },
    'kit/util': { code: 'export const cls = 1;', included: true },
    // Kept because another page uses it; this page does not.
    'kit/toast': { code: "import { spring } from 'animation'; export const Toast = () => spring;", imports: ['animation'], included: true },
    animation: { code: 'export const spring = 1;', included: true },
    'kit/more': { code: "export { Popup } from './popup';", imports: ['kit/popup'], included: false },
    'kit/popup': { code: 'export const Popup = 1;', included: true },
  };

  it('follows only the names a module imports through a barrel, and the barrel\'s side effects', () => {
    expect([...moduleClosure('page', graph(kit))].sort()).toEqual(['kit/button', 'kit/global', 'kit/global.css', 'kit/util', 'page']);
  });

  it('follows `export *` for a name the barrel does not export itself', () => {
    const modules = { ...kit, page: { ...kit.page, code: "import { Popup } from 'kit'; export const Page = () => Popup;" } };
    const closure = moduleClosure('page', graph(modules));
    expect(closure.has('kit/popup')).toBe(true);
    expect(closure.has('kit/toast')).toBe(false);
    expect(closure.has('kit/button')).toBe(false);
  });

  it('takes everything a namespace import can reach', () => {
    const modules = { ...kit, page: { ...kit.page, code: "import * as Kit from 'kit'; export const Page = () => Kit;" } };
    const closure = moduleClosure('page', graph(modules));
    for (const id of ['kit/button', 'kit/toast', 'animation', 'kit/popup']) expect(closure.has(id)).toBe(true);
  });

  it('follows a re-export of an imported binding in a barrel', () => {
    const modules = {
      ...kit,
      'kit/index': { code: "import { Toast } from './toast'; import Button from './button'; export { Button, Toast };", imports: ['kit/toast', 'kit/button'], included: false },
    };
    const closure = moduleClosure('page', graph(modules));
    expect(closure.has('kit/button')).toBe(true);
    expect(closure.has('kit/toast')).toBe(false);
  });
});
