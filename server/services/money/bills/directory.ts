// The bill merchants as the bill services and the front end see them. The directory file is
// read once per process.
import { loadMerchantDirectory, type Lang, type Merchant, type MerchantDirectory } from '../merchants.js';

export { MERCHANT_NOT_FOUND } from '../merchants.js';

let directory: MerchantDirectory | undefined;

export function merchants(): MerchantDirectory {
  directory ??= loadMerchantDirectory();
  return directory;
}

export function merchantName(merchantId: string): Merchant['name'] {
  const found = merchants().find(merchantId);
  return found ? found.name : { 'zh-TW': merchantId, 'zh-CN': merchantId, en: merchantId };
}

export function billTypeName(merchantId: string, billType: string): Merchant['name'] {
  const found = merchants().billType(merchantId, billType);
  return found ? found.name : { 'zh-TW': billType, 'zh-CN': billType, en: billType };
}

/** ITSI600001: categories in the caller's language list (printing in English only) and every merchant. */
export function merchantDirectoryView(lang: Lang) {
  const dir = merchants();
  return {
    categories: dir.categories(lang).map((c) => ({ code: c.code, name: { 'zh-TW': c.name['zh-TW'] ?? c.name.en, 'zh-CN': c.name['zh-CN'] ?? c.name.en, en: c.name.en } })),
    merchants: dir.search('').map((m) => ({
      merchantId: m.id,
      category: m.category,
      name: m.name,
      keywords: m.keywords,
      limit: dir.limitMinor(m),
      billTypes: m.billTypes.map((t) => ({ code: t.code, name: t.name, billNoPattern: t.billNoPattern, billNoHint: t.billNoHint })),
    })),
  };
}
