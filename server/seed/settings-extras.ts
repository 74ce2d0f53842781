// Demo data of the settings pages, added on every start where missing (with the starting point
// of the notices of transfers): the demo customers'
// e-mail addresses (unless a customer changed or deleted theirs online) and, for each customer
// without any, three third-party apps with access (open API consents). The apps' access tokens
// are public on purpose, like the demo passwords: sandboxAccessToken() makes them, so testers
// can call the open API stand-in (ITSI170038, sandbox only) as the app would.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { tokenHash } from '../services/customer/settings/open-api.js';
import { TRANSFER_CURSOR } from '../services/customer/notices/transfer-notices.js';

const DAY_MS = 86_400_000;

export const DEMO_EMAILS: Readonly<Record<string, string>> = {
  'chan.taiman': 'chan.taiman@example.com',
  'wong.siuming': 'wong.siuming@example.com',
  'lee.kayan': 'lee.kayan@example.com',
  'ho.wingyan': 'ho.wingyan@example.com',
  'tam.meiling': 'tam.meiling@example.com',
};

export const DEMO_APPS = [
  { clientId: 'pocket-ledger', appName: 'Pocket Ledger', provider: 'Pocket Ledger Limited', scopes: 'accounts,balances,transactions', grantedDaysAgo: 120, validDays: 365 },
  { clientId: 'harbourpay-wallet', appName: 'HarbourPay Wallet', provider: 'HarbourPay Technology Limited', scopes: 'accounts,balances', grantedDaysAgo: 45, validDays: 180 },
  { clientId: 'lion-rock-insure', appName: 'Lion Rock Insurance', provider: 'Lion Rock Insurance Company Limited', scopes: 'accounts', grantedDaysAgo: 10, validDays: 90 },
] as const;

/** The sandbox access token an app holds for a customer (public, for testing). */
export function sandboxAccessToken(clientId: string, custNo: string): string {
  return `sbx_${clientId}_${custNo}`;
}

export async function seedSettingsExtras(db: Kysely<Database>, now: number): Promise<void> {
  // Transfers are told of from the bank's first start on (notices/transfer-notices.ts).
  await db.insertInto('notice_cursors').values({ name: TRANSFER_CURSOR, position: isoAt(now) }).onConflict((oc) => oc.column('name').doNothing()).execute();
  const customers = await db.selectFrom('customers').select(['id', 'login_id', 'cust_no', 'email', 'email_updated_at']).execute();
  for (const c of customers) {
    const email = DEMO_EMAILS[c.login_id];
    if (email && c.email === null && c.email_updated_at === null) {
      await db.updateTable('customers').set({ email }).where('id', '=', c.id).where('email', 'is', null).execute();
    }
    if (!DEMO_EMAILS[c.login_id]) continue;
    const any = await db.selectFrom('open_api_consents').select('id').where('customer_id', '=', c.id).executeTakeFirst();
    if (any) continue;
    for (const app of DEMO_APPS) {
      const granted = now - app.grantedDaysAgo * DAY_MS;
      await db
        .insertInto('open_api_consents')
        .values({
          id: newId('OC'),
          customer_id: c.id,
          client_id: app.clientId,
          app_name: app.appName,
          provider: app.provider,
          scopes: app.scopes,
          token_hash: tokenHash(sandboxAccessToken(app.clientId, c.cust_no)),
          status: 'active',
          granted_at: isoAt(granted),
          expires_at: isoAt(granted + app.validDays * DAY_MS),
          revoked_at: null,
          last_used_at: null,
        })
        .execute();
    }
  }
}
