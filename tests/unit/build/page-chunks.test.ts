// Modules go to the chunk of the page that needs them; the validators' runtime helpers, which
// only journeys import, travel with the flow page instead of as requests of their own.
import path from 'node:path';
import { parseAst } from 'rollup/parseAst';
import type { GetModuleInfo, ModuleInfo } from 'rollup';
import { pageChunks } from '../../../build-tools/page-chunks';

const id = (name: string) => path.resolve(name);

function graph(modules: Record<string, { code: string; imports?: string[] }>): GetModuleInfo {
  return (key) => {
    const m = modules[key];
    if (!m) return null;
    return { id: key, ast: parseAst(m.code), code: m.code, importedIds: m.imports ?? [], isIncluded: true, isExternal: false } as unknown as ModuleInfo;
  };
}

describe('pageChunks', () => {
  const modules = {
    [id('main.ts')]: { code: "import './table'; export {};", imports: [id('table.ts')] },
    [id('table.ts')]: { code: 'export const table = 1;' },
    [id('start.ts')]: { code: "import { react } from './react'; export const start = react;", imports: [id('react.ts')] },
    [id('react.ts')]: { code: 'export const react = 1;' },
    [id('FlowPage.ts')]: { code: "import { button } from './button'; import { engine } from './engine'; export const page = [button, engine];", imports: [id('button.ts'), id('engine.ts')] },
    [id('button.ts')]: { code: 'export const button = 1;' },
    [id('engine.ts')]: { code: 'export const engine = 1;' },
    [id('Login.ts')]: { code: "import { button } from './button'; export const login = button;", imports: [id('button.ts')] },
    [id('node_modules/ajv/dist/runtime/ucs2length.js')]: { code: 'export default 1;' },
    [id('journey.ts')]: { code: "import u from 'ajv/dist/runtime/ucs2length.js'; export default u;", imports: [id('node_modules/ajv/dist/runtime/ucs2length.js')] },
  };
  const chunkOf = pageChunks({
    entry: 'main.ts',
    shell: 'start.ts',
    page: 'FlowPage.ts',
    firstScreens: ['Login.ts'],
    together: {
      'flow-page': /[\\/]node_modules[\\/]ajv[\\/]dist[\\/]runtime[\\/]/,
      analytics: /[\\/]analytics[\\/](?:tracker|opt-out)\.ts$/,
    },
  }) as (id: string, meta: { getModuleInfo: GetModuleInfo }) => string | undefined;
  const meta = { getModuleInfo: graph(modules) };

  it('groups by page: the shell, what the flow page shares with the log-on page, the rest of the flow page', () => {
    expect(chunkOf(id('react.ts'), meta)).toBe('shell');
    expect(chunkOf(id('button.ts'), meta)).toBe('kit');
    expect(chunkOf(id('engine.ts'), meta)).toBe('flow-page');
    expect(chunkOf(id('table.ts'), meta)).toBeUndefined();
  });

  it('puts the modules named for the page with it, and leaves the journeys their own chunks', () => {
    expect(chunkOf(id('node_modules/ajv/dist/runtime/ucs2length.js'), meta)).toBe('flow-page');
    expect(chunkOf(id('journey.ts'), meta)).toBeUndefined();
  });

  it('keeps small modules that load together in one chunk of their own', () => {
    expect(chunkOf(id('analytics/tracker.ts'), meta)).toBe('analytics');
    expect(chunkOf(id('analytics/opt-out.ts'), meta)).toBe('analytics');
  });
});
