// ITSI800003: the merchant directory browsed by merchant type (spec section 3): every type in
// the caller's language list with how many merchants it has, and the merchants of the chosen
// type with what a customer wants to know before paying one (bill types, the payment limit,
// whether it takes e-bills, direct debits and e-cheque payment). `eChequeOnly` keeps the
// merchants that accept e-cheques (the e-cheque payment's merchant list).
import { bankTexts } from '../../../i18n/bank-texts.js';
import type { Lang } from '../merchants.js';
import { merchants } from './directory.js';

type Text = { 'zh-TW': string; 'zh-CN': string; en: string };

/** What a list of bill types is joined with in each language (、 / , ), in locales/bank-merchants/. */
const SEPARATOR = bankTexts<typeof import('../../../../locales/bank-merchants/en.json')>('bank-merchants').local('billTypes.separator');

export function browseMerchants(lang: Lang, category?: string, eChequeMerchants: ReadonlySet<string> = new Set(), eChequeOnly = false) {
  const dir = merchants();
  const all = dir.search('').filter((m) => !eChequeOnly || eChequeMerchants.has(m.id));
  const types = dir.categories(lang).map((c) => ({
    code: c.code,
    name: { 'zh-TW': c.name['zh-TW'] ?? c.name.en, 'zh-CN': c.name['zh-CN'] ?? c.name.en, en: c.name.en },
  }));
  const nameOf = (code: string): Text => types.find((t) => t.code === code)?.name ?? { 'zh-TW': code, 'zh-CN': code, en: code };
  const chosen = category ? types.find((t) => t.code === category) : undefined;
  const join = (names: Text[], sep: Record<keyof Text, string>): Text => ({
    'zh-TW': names.map((n) => n['zh-TW']).join(sep['zh-TW']),
    'zh-CN': names.map((n) => n['zh-CN']).join(sep['zh-CN']),
    en: names.map((n) => n.en).join(sep.en),
  });
  return {
    categories: types.map((t) => ({ ...t, count: all.filter((m) => m.category === t.code).length })),
    ...(chosen ? { category: chosen } : {}),
    merchants: all
      .filter((m) => !category || m.category === category)
      .map((m) => ({
        merchantId: m.id,
        name: m.name,
        category: m.category,
        categoryName: nameOf(m.category),
        billTypes: join(m.billTypes.map((t) => t.name), SEPARATOR),
        limit: dir.limitMinor(m),
        currency: 'HKD' as const,
        ebill: m.ebill ? ('Y' as const) : ('N' as const),
        directDebit: m.directDebit ? ('Y' as const) : ('N' as const),
        eCheque: eChequeMerchants.has(m.id) ? ('Y' as const) : ('N' as const),
      })),
  };
}
