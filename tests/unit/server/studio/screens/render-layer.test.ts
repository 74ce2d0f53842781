// The screens' hash covers what draws them: every module a render-layer file imports by a
// relative path lies in the layer too, so a changed text, format or rule retakes the screens
// (the customer texts moved to locales/ and were once outside it).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../../../codegen/lib/paths';
import { RENDER_LAYER } from '../../../../../server/studio/screens/composition';

/** Outside the layer on purpose: types generated from the schemas (each flow's own hash covers its forms) and the request client, which draws nothing. */
const OUTSIDE = ['generated/types', 'bridge/service'];

const within = (file: string, roots: readonly string[]) => roots.some((r) => file === r || file.startsWith(`${r}/`) || file.startsWith(`${r}.`));

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = `${dir}/${d.name}`;
    if (d.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(d.name) ? [rel] : [];
  });
}

describe('the render layer of the screens hash', () => {
  it('holds every module its files import by a relative path', () => {
    const roots = RENDER_LAYER.filter((r) => fs.existsSync(path.join(ROOT, r)) && fs.statSync(path.join(ROOT, r)).isDirectory());
    const outside = new Set<string>();
    for (const file of roots.flatMap(sources)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
        const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
        if (!within(target, RENDER_LAYER) && !within(target, OUTSIDE)) outside.add(`${file} → ${target}`);
      }
    }
    expect([...outside]).toEqual([]);
  });
});
