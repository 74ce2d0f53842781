// The FPS addressing directory as the sandbox sees it: which bank and account a proxy is
// registered to. Registrations of this bank's customers and identifiers seeded as registered
// at other banks both live in fps_registrations.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { normaliseProxy, type ProxyType } from './proxy.js';

export interface RegisteredProxy {
  registrationId: string;
  bankCode: string;
  accountNo: string;
  accountId: string | null;
  currency: string;
  holderName: string;
  customerId: string | null;
  isDefault: boolean;
}

/**
 * The registered (state 1) entry of a proxy: the one in `currency` when given and present,
 * else the default receiving bank, else the newest. `value` may be in any accepted spelling.
 */
export async function findRegisteredProxy(
  db: Kysely<Database> | Transaction<Database>,
  type: ProxyType,
  value: string,
  currency?: string,
): Promise<RegisteredProxy | undefined> {
  const normalised = normaliseProxy(type, value);
  if (!normalised) return undefined;
  const rows = await db
    .selectFrom('fps_registrations')
    .selectAll()
    .where('proxy_type', '=', type)
    .where('proxy_value', '=', normalised)
    .where('state', '=', '1')
    .orderBy('is_default', 'desc')
    .orderBy('updated_at', 'desc')
    .execute();
  const row = rows.find((r) => r.currency === currency) ?? rows[0];
  if (!row) return undefined;
  return {
    registrationId: row.id,
    bankCode: row.bank_code,
    accountNo: row.account_no,
    accountId: row.account_id,
    currency: row.currency,
    holderName: row.holder_name,
    customerId: row.customer_id,
    isDefault: row.is_default === 1,
  };
}
