// The kit's imperative Toast and Dialog render only after widgets/overlays/toast-and-dialog.ts
// has installed their React 19 render hook, and they carry the animation libraries the first
// screen leaves out. So every module reaches them through widgets/overlays (showToast,
// overlays()); a direct import would work in one build and fail in the next.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = ['app', 'engine', 'widgets', 'bridge'];
const ALLOWED = path.join('widgets', 'overlays', 'toast-and-dialog.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) ? [rel] : [];
  });
}

describe('toasts and dialogs', () => {
  it('are imported from the kit only by widgets/overlays', () => {
    const direct = SOURCES.flatMap(sourceFiles).filter((file) => {
      if (file === ALLOWED) return false;
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g)].some((m) => /\b(Toast|Dialog|Modal)\b/.test(m[1]!));
    });
    expect(direct).toEqual([]);
  });
});
