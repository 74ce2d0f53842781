// The modules a page really needs: its static imports, followed binding by binding through
// re-export files ("barrels" such as `antd-mobile`'s index, which names every component of
// the kit). Following a barrel's every import instead would put the whole kit on a page that
// uses one button; the bundler does the same tracing to decide what a chunk needs, but does
// not tell plugins. Used by build-tools/page-chunks.ts.
import type { GetModuleInfo, ModuleInfo } from 'rollup';

/** Names wanted from a module; `all` for a side-effect or namespace import. */
type Wanted = Set<string> | 'all';

interface Node {
  type: string;
  source?: { value: unknown } | null;
  specifiers?: Node[];
  imported?: { name?: string; value?: string };
  local?: { name?: string; value?: string };
  exported?: { name?: string; value?: string } | null;
}

const nameOf = (id: { name?: string; value?: string } | null | undefined) => id?.name ?? String(id?.value ?? '');
const hasSource = (node: Node) => typeof node.source?.value === 'string';

/** Statements that name another module, in the order the bundler recorded their sources. */
function moduleStatements(info: ModuleInfo): { node: Node; id: string | undefined }[] {
  const body = ((info.ast as unknown as { body?: Node[] } | null)?.body ?? []).filter(
    (node) => (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || node.type === 'ExportNamedDeclaration') && hasSource(node),
  );
  // importedIds lists each distinct source once, in order of first appearance.
  const idOfSource = new Map<string, string | undefined>();
  let next = 0;
  for (const node of body) {
    const source = String(node.source!.value);
    if (!idOfSource.has(source)) idOfSource.set(source, info.importedIds[next++]);
  }
  return body.map((node) => ({ node, id: idOfSource.get(String(node.source!.value)) }));
}

/** What a module's imports and re-exports ask of other modules, given what is wanted of it. */
function wantedOfDependencies(info: ModuleInfo, wanted: Wanted): Map<string, Wanted> {
  const result = new Map<string, Wanted>();
  const add = (id: string | undefined, names: Wanted) => {
    if (!id) return;
    const known = result.get(id);
    if (known === 'all' || names === 'all') result.set(id, 'all');
    else result.set(id, new Set([...(known ?? []), ...names]));
  };
  // A module with code of its own (the bundler kept it) needs everything it imports. A module
  // the bundler dropped (a barrel) only passes on the names wanted of it.
  const ownCode = info.isIncluded === true;
  const wants = (exported: string) => ownCode || wanted === 'all' || wanted.has(exported);
  const statements = moduleStatements(info);
  /** In a dropped module: local name → the module and name it was imported as. */
  const imported = new Map<string, [string | undefined, string]>();
  for (const { node, id } of statements) {
    if (node.type === 'ImportDeclaration') {
      const specifiers = node.specifiers ?? [];
      // A side-effect import runs whenever its importer is loaded, kept or dropped.
      if (specifiers.length === 0) add(id, 'all');
      for (const spec of specifiers) {
        const name = spec.type === 'ImportNamespaceSpecifier' ? '*' : spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported);
        if (ownCode) add(id, name === '*' ? 'all' : new Set([name]));
        else imported.set(nameOf(spec.local), [id, name]);
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) {
        if (wants(nameOf(node.exported))) add(id, 'all');
      } else {
        add(id, ownCode ? 'all' : wanted);
      }
    } else {
      for (const spec of node.specifiers ?? []) if (wants(nameOf(spec.exported))) add(id, new Set([nameOf(spec.local)]));
    }
  }
  // `import { a } from './x'; export { a }` in a dropped module.
  if (!ownCode) {
    const body = (info.ast as unknown as { body?: Node[] } | null)?.body ?? [];
    for (const node of body) {
      if (node.type !== 'ExportNamedDeclaration' || hasSource(node)) continue;
      for (const spec of node.specifiers ?? []) {
        const from = imported.get(nameOf(spec.local));
        if (from && wants(nameOf(spec.exported))) add(from[0], from[1] === '*' ? 'all' : new Set([from[1]]));
      }
    }
  }
  return result;
}

/** Every module `root` needs through static imports (itself included), traced by binding. */
export function moduleClosure(root: string, getInfo: GetModuleInfo): Set<string> {
  const needed = new Set<string>();
  const seen = new Map<string, Wanted>();
  const stack: [string, Wanted][] = [[root, 'all']];
  while (stack.length > 0) {
    const [id, wanted] = stack.pop()!;
    const before = seen.get(id);
    if (before === 'all' || (before && wanted !== 'all' && [...wanted].every((n) => before.has(n)))) continue;
    const merged: Wanted = before === undefined ? wanted : wanted === 'all' ? 'all' : new Set([...before, ...wanted]);
    seen.set(id, merged);
    const info = getInfo(id);
    if (!info || info.isExternal) continue;
    if (info.isIncluded) needed.add(id);
    for (const [dependency, names] of wantedOfDependencies(info, merged)) stack.push([dependency, names]);
  }
  return needed;
}
