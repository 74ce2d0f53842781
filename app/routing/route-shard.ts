// Which chunk of the journeys' route index holds a route (by its path) or a journey's loader
// (by its flow id). The index is split so that a deep link reads one small chunk, not every
// journey's routes: by a hash of the key rather than by its path's first folder, which would
// leave over half the routes (those under /transfer-pay) in one chunk. Computed the same way by
// the code generation (codegen/gen/journeys.ts writes the chunks) and by the entry
// (app/routing/page-loaders.ts loads them). Changing the count or the hash moves every route.
export const ROUTE_SHARDS = 16;

/** FNV-1a (32 bits) of the key's UTF-16 code units, modulo ROUTE_SHARDS. */
export function routeShard(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % ROUTE_SHARDS;
}
