// Bill-payment merchants and their categories, from server/seed/merchants.json. Reference
// data the bill journeys share (pay a bill, e-bill enrolment, direct debits, regular
// payments): read once at start, never written by customers.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalText } from './banks.js';
import { ERR } from '../../../generated/error-codes.js';

export type Lang = keyof LocalText;

/**
 * Spec section 8, other messages: "merchant info not found", the answer to a merchant id the
 * directory does not hold (a saved bill whose merchant has left, a stale link, a forged
 * request). 'Please select the merchant name' stays for a merchant not chosen at all.
 */
export const MERCHANT_NOT_FOUND = ERR.MERCHANT_INFORMATION_NOT_FOUND;

/** Payment limit classes of spec section 9, in HKD minor units. */
export type LimitClass = 'general' | 'tax' | 'designated';
export const LIMIT_MINOR: Readonly<Record<LimitClass, number>> = {
  general: 50_000_00,
  tax: 500_000_00,
  designated: 1_000_000_00,
};

export interface MerchantCategory {
  code: string;
  /** Category 20 (printing) has an English name only: it is listed in English only. */
  name: Partial<LocalText> & { en: string };
  englishOnly: boolean;
}

export interface BillType {
  code: string;
  name: LocalText;
  /** Regular expression a bill number of this type must match. */
  billNoPattern: string;
  /** The description shown under the bill-number input. */
  billNoHint: LocalText;
}

export interface Merchant {
  id: string;
  category: string;
  name: LocalText;
  keywords: string[];
  limitClass: LimitClass;
  billTypes: BillType[];
  /** Accepts e-bill enrolment. */
  ebill: boolean;
  /** Accepts direct debit authorisations. */
  directDebit: boolean;
}

export interface MerchantDirectory {
  categories(lang: Lang): MerchantCategory[];
  find(id: string): Merchant | undefined;
  billType(merchantId: string, code: string): BillType | undefined;
  /** Merchants whose name (any language) or keyword contains the text, optionally in one category. */
  search(text: string, category?: string): Merchant[];
  /** The most a single payment to this merchant may be, in HKD minor units. */
  limitMinor(merchant: Merchant): number;
  billNumberValid(merchantId: string, billTypeCode: string, billNo: string): boolean;
}

const MERCHANTS_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'seed', 'merchants.json');

export function loadMerchantDirectory(file: string = MERCHANTS_FILE): MerchantDirectory {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { categories: MerchantCategory[]; merchants: Merchant[] };
  const byId = new Map(raw.merchants.map((m) => [m.id, m]));
  const patterns = new Map<string, RegExp>();
  const pattern = (type: BillType) => {
    let re = patterns.get(type.billNoPattern);
    if (!re) patterns.set(type.billNoPattern, (re = new RegExp(type.billNoPattern, 'u')));
    return re;
  };
  const directory: MerchantDirectory = {
    categories: (lang) => raw.categories.filter((c) => !c.englishOnly || lang === 'en'),
    find: (id) => byId.get(id),
    billType: (merchantId, code) => byId.get(merchantId)?.billTypes.find((t) => t.code === code),
    search(text, category) {
      const needle = text.trim().toLowerCase();
      return raw.merchants.filter(
        (m) =>
          (!category || m.category === category) &&
          (!needle ||
            Object.values(m.name).some((n) => n.toLowerCase().includes(needle)) ||
            m.keywords.some((k) => k.toLowerCase().includes(needle))),
      );
    },
    limitMinor: (merchant) => LIMIT_MINOR[merchant.limitClass],
    billNumberValid(merchantId, billTypeCode, billNo) {
      const type = directory.billType(merchantId, billTypeCode);
      return !!type && pattern(type).test(billNo);
    },
  };
  return directory;
}
