// The sandbox's stand-in for the central FPS addressing service, as far as other banks go:
// proxies registered at other banks (real 3-digit clearing codes), each with a behaviour that
// drives one outcome of a journey. They live in fps_registrations beside this bank's own
// customers' registrations: one directory for FPS transfers, QR pay, collection codes and
// registration (tests/unit/server/services/money/fps/directory.test.ts). Values are stored normalised
// (domain/transfers/fps-proxy.ts).
import type { Insertable, Transaction } from 'kysely';
import type { Database, FpsRegistrationsTable } from '../db/schema.js';

interface OtherBankEntry {
  proxyType: 'MOBN' | 'EMAL' | 'HKID' | 'SVID';
  proxyValue: string;
  bankCode: string;
  accountNo: string;
  nameEn: string;
  nameZh?: string;
  currency?: 'HKD' | 'CNY';
  /** Flagged by the anti-scam database: the customer is warned and must choose to proceed. */
  highRisk?: boolean;
  /** How the other side answers (FpsRegistrationsTable.behaviour); 'deregistered' is an entry withdrawn. */
  behaviour?: 'ok' | 'timeout' | 'warning-unavailable' | 'reject' | 'deregistered';
}

export const FPS_DIRECTORY: readonly OtherBankEntry[] = [
  { proxyType: 'MOBN', proxyValue: '+85298765432', bankCode: '004', accountNo: '004512345678', nameEn: 'HO KA MING', nameZh: '何家明' },
  { proxyType: 'MOBN', proxyValue: '+85366881234', bankCode: '012', accountNo: '01287654321012', nameEn: 'LEONG MAN IN', nameZh: '梁文賢' },
  { proxyType: 'MOBN', proxyValue: '+8613800138000', bankCode: '009', accountNo: '009888123456', nameEn: 'ZHANG WEI', nameZh: '張偉' },
  { proxyType: 'MOBN', proxyValue: '+85298760000', bankCode: '024', accountNo: '383124567882', nameEn: 'LAU MEI LING' },
  { proxyType: 'EMAL', proxyValue: 'mandy.cheung@example.com', bankCode: '024', accountNo: '024123456789', nameEn: 'CHEUNG MAN YEE', nameZh: '張敏儀' },
  { proxyType: 'EMAL', proxyValue: 'pay@example.com', bankCode: '012', accountNo: '01287500123456', nameEn: 'EXAMPLE SHOP LIMITED', currency: 'CNY' },
  { proxyType: 'SVID', proxyValue: '1234567', bankCode: '004', accountNo: '817263540838', nameEn: 'CHEUNG KA FAI', nameZh: '張家輝' },
  { proxyType: 'HKID', proxyValue: 'W5201287', bankCode: '015', accountNo: '015223344556', nameEn: 'YEUNG WING SZE', nameZh: '楊詠詩' },
  // WONG SIU MING's HKID is already registered at HSBC: his own HKID registration here fails.
  { proxyType: 'HKID', proxyValue: 'K6543219', bankCode: '004', accountNo: '004123987654', nameEn: 'WONG SIU MING' },
  { proxyType: 'MOBN', proxyValue: '+85261234567', bankCode: '003', accountNo: '00398765432101', nameEn: 'LAU CHI KEUNG', nameZh: '劉志強', highRisk: true },
  { proxyType: 'EMAL', proxyValue: 'quick.profit@example.net', bankCode: '391', accountNo: '39155667788', nameEn: 'TANG HO YIN', nameZh: '鄧浩然', highRisk: true },
  // The scam check cannot answer for this one: 'warning service unavailable'.
  { proxyType: 'SVID', proxyValue: '87654321', bankCode: '040', accountNo: '04011223344', nameEn: 'MAK SUK FAN', nameZh: '麥淑芬', behaviour: 'warning-unavailable' },
  // The payee bank never answers the name lookup (deterministic time-out, no real wait).
  { proxyType: 'MOBN', proxyValue: '+85255550000', bankCode: '020', accountNo: '02033445566', nameEn: 'SIU KIN WAH', nameZh: '蕭健華', behaviour: 'timeout' },
  // Registration withdrawn: 'not registered for the FPS service'.
  { proxyType: 'EMAL', proxyValue: 'old.address@example.org', bankCode: '043', accountNo: '04300998877', nameEn: 'POON YUK LING', nameZh: '潘玉玲', behaviour: 'deregistered' },
  // Accepted now, rejected by the receiving bank at settlement (account closed): funds return.
  { proxyType: 'MOBN', proxyValue: '+85290001111', bankCode: '041', accountNo: '04155443322', nameEn: 'CHOI PAK HEI', nameZh: '蔡柏希', behaviour: 'reject' },
];

function directoryRow(e: OtherBankEntry, createdAt: string): Insertable<FpsRegistrationsTable> {
  const withdrawn = e.behaviour === 'deregistered';
  return {
    // Readable and stable: one entry per proxy and bank.
    id: `FD-${e.proxyType}-${e.proxyValue}`,
    customer_id: null,
    proxy_type: e.proxyType,
    proxy_value: e.proxyValue,
    bank_code: e.bankCode,
    account_id: null,
    account_no: e.accountNo,
    currency: e.currency ?? 'HKD',
    holder_name: e.nameEn,
    holder_name_zh: e.nameZh ?? null,
    high_risk: e.highRisk ? 1 : 0,
    behaviour: withdrawn ? 'ok' : (e.behaviour ?? 'ok'),
    is_default: 1,
    state: withdrawn ? '3' : '1',
    fail_reason: null,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Puts the other banks' registrations into the directory of a new sandbox. */
export async function seedFpsDirectory(trx: Transaction<Database>, createdAt: string): Promise<void> {
  await trx.insertInto('fps_registrations').values(FPS_DIRECTORY.map((e) => directoryRow(e, createdAt))).execute();
}
