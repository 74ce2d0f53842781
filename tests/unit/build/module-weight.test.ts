// The budget check names the modules that grew from the build's source maps: a chunk's bytes go
// to the module each mapped segment comes from, the rest to the chunk itself, and nothing is lost.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { encode } from '@jridgewell/sourcemap-codec';
import { moduleBytes, packageOf } from '../../../build-tools/module-weight';

describe('module weight from a source map', () => {
  it('gives each mapped segment to its module and the unmapped bytes to the chunk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-weight-'));
    try {
      const code = 'var a=1;var bb=2;\nx();';
      const file = path.join(dir, 'assets', 'chunk.js');
      fs.mkdirSync(path.dirname(file));
      fs.writeFileSync(file, code);
      // Line 0: columns 0–7 from app/a.ts, 8–16 from node_modules/pkg/b.js; line 1: column 0 unmapped (a segment without a source).
      const mappings = encode([[[0, 0, 0, 0], [8, 1, 0, 0]], [[0]]]);
      const sources = [path.resolve('app/a.ts'), path.resolve('node_modules/pkg/lib/b.js')].map((s) => path.relative(path.dirname(file), s));
      fs.writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources, mappings }));
      const bytes = moduleBytes(file);
      expect(bytes.get('app/a.ts')).toBe(8);
      expect(bytes.get('node_modules/pkg/lib/b.js')).toBe(10); // 9 characters and the line break
      expect(bytes.get('(chunk)')).toBe(4);
      expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBe(Buffer.byteLength(code));
      expect(packageOf('node_modules/pkg/lib/b.js')).toBe('pkg');
      expect(packageOf('node_modules/@scope/name/x.js')).toBe('@scope/name');
      expect(packageOf('app/a.ts')).toBe('app/a.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
