// The menu comes from the flows: each flow's `menu` declaration becomes an entry of
// generated/menu (titles in three languages, keywords), in the spec's group order; the linter
// catches an unknown group or icon, an entry route the flow does not own, keywords missing a
// language, and two flows at the same order of a group.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateMenu, menuEntries } from '../../../codegen/gen/menu';
import { loadContracts, loadVocabulary } from '../../../codegen/lib/catalog';
import { readFlows } from '../../../codegen/lib/flows';
import { formatProblem, lintFiles } from '../../../codegen/lint/index';
import { menuOrderProblems } from '../../../codegen/lint/menu-order';
import { SHARE_BILL_ROUTE } from '../../../codegen/lint/app-index';
import { ROOT, brokenFixture, readFlow } from './helpers';

const vocabulary = loadVocabulary();
const flows = readFlows();

describe('menu generation', () => {
  it('lists every flow that declares a menu, and only those', () => {
    const entries = menuEntries(flows, vocabulary);
    const declaring = flows.filter((f) => (f.flow as { menu?: unknown }).menu).map((f) => (f.flow as { id: string }).id);
    expect(entries.map((e) => e.flowId).sort()).toEqual([...declaring].sort());
    // Sub-steps of journeys (detail, amend, delete) are reached from their journey, not the menu.
    expect(entries.map((e) => e.flowId)).not.toContain('bill.record-detail');
    expect(entries.map((e) => e.flowId)).toContain('bill.home');
  });

  it('orders by the spec group order, then by order', () => {
    const entries = menuEntries(flows, vocabulary);
    const ranks = entries.map((e) => [vocabulary.menuGroups.indexOf(e.group), e.order] as const);
    const sorted = [...ranks].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(ranks).toEqual(sorted);
  });

  it('takes titles from the flow (or menu.title) and adds the declared keywords per language', () => {
    const bill = menuEntries(flows, vocabulary).find((e) => e.flowId === 'bill.home')!;
    expect(bill.title).toEqual({ 'zh-TW': '繳費', 'zh-CN': '缴费', en: 'Bill Payment' });
    expect(bill.route).toBe('/transfer-pay/bill-payment-index');
    expect(bill.keywords['zh-TW']).toContain('繳費');
    expect(bill.keywords['zh-CN']).toContain('缴费');
    expect(bill.keywords.en).toEqual(expect.arrayContaining(['Bill Payment', 'bills']));
    const records = menuEntries(flows, vocabulary).find((e) => e.flowId === 'bill.record')!;
    expect(records.title.en).toBe('Bill transaction history');
    expect(records.keywords.en).toContain('Transaction History');
  });

  it('a new flow that declares a menu appears with no other change', () => {
    const flow = readFlow(path.join(ROOT, 'flows/e-receipt/e-receipt-detail.json'));
    flow.id = 'e-receipt.newcomer';
    flow.menu = { group: 'account', icon: 'e-receipt', order: 1, entry: '/transfer-pay/e-receipt-detail' };
    const entries = menuEntries([...flows, { file: 'flows/x.json', flow }], vocabulary);
    const added = entries.find((e) => e.flowId === 'e-receipt.newcomer')!;
    expect(added).toMatchObject({ group: 'account', order: 1, title: flow.title, login: true, quick: false });
    // The first of its group: order 1 comes before every account entry the flows declare.
    expect(entries.filter((e) => e.group === 'account')[0]).toBe(added);
  });

  it('generated/menu/index.ts is what codegen writes from the flows', () => {
    const written = fs.readFileSync(path.join(ROOT, 'generated/menu/index.ts'), 'utf8');
    expect(written).toBe(generateMenu(flows, vocabulary, new Set(loadContracts().filter((c) => c.sandboxOnly === true).map((c) => c.code)))['menu/index.ts']);
  });
});

/** Routes a flow opens: button, tab, row and filter targets, and backTo routes. */
function linkedRoutes(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => linkedRoutes(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'to' || key === 'backTo') && typeof v === 'string' && v.startsWith('/')) out.add(v.split('?')[0]!);
      // A share-bill button opens the share page without naming it.
      else if (key === 'action' && v === 'share-bill') out.add(SHARE_BILL_ROUTE);
      else linkedRoutes(v, out);
    }
  }
  return out;
}

describe('reachability', () => {
  // Entered from outside only: a merchant's web page hands an FPS payment to the app, and the
  // SMS outbox and the widget gallery are the sandbox's testing pages. (The forgotten password
  // opens from the log-on page, and from the FAQ too.) The reset page after the password-system
  // upgrade opens from the dialog the bank's E001101338 raises at log-on.
  const OUTSIDE_ONLY = ['qr.web-to-app', 'sandbox.sms-outbox', 'sandbox.widget-gallery', 'settings.reset-password'];

  it('every journey is in the menu or opened from a journey that is (at any depth)', () => {
    type Shape = { id: string; menu?: unknown; steps: Record<string, { route: string }> };
    const all = flows.map((f) => f.flow as Shape);
    const reached = new Set(all.filter((f) => f.menu).map((f) => f.id));
    let grew = true;
    while (grew) {
      grew = false;
      const open = new Set(all.filter((f) => reached.has(f.id)).flatMap((f) => [...linkedRoutes(f.steps)]));
      for (const f of all) {
        if (!reached.has(f.id) && Object.values(f.steps).some((s) => open.has(s.route))) {
          reached.add(f.id);
          grew = true;
        }
      }
    }
    expect(all.map((f) => f.id).filter((id) => !reached.has(id)).sort()).toEqual(OUTSIDE_ONLY);
  });
});

describe('menu-entry lint rule', () => {
  it('reports the broken fixture at each mistake', () => {
    const lines = lintFiles([brokenFixture('menu-entry')]).map(formatProblem);
    expect(lines).toEqual([
      expect.stringMatching(/^tests\/unit\/codegen\/broken\/menu-entry\.json: menu\.group: menu group "transfers" is not a shortcut group .*\[menu-entry\]$/),
      expect.stringMatching(/: menu\.icon: menu icon "rocket" is not in vocabulary\.json .*\[menu-entry\]$/),
      expect.stringMatching(/: menu\.keywords: menu keywords lack zh-TW, zh-CN .*\[menu-entry\]$/),
      expect.stringMatching(/: menu\.entry: menu entry "\/broken\/elsewhere" is not the route of any step of this flow \(routes: \/broken\/done\) \[menu-entry\]$/),
    ]);
  });

  it('reports two flows at the same order of one group, naming the first', () => {
    const a = { file: path.join(ROOT, 'flows/a.json'), flow: { id: 'a.one', menu: { group: 'transfer-pay', order: 10 } } };
    const b = { file: path.join(ROOT, 'flows/b.json'), flow: { id: 'b.two', menu: { group: 'transfer-pay', order: 10 } } };
    const c = { file: path.join(ROOT, 'flows/c.json'), flow: { id: 'c.three', menu: { group: 'settings', order: 10 } } };
    expect(menuOrderProblems([a, b, c]).map(formatProblem)).toEqual([
      'flows/b.json: menu.order: menu order 10 in group "transfer-pay" is already taken by a.one (flows/a.json) [menu-entry]',
    ]);
  });

  it('finds a duplicate order among the real flows when one is introduced', () => {
    const real = flows.map(({ file, flow }) => ({ file, flow: structuredClone(flow) as { menu?: { order: number } } }));
    expect(menuOrderProblems(real)).toEqual([]);
    const fps = real.find((f) => f.file.endsWith('transfer-fps.json'))!;
    fps.flow.menu!.order = 10; // transfer.create's
    expect(menuOrderProblems(real).map((p) => p.message)).toEqual([expect.stringMatching(/already taken by transfer\.create/)]);
  });
});
