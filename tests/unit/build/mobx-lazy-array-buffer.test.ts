import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reserveOnFirstLegacyArray } from '../../../build-tools/mobx-lazy-array-buffer';

const require = createRequire(import.meta.url);
const mobxEsm = path.join(path.dirname(require.resolve('mobx/package.json')), 'dist/mobx.esm.js');

describe('MobX without its start-up array reservation', () => {
  const source = fs.readFileSync(mobxEsm, 'utf8');
  const changed = reserveOnFirstLegacyArray(source);

  it('finds the installed MobX reserving at module evaluation, and moves it into createLegacyArray', () => {
    expect(changed).toBeDefined();
    expect(changed).not.toMatch(/\nreserveArrayBuffer\(1000\);/);
    expect(changed).toMatch(/function createLegacyArray\([^)]*\) \{\n {2}reserveArrayBuffer\(1000\);\n/);
    // Lines are swapped, not added: the module's source map still lines up.
    expect(changed!.split('\n').length).toBe(source.split('\n').length);
  });

  it('leaves a module without the pattern alone', () => {
    expect(reserveOnFirstLegacyArray('export const x = 1;\n')).toBeUndefined();
  });

  it('still works: Proxy arrays and (when proxies are off) legacy arrays with indexes past the old start-up buffer', async () => {
    const dir = fs.mkdtempSync(path.join(path.dirname(mobxEsm), '.lazy-buffer-test-'));
    let mobx: typeof import('mobx') | undefined;
    try {
      const file = path.join(dir, 'mobx.mjs');
      fs.writeFileSync(file, changed!);
      mobx = (await import(/* @vite-ignore */ `${file}?t=${Date.now()}`)) as typeof import('mobx');
      const proxied = mobx.observable([1, 2, 3]);
      expect(proxied[2]).toBe(3);
      mobx.configure({ useProxies: 'never' });
      const legacy = mobx.observable(Array.from({ length: 1200 }, (_, i) => i));
      const seen: number[] = [];
      mobx.autorun(() => seen.push(legacy[1150]!));
      mobx.runInAction(() => (legacy[1150] = -1));
      expect(legacy[999]).toBe(999);
      expect(seen).toEqual([1150, -1]);
    } finally {
      // MobX keeps its configuration in a global that every copy of it shares: put back the
      // default, or the product's MobX in the next file of this worker would make legacy arrays.
      mobx?.configure({ useProxies: 'always' });
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
