// /go/{module} and /open/{module}: look the module up in data and carry the query over,
// joined with & when the target already has one (spec section 2).
import links from './module-links.json';

const TABLE = links as Record<string, string>;

export function moduleTarget(module: string, search: string): string | null {
  const target = Object.hasOwn(TABLE, module) && module !== '$comment' ? TABLE[module] : undefined;
  if (!target) return null;
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return target;
  return `${target}${target.includes('?') ? '&' : '?'}${query}`;
}

export function isExternal(target: string): boolean {
  return /^https:\/\//.test(target);
}
