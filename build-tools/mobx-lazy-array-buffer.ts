// MobX defines 1,100 index properties on its legacy observable array's prototype when its
// module is evaluated (`reserveArrayBuffer(1000)`), for browsers without Proxy. Observable
// arrays here are Proxy-based (MobX's default; `useProxies` is never turned off), so that work
// is never used, yet it cost about 3.7 ms of every page load at 1× CPU (15 at 4×) in CPU
// profiles of the Pay New Bill step. This moves the call to where a legacy array is made:
// the same reservation (the function is idempotent), only when one is needed.
import type { Plugin } from 'vite';

const AT_MODULE_INIT = /\nreserveArrayBuffer\(1000\);\nfunction createLegacyArray\(([^)]*)\) \{\n/;
const MOBX_MODULE = /[\\/]node_modules[\\/]mobx[\\/]dist[\\/]mobx\.esm(?:\.production\.min)?\.js$/;

/** The MobX module's source with the array buffer reserved on a legacy array's first use; undefined if the pattern is not there. */
export function reserveOnFirstLegacyArray(source: string): string | undefined {
  if (!AT_MODULE_INIT.test(source)) return undefined;
  return source.replace(AT_MODULE_INIT, (_, params: string) => `\nfunction createLegacyArray(${params}) {\n  reserveArrayBuffer(1000);\n`);
}

export function mobxLazyArrayBuffer(): Plugin {
  return {
    name: 'mobx-lazy-array-buffer',
    apply: 'build',
    transform(code, id) {
      if (!MOBX_MODULE.test(id)) return undefined;
      const changed = reserveOnFirstLegacyArray(code);
      // A MobX release that changed this code: fail the build rather than silently lose the saving.
      if (changed === undefined) this.error(`MobX's reserveArrayBuffer(1000) call is not where ${id} had it; review build-tools/mobx-lazy-array-buffer.ts`);
      return { code: changed, map: null };
    },
  };
}
