// Writes a .br and a .gz next to every text file of the build, once, at build time, so the
// sandbox bank serves compressed files without compressing on each request (see
// server/http/static.ts: @fastify/static's preCompressed picks the best the browser accepts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

// WebAssembly too: the QR reader's 1.1 MB of .wasm is about 357 kB in brotli.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|wasm)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export type Encoding = 'br' | 'gzip';

/** `raw` compressed as the build writes it: brotli at its best quality, gzip at level 9. */
export function compressed(raw: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
  return zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}

export function compressFile(file: string): void {
  const raw = fs.readFileSync(file);
  const br = compressed(raw, 'br');
  const gz = compressed(raw, 'gzip');
  // A copy that is not smaller would only cost a disk read; the server then sends the original.
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
}

export function precompressDir(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file) || fs.statSync(file).size < MIN_BYTES) continue;
    compressFile(file);
    count += 1;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
