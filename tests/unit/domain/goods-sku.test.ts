// The goods option selector's rules: available values, the combination chosen, deselecting,
// single and multiple add-ons, price in cents with add-ons, quantity against stock and quota.
import { describe, expect, it } from 'vitest';
import { comboFor, maxQuantity, quantityProblem, toggleProperty, toggleValue, unitPrice, valueAvailable, type SkuGoods } from '../../../domain/goods/sku';

const t = (en: string) => ({ 'zh-TW': en, 'zh-CN': en, en });
const goods: SkuGoods = {
  quota: 2,
  quotaUsed: 0,
  startSaleNum: 1,
  noneSku: false,
  tree: [
    { k: t('Colour'), k_s: 's1', v: [{ id: 'navy', name: t('Navy') }, { id: 'red', name: t('Red') }] },
    { k: t('Size'), k_s: 's2', v: [{ id: 'std', name: t('Standard') }, { id: 'large', name: t('Large') }] },
  ],
  list: [
    { id: 'NS', s1: 'navy', s2: 'std', price: 120_000, stock_num: 40 },
    { id: 'NL', s1: 'navy', s2: 'large', price: 150_000, stock_num: 1 },
    { id: 'RS', s1: 'red', s2: 'std', price: 120_000, stock_num: 0 },
    { id: 'RL', s1: 'red', s2: 'large', price: 150_000, stock_num: 3 },
  ],
  properties: [
    { k_id: 'extras', k: t('Extras'), is_multiple: true, v: [{ id: 'wrap', name: t('Wrap'), price: 10_000 }, { id: 'card', name: t('Card'), price: 5_000 }] },
    { k_id: 'box', k: t('Box'), is_multiple: false, v: [{ id: 'small', name: t('Small'), price: 1_000 }, { id: 'big', name: t('Big'), price: 2_000 }] },
  ],
};

describe('goods option selector rules', () => {
  it('offers a value only when some combination with it has stock', () => {
    expect(valueAvailable(goods, {}, 's1', 'red')).toBe(true);
    expect(valueAvailable(goods, { s2: 'std' }, 's1', 'red')).toBe(false);
    expect(valueAvailable(goods, { s1: 'red' }, 's2', 'std')).toBe(false);
    expect(valueAvailable(goods, { s1: 'red' }, 's2', 'large')).toBe(true);
  });

  it('makes a combination once every row is chosen; tapping a chosen value deselects it', () => {
    expect(comboFor(goods, { s1: 'navy' })).toBeUndefined();
    expect(comboFor(goods, { s1: 'navy', s2: 'large' })?.id).toBe('NL');
    expect(toggleValue({ s1: 'navy' }, 's1', 'navy')).toEqual({ s1: undefined });
    expect(toggleValue({ s1: 'navy' }, 's1', 'red')).toEqual({ s1: 'red' });
    expect(comboFor({ ...goods, noneSku: true }, {})?.id).toBe('NS');
  });

  it('toggles multiple-choice add-ons and replaces a single-choice one', () => {
    expect(toggleProperty(goods, ['wrap'], 'extras', 'card')).toEqual(['wrap', 'card']);
    expect(toggleProperty(goods, ['wrap', 'card'], 'extras', 'wrap')).toEqual(['card']);
    expect(toggleProperty(goods, ['wrap', 'small'], 'box', 'big')).toEqual(['wrap', 'big']);
    expect(toggleProperty(goods, ['big'], 'box', 'big')).toEqual([]);
  });

  it('prices in cents with the add-ons', () => {
    expect(unitPrice(goods, goods.list[1], ['wrap', 'big'])).toBe(162_000);
    expect(unitPrice(goods, undefined, [])).toBe(120_000);
  });

  it('checks the quantity against the minimum, stock and quota', () => {
    const ns = goods.list[0];
    const nl = goods.list[1];
    expect(quantityProblem(goods, undefined, 1)).toBe('selectOption');
    expect(quantityProblem(goods, goods.list[2], 1)).toBe('soldOut');
    expect(quantityProblem(goods, ns, 0)).toBe('minimum');
    expect(quantityProblem(goods, ns, 2)).toBeUndefined();
    expect(quantityProblem(goods, ns, 3)).toBe('quota');
    expect(quantityProblem({ ...goods, quotaUsed: 2 }, ns, 1)).toBe('quotaUsed');
    expect(quantityProblem(goods, nl, 2)).toBe('stock');
    expect(quantityProblem({ ...goods, quota: 0 }, ns, 30)).toBeUndefined();
    expect(maxQuantity(goods, ns)).toBe(2);
    expect(maxQuantity({ ...goods, quota: 0 }, ns)).toBe(40);
    expect(maxQuantity(goods, nl)).toBe(1);
  });
});
