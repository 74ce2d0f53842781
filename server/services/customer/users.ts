// The customer as the front end sees it (schemas/entities/user.json): identity document and
// mobile number masked, because the session store keeps them in the browser.
import type { Selectable } from 'kysely';
import type { CustomersTable } from '../../db/schema.js';
import type { Lang } from '../../i18n/translate.js';

export interface User {
  custId: string;
  custNo: string;
  customerName: string;
  idType: string;
  idNumber: string;
  secMobileNumber: string;
  needOptFlag: string;
}

/** "A123456(3)" -> "A12****(3)": first three characters and the check digit stay visible. */
export function maskIdNumber(id: string): string {
  const match = /^([^(]*)(\(.\))?$/.exec(id);
  const body = match?.[1] ?? id;
  const check = match?.[2] ?? '';
  const visible = body.slice(0, 3);
  return visible + '*'.repeat(Math.max(body.length - visible.length, 4)) + check;
}

/** "+852 91234567" -> "+852 ****4567": country code and the last four digits stay visible. */
export function maskMobile(mobile: string): string {
  const match = /^(\+\d{1,4})\s+(.*)$/.exec(mobile.trim());
  const country = match?.[1] ?? '';
  const digits = (match?.[2] ?? mobile).replace(/\D/g, '');
  const masked = '*'.repeat(Math.max(digits.length - 4, 4)) + digits.slice(-4);
  return country ? `${country} ${masked}` : masked;
}

export function customerName(row: Selectable<CustomersTable>, lang: Lang): string {
  return lang === 'en' ? row.name_en : row.name_zh;
}

export function toUser(row: Selectable<CustomersTable>, lang: Lang): User {
  return {
    custId: row.id,
    custNo: row.cust_no,
    customerName: customerName(row, lang),
    idType: row.id_type,
    idNumber: maskIdNumber(row.id_number),
    secMobileNumber: maskMobile(row.mobile),
    needOptFlag: row.need_opt_flag,
  };
}
