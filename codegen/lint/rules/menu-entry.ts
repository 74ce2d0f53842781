// menu-entry: a flow's `menu` names a known shortcut group and icon (schemas/vocabulary.json
// menuGroups, menuIcons) and an entry route that one of the flow's own steps owns. Unique
// order within a group is checked across flows (lint/menu-order.ts).
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

export const menuEntryRule: Rule = {
  id: 'menu-entry',
  description: "menu.group and menu.icon are in vocabulary.json; menu.entry is a route of the flow's steps; keywords in every locale",
  check(ctx) {
    const menu = isObject(ctx.flow) ? ctx.flow.menu : undefined;
    if (!isObject(menu)) return [];
    const out: Finding[] = [];
    const { menuGroups, menuIcons } = ctx.vocabulary;
    if (typeof menu.group === 'string' && !menuGroups.includes(menu.group)) {
      out.push({ location: 'menu.group', message: `menu group "${menu.group}" is not a shortcut group of vocabulary.json (known: ${menuGroups.join(', ')})` });
    }
    if (typeof menu.icon === 'string' && !menuIcons.includes(menu.icon)) {
      out.push({ location: 'menu.icon', message: `menu icon "${menu.icon}" is not in vocabulary.json (known: ${menuIcons.join(', ')})` });
    }
    if (isObject(menu.keywords)) {
      const missing = ['zh-TW', 'zh-CN', 'en'].filter((l) => !Array.isArray((menu.keywords as Record<string, unknown>)[l]));
      if (missing.length) out.push({ location: 'menu.keywords', message: `menu keywords lack ${missing.join(', ')} (search finds a journey by the same words in every language)` });
    }
    if (typeof menu.entry === 'string') {
      const routes = [...ctx.steps.values()].map((step) => step.route).filter((r): r is string => typeof r === 'string');
      if (!routes.includes(menu.entry)) {
        out.push({ location: 'menu.entry', message: `menu entry "${menu.entry}" is not the route of any step of this flow (routes: ${routes.join(', ')})` });
      }
    }
    return out;
  },
};
