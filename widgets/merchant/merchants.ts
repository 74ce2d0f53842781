// Pure helpers of the merchant picker: reading the loaded directory, searching it, and the
// value the field stores. Searching runs on every keystroke over a few hundred merchants at
// most, so it lower-cases each name once per directory, not per keystroke.
import type { LocalText, WidgetLocale } from '../context';

export interface MerchantBillType {
  code: string;
  name: LocalText;
  billNoPattern: string;
  billNoHint: LocalText;
}

export interface MerchantItem {
  merchantId: string;
  category: string;
  name: LocalText;
  keywords: string[];
  limit: number;
  billTypes: MerchantBillType[];
}

export interface MerchantCategory {
  code: string;
  name: LocalText;
}

/** What the field stores: the merchant and the chosen bill type with its bill-number rule. */
export interface MerchantValue {
  merchantId?: string;
  name?: LocalText;
  category?: string;
  limit?: number;
  billType?: string;
  billTypeName?: LocalText;
  billNoPattern?: string;
  billNoHint?: LocalText;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

export function toMerchants(value: unknown): MerchantItem[] {
  return Array.isArray(value) ? (value.filter((m) => isObject(m) && typeof m.merchantId === 'string') as MerchantItem[]) : [];
}

export function toCategories(value: unknown): MerchantCategory[] {
  return Array.isArray(value) ? (value.filter((c) => isObject(c) && typeof c.code === 'string') as MerchantCategory[]) : [];
}

const haystacks = new WeakMap<MerchantItem, string>();
function haystack(m: MerchantItem): string {
  let text = haystacks.get(m);
  if (text === undefined) {
    text = [...Object.values(m.name ?? {}), ...(m.keywords ?? [])].join('\n').toLowerCase();
    haystacks.set(m, text);
  }
  return text;
}

/** Merchants whose name (any language) or keyword contains the text, in the category if one is chosen. */
export function searchMerchants(all: MerchantItem[], text: string, category: string): MerchantItem[] {
  const needle = text.trim().toLowerCase();
  return all.filter((m) => (!category || m.category === category) && (!needle || haystack(m).includes(needle)));
}

export function merchantValue(merchant: MerchantItem, billType?: MerchantBillType): MerchantValue {
  // A merchant with one bill type needs no second choice.
  const type = billType ?? (merchant.billTypes.length === 1 ? merchant.billTypes[0] : undefined);
  return {
    merchantId: merchant.merchantId,
    name: merchant.name,
    category: merchant.category,
    limit: merchant.limit,
    ...(type ? { billType: type.code, billTypeName: type.name, billNoPattern: type.billNoPattern, billNoHint: type.billNoHint } : {}),
  };
}

export function localName(text: LocalText | undefined, locale: WidgetLocale): string {
  return text?.[locale] ?? text?.en ?? '';
}
