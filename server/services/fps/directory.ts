// FPS proxy lookup: who receives money sent to a mobile number, e-mail, FPS ID or HKID.
// The bank's own customers' registrations (fps_registrations, kept by the FPS registration
// service) answer first; then the directory of proxies registered at other banks. The one way
// in for every journey that pays a proxy (an FPS transfer, its name look-up, a scanned QR
// code), so a payee one of them can pay, the others can too (tests/unit/server/fps-directory).
import type { Kysely, Transaction } from 'kysely';
import { normaliseProxy, type ProxyType } from '../../../domain/transfers/fps-proxy.js';
import type { Database } from '../../db/schema.js';
import { findRegisteredProxy } from '../fps-registration/lookup.js';

export type ProxyLookup =
  | { status: 'found'; proxyType: string; proxyValue: string; bankCode: string; accountNo: string; nameEn: string; nameZh: string | null; highRisk: boolean; warningAvailable: boolean; receivingBankReply: 'accept' | 'reject' }
  | { status: 'invalid' } // not a well-formed proxy of its type
  | { status: 'unknown' } // nobody registered it
  | { status: 'deregistered' }
  | { status: 'timeout' };

/** `currency` prefers the registration in that currency where a proxy has several (a QR code's). */
export async function lookupProxy(db: Kysely<Database> | Transaction<Database>, proxyType: string, input: string, currency?: string): Promise<ProxyLookup> {
  const parsed = normaliseProxy(proxyType, input);
  if (!parsed.ok) return { status: 'invalid' };
  const registered = await findRegisteredProxy(db, proxyType as ProxyType, parsed.value, currency);
  if (registered) {
    return {
      status: 'found',
      proxyType,
      proxyValue: parsed.value,
      bankCode: registered.bankCode,
      accountNo: registered.accountNo,
      nameEn: registered.holderName,
      nameZh: null,
      highRisk: false,
      warningAvailable: true,
      receivingBankReply: 'accept',
    };
  }
  const row = await db
    .selectFrom('fps_proxies')
    .selectAll()
    .where('proxy_type', '=', proxyType)
    .where('proxy_value', '=', parsed.value)
    .executeTakeFirst();
  if (!row) return { status: 'unknown' };
  if (row.behaviour === 'timeout') return { status: 'timeout' };
  if (row.behaviour === 'deregistered') return { status: 'deregistered' };
  return {
    status: 'found',
    proxyType,
    proxyValue: parsed.value,
    bankCode: row.bank_code,
    accountNo: row.account_no,
    nameEn: row.name_en,
    nameZh: row.name_zh,
    highRisk: row.high_risk === 1,
    warningAvailable: row.behaviour !== 'warning-unavailable',
    receivingBankReply: row.behaviour === 'reject' ? 'reject' : 'accept',
  };
}
