// The one menu check no single flow can make: two flows listed in the same shortcut group at
// the same order would sort by chance, so each (group, order) pair belongs to one flow.
import { isObject } from '../lib/json';
import { rel } from '../lib/paths';
import type { Problem } from './types';

export interface MenuDeclaration {
  file: string;
  flow: unknown;
}

export function menuOrderProblems(flows: MenuDeclaration[]): Problem[] {
  const seen = new Map<string, { file: string; id: string }>();
  const out: Problem[] = [];
  for (const { file, flow } of flows) {
    if (!isObject(flow) || !isObject(flow.menu)) continue;
    const { group, order } = flow.menu;
    if (typeof group !== 'string' || typeof order !== 'number') continue;
    const key = `${group}\u0000${order}`;
    const id = typeof flow.id === 'string' ? flow.id : rel(file);
    const first = seen.get(key);
    if (first) {
      out.push({
        rule: 'menu-entry',
        file: rel(file),
        location: 'menu.order',
        message: `menu order ${order} in group "${group}" is already taken by ${first.id} (${first.file})`,
      });
    } else seen.set(key, { file: rel(file), id });
  }
  return out;
}
