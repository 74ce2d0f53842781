// FPS proxy lookup: who receives money sent to a mobile number, e-mail, FPS ID or HKID. One
// directory (fps_registrations) holds this bank's customers' registrations and those of other
// banks alike; this is the one way in for every journey that pays a proxy (an FPS transfer,
// its name look-up, a scanned QR code), so a payee one of them can pay, the others can too
// (tests/unit/server/services/money/fps/directory.test.ts).
import type { Kysely, Transaction } from 'kysely';
import { normaliseProxy } from '../../../../domain/transfers/fps-proxy.js';
import type { Database } from '../../../db/schema.js';

export type ProxyLookup =
  | { status: 'found'; proxyType: string; proxyValue: string; bankCode: string; accountNo: string; nameEn: string; nameZh: string | null; highRisk: boolean; warningAvailable: boolean; receivingBankReply: 'accept' | 'reject' }
  | { status: 'invalid' } // not a well-formed proxy of its type
  | { status: 'unknown' } // nobody registered it
  | { status: 'deregistered' } // registered once, withdrawn since
  | { status: 'timeout' };

/**
 * The registered (state 1) entry of a proxy: the one in `currency` when given and present,
 * else the default receiving bank, else the newest. `input` may be in any accepted spelling.
 */
export async function lookupProxy(db: Kysely<Database> | Transaction<Database>, proxyType: string, input: string, currency?: string): Promise<ProxyLookup> {
  const parsed = normaliseProxy(proxyType, input);
  if (!parsed.ok) return { status: 'invalid' };
  const rows = await db
    .selectFrom('fps_registrations')
    .selectAll()
    .where('proxy_type', '=', proxyType)
    .where('proxy_value', '=', parsed.value)
    .where('state', 'in', ['1', '3'])
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .execute();
  const registered = rows.filter((r) => r.state === '1');
  const row = registered.find((r) => r.currency === currency) ?? registered[0];
  if (!row) return rows.length ? { status: 'deregistered' } : { status: 'unknown' };
  if (row.behaviour === 'timeout') return { status: 'timeout' };
  return {
    status: 'found',
    proxyType,
    proxyValue: parsed.value,
    bankCode: row.bank_code,
    accountNo: row.account_no,
    nameEn: row.holder_name,
    nameZh: row.holder_name_zh,
    highRisk: row.high_risk === 1,
    warningAvailable: row.behaviour !== 'warning-unavailable',
    receivingBankReply: row.behaviour === 'reject' ? 'reject' : 'accept',
  };
}
