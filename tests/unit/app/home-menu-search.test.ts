// Search matches Traditional and Simplified Chinese both ways (and English in any case), the
// menu's icons are exactly the vocabulary's, the shell's own entries fit among the flows'
// without clashing, the home totals per currency, and hiding balances stores only the choice.
import { describe, expect, it } from 'vitest';
import { foldText } from '../../../app/search/han-variants';
import { queryWords, searchItems } from '../../../app/search/match';
import { MENU_ICONS } from '../../../app/menu/MenuIcon';
import { ALL_ENTRIES, QUICK_ENTRIES, SHELL_ENTRIES, groupedEntries } from '../../../app/menu/entries';
import { journeySearchables } from '../../../app/menu/keywords';
import { GROUP_TITLES } from '../../../app/menu/texts';
import { HIDE_BALANCES_KEY, readBalancesHidden, totalsByCurrency, writeBalancesHidden } from '../../../app/menu/balance-visibility';
import { menuEntries } from '../../../generated/menu';
import vocabulary from '../../../schemas/vocabulary.json';
import { moduleTarget } from '../../../app/routing/module-links';

describe('Traditional and Simplified Chinese', () => {
  it('fold to the same text both ways', () => {
    expect(foldText('繳費')).toBe(foldText('缴费'));
    expect(foldText('電子收據')).toBe(foldText('电子收据'));
    expect(foldText('直接付款授權')).toBe(foldText('直接付款授权'));
    expect(foldText('轉數快')).toBe(foldText('转数快'));
    // A Hong Kong variant form folds like the standard one.
    expect(foldText('啓動')).toBe(foldText('启动'));
    expect(foldText('陳大文')).toBe('陈大文');
  });

  it('keeps characters that differ in meaning apart', () => {
    expect(foldText('繳費')).not.toBe(foldText('收費'));
  });

  it('folds English case, full-width letters and spaces', () => {
    expect(foldText('  Ｅ-Cheque   Records ')).toBe('e-cheque records');
    expect(queryWords(' Bill  payment ')).toEqual(['bill', 'payment']);
  });
});

describe('searching the journeys', () => {
  const journeys = journeySearchables(ALL_ENTRIES);
  const ids = (query: string) => searchItems(query, journeys).map((e) => e.flowId);

  it('finds the Traditional 繳費 journey by Simplified 缴费, and the other way round', () => {
    expect(ids('缴费')[0]).toBe('bill.home');
    expect(ids('繳費')[0]).toBe('bill.home');
    expect(ids('缴费')).toEqual(ids('繳費'));
  });

  it('finds e-receipts and direct debits in each language', () => {
    expect(ids('电子收据')).toContain('e-receipt.index');
    expect(ids('e-receipt')).toContain('e-receipt.index');
    expect(ids('直接付款授權')).toEqual(expect.arrayContaining(['payment-authorize.index', 'payment-authorize.create']));
    expect(ids('direct debit')).toContain('payment-authorize.index');
  });

  it('needs every word, ranks an exact title first and finds nothing for nonsense or an empty query', () => {
    expect(ids('transfer records')).toContain('transfer.record');
    expect(ids('transfer zebra')).toEqual([]);
    expect(ids('Transfer')[0]).toBe('transfer.create');
    expect(ids('')).toEqual([]);
    expect(ids('   ')).toEqual([]);
  });

  it('matches payees and records by name in either script', () => {
    const payees = [
      { item: 'p1', texts: ['陳大文', '012345678901'] },
      { item: 'p2', texts: ['WONG SIU MING', 'Mum'] },
    ];
    expect(searchItems('陈大文', payees)).toEqual(['p1']);
    expect(searchItems('mum', payees)).toEqual(['p2']);
    expect(searchItems('4567', payees)).toEqual(['p1']);
  });
});

describe('menu data', () => {
  it('draws every icon of the vocabulary, and no other', () => {
    expect(Object.keys(MENU_ICONS).sort()).toEqual([...vocabulary.menuIcons].sort());
    for (const entry of ALL_ENTRIES) expect(vocabulary.menuIcons).toContain(entry.icon);
  });

  it('titles every group of the vocabulary in three languages', () => {
    expect(Object.keys(GROUP_TITLES).sort()).toEqual([...vocabulary.menuGroups].sort());
  });

  it('adds the shell pages without clashing with a flow at the same group and order', () => {
    const keys = ALL_ENTRIES.map((e) => `${e.group}/${e.order}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(ALL_ENTRIES).toHaveLength(menuEntries.length + SHELL_ENTRIES.length);
    // In the order of the spec's shortcut groups, only the groups that have journeys.
    expect(groupedEntries().map((g) => g.group)).toEqual(['deposit', 'account', 'forex', 'transfer-pay', 'verification', 'openAccount', 'settings', 'mortgage', 'notice', 'precious-metal', 'stock', 'general-bank-serve']);
  });

  it('opens the menu, search (with its query) and the notices from /go/{module} links', () => {
    expect(moduleTarget('menu', '')).toBe('/menu/index');
    expect(moduleTarget('search', '?q=%E7%BC%B4%E8%B4%B9')).toBe('/search/index?q=%E7%BC%B4%E8%B4%B9');
    expect(moduleTarget('notice', '')).toBe('/notice/list');
  });

  it('offers the quick actions a Hong Kong home shows, bill payment and e-cheque among them', () => {
    expect(QUICK_ENTRIES.map((e) => e.flowId)).toEqual(['forex.exchange', 'transfer.create', 'transfer.fps', 'qr.pay', 'qr.collect', 'bill.home', 'echeque.rule']);
  });
});

describe('home', () => {
  it('totals the available balances per currency', () => {
    expect(
      totalsByCurrency([
        { currency: 'HKD', available: 100_00 },
        { currency: 'USD', available: 5_00 },
        { currency: 'HKD', available: 2_000_000_00 },
      ]),
    ).toEqual([
      { currency: 'HKD', total: 2_000_100_00 },
      { currency: 'USD', total: 5_00 },
    ]);
  });

  it('remembers hiding balances as a flag only', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(readBalancesHidden(storage)).toBe(false);
    writeBalancesHidden(storage, true);
    expect(readBalancesHidden(storage)).toBe(true);
    expect([...map]).toEqual([[HIDE_BALANCES_KEY, '1']]);
    writeBalancesHidden(storage, false);
    expect(readBalancesHidden(storage)).toBe(false);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(readBalancesHidden(refusing)).toBe(false);
    expect(() => writeBalancesHidden(refusing, true)).not.toThrow();
  });
});
