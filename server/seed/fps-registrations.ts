// FPS directory entries the sandbox starts with: identifiers registered at other banks (so a
// QR code or a registration can meet them) and one registration of a demo customer at this
// bank (so the collection QR works before anyone registers).
import type { Transaction } from 'kysely';
import { OWN_BANK_CODE } from '../config.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';

interface OtherBankEntry {
  proxyType: 'MOBN' | 'EMAL' | 'HKID' | 'SVID';
  proxyValue: string;
  bankCode: string;
  accountNo: string;
  currency: 'HKD' | 'CNY';
  holderName: string;
}

/** Normalised values, as the directory stores them. */
export const OTHER_BANK_ENTRIES: readonly OtherBankEntry[] = [
  // WONG SIU MING's HKID is already registered at HSBC: his own HKID registration here fails.
  { proxyType: 'HKID', proxyValue: 'K6543219', bankCode: '004', accountNo: '004123987654', currency: 'HKD', holderName: 'WONG SIU MING' },
  { proxyType: 'SVID', proxyValue: '1234567', bankCode: '004', accountNo: '817263540838', currency: 'HKD', holderName: 'CHEUNG KA FAI' },
  { proxyType: 'MOBN', proxyValue: '+85298760000', bankCode: '024', accountNo: '383124567882', currency: 'HKD', holderName: 'LAU MEI LING' },
  { proxyType: 'EMAL', proxyValue: 'pay@example.com', bankCode: '012', accountNo: '01287500123456', currency: 'CNY', holderName: 'EXAMPLE SHOP LIMITED' },
];

/** CHAN TAI MAN's FPS ID, registered to his HKD savings account as the default bank. */
export const CHAN_FPS_ID = '165432187';

export async function seedFpsRegistrations(trx: Transaction<Database>, createdAt: string): Promise<void> {
  for (const e of OTHER_BANK_ENTRIES) {
    await trx
      .insertInto('fps_registrations')
      .values({
        id: newId('FR'),
        customer_id: null,
        proxy_type: e.proxyType,
        proxy_value: e.proxyValue,
        bank_code: e.bankCode,
        account_id: null,
        account_no: e.accountNo,
        currency: e.currency,
        holder_name: e.holderName,
        is_default: 1,
        state: '1',
        fail_reason: null,
        created_at: createdAt,
        updated_at: createdAt,
      })
      .execute();
  }
  const chan = await trx
    .selectFrom('customers')
    .innerJoin('accounts', 'accounts.customer_id', 'customers.id')
    .select(['customers.id as customerId', 'customers.name_en as name', 'accounts.id as accountId', 'accounts.account_no as accountNo'])
    .where('customers.login_id', '=', 'chan.taiman')
    .where('accounts.account_type', '=', '01')
    .where('accounts.currency', '=', 'HKD')
    .executeTakeFirst();
  if (!chan) return;
  await trx
    .insertInto('fps_registrations')
    .values({
      id: newId('FR'),
      customer_id: chan.customerId,
      proxy_type: 'SVID',
      proxy_value: CHAN_FPS_ID,
      bank_code: OWN_BANK_CODE,
      account_id: chan.accountId,
      account_no: chan.accountNo,
      currency: 'HKD',
      holder_name: chan.name,
      is_default: 1,
      state: '1',
      fail_reason: null,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
}
