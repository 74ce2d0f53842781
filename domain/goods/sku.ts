// The goods-style option selector's rules (spec sections 3, 4 and 9), pure: which option value
// can still be chosen, the combination the choices make, its price (in cents, with add-ons) and
// the quantity allowed against stock and quota. Default start sale number 1, quota 0 (none).

type Text = Record<string, string>;

/** Spec section 9: a stock under 50 is highlighted. */
export const LOW_STOCK_BELOW = 50;

export function isLowStock(stock: number): boolean {
  return stock < LOW_STOCK_BELOW;
}

export interface SkuGoods {
  quota: number;
  quotaUsed: number;
  startSaleNum: number;
  noneSku: boolean;
  tree: { k: Text; k_s: string; v: { id: string; name: Text }[] }[];
  list: { id: string; price: number; stock_num: number; [k_s: string]: string | number | undefined }[];
  properties: { k_id: string; k: Text; is_multiple: boolean; v: { id: string; name: Text; price: number }[] }[];
}

export type Selection = Record<string, string | undefined>;

export type QuantityProblem = 'selectOption' | 'soldOut' | 'minimum' | 'quota' | 'quotaUsed' | 'stock';

/** The combination the selection makes, once every option row has a value. */
export function comboFor(goods: SkuGoods, selection: Selection) {
  if (goods.noneSku) return goods.list[0];
  if (goods.tree.some((row) => !selection[row.k_s])) return undefined;
  return goods.list.find((c) => goods.tree.every((row) => c[row.k_s] === selection[row.k_s]));
}

/** A value can be chosen when some combination with it (and the other rows' choices) has stock. */
export function valueAvailable(goods: SkuGoods, selection: Selection, kS: string, valueId: string): boolean {
  const wanted = { ...selection, [kS]: valueId };
  return goods.list.some((c) => c.stock_num > 0 && goods.tree.every((row) => !wanted[row.k_s] || c[row.k_s] === wanted[row.k_s]));
}

/** Tapping a value: a chosen one is deselected, another replaces it (spec section 4). */
export function toggleValue(selection: Selection, kS: string, valueId: string): Selection {
  return { ...selection, [kS]: selection[kS] === valueId ? undefined : valueId };
}

/** Tapping an add-on: multiple choice toggles it; single choice replaces its row's value, or deselects it. */
export function toggleProperty(goods: SkuGoods, chosen: readonly string[], kId: string, valueId: string): string[] {
  const row = goods.properties.find((p) => p.k_id === kId);
  if (!row) return [...chosen];
  if (chosen.includes(valueId)) return chosen.filter((id) => id !== valueId);
  const others = row.is_multiple ? chosen : chosen.filter((id) => !row.v.some((v) => v.id === id));
  return [...others, valueId];
}

/** Price of one item in cents: the combination's (or the goods' lowest) plus the add-ons. */
export function unitPrice(goods: SkuGoods, combo: SkuGoods['list'][number] | undefined, propertyIds: readonly string[]): number {
  const base = combo ? combo.price : Math.min(...goods.list.map((c) => c.price));
  const extras = goods.properties.flatMap((p) => p.v).filter((v) => propertyIds.includes(v.id));
  return base + extras.reduce((n, v) => n + v.price, 0);
}

/** The most that may be redeemed now: the stock, and what the quota leaves. */
export function maxQuantity(goods: SkuGoods, combo: SkuGoods['list'][number] | undefined): number {
  const stock = combo ? combo.stock_num : 0;
  return goods.quota > 0 ? Math.min(stock, goods.quota - goods.quotaUsed) : stock;
}

/** Why a quantity may not be redeemed, or undefined when it may. */
export function quantityProblem(goods: SkuGoods, combo: SkuGoods['list'][number] | undefined, quantity: number): QuantityProblem | undefined {
  if (!combo) return 'selectOption';
  if (combo.stock_num <= 0) return 'soldOut';
  if (quantity < goods.startSaleNum) return 'minimum';
  if (goods.quota > 0 && goods.quotaUsed >= goods.quota) return 'quotaUsed';
  if (goods.quota > 0 && goods.quotaUsed + quantity > goods.quota) return 'quota';
  if (quantity > combo.stock_num) return 'stock';
  return undefined;
}
