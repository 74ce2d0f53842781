// Demo data of the bill services: bills already enrolled for e-bills at other banks (one
// of them at the limit of 5), and for the demo customers an accepted e-bill, an effective
// direct debit authorisation and an effective regular payment. Runs inside the first-start
// seed transaction, after the customers and accounts exist.
import type { Transaction } from 'kysely';
import { hkDate, isoAt } from '../clock.js';
import { OWN_BANK_CODE } from '../config.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { newReference } from '../services/money/bill-services/common.js';
import { toDirectDebitRecord } from '../services/money/bill-services/direct-debit.js';
import { toRegularPaymentRecord } from '../services/money/bill-services/regular-payment.js';

/** A CLP Power bill enrolled at five other banks: a sixth enrolment is refused. */
export const FULL_EBILL = { merchantId: 'M2401', billType: '01', billNo: '0123456781' };
const OTHER_BANKS = ['004', '012', '024', '003', '009'];

export async function seedBillServices(trx: Transaction<Database>, now: number): Promise<void> {
  const at = isoAt(now);
  const enrolment = (over: { customer_id: string | null; bank_code: string; merchant_id: string; bill_no: string; status: string }) => ({
    id: newId('EB'),
    reference_no: newReference('EB', now),
    idempotency_key: null,
    request_hash: null,
    bill_type: '01',
    own_bill: 1,
    id_type: 'HKID',
    id_last4: '0000',
    birth_month: '198001',
    email: 'owner@example.com',
    owner_name: 'BILL OWNER',
    respond_at: null,
    created_at: at,
    updated_at: at,
    last_activity_at: at,
    response_json: null,
    ...over,
  });
  for (const bank of OTHER_BANKS) {
    await trx.insertInto('ebill_enrolments').values(enrolment({ customer_id: null, bank_code: bank, merchant_id: FULL_EBILL.merchantId, bill_no: FULL_EBILL.billNo, status: '2' })).execute();
  }
  for (const bank of OTHER_BANKS.slice(0, 2)) {
    await trx.insertInto('ebill_enrolments').values(enrolment({ customer_id: null, bank_code: bank, merchant_id: 'M2403', bill_no: '5550001112', status: '2' })).execute();
  }

  const chan = await trx.selectFrom('customers').select('id').where('login_id', '=', 'chan.taiman').executeTakeFirst();
  if (!chan) return;
  const accounts = await trx
    .selectFrom('accounts')
    .select(['id', 'account_no', 'account_type'])
    .where('customer_id', '=', chan.id)
    .where('currency', '=', 'HKD')
    .execute();
  const current = accounts.find((a) => a.account_type === '02') ?? accounts[0];
  if (!current) return;

  await trx
    .insertInto('ebill_enrolments')
    .values({ ...enrolment({ customer_id: chan.id, bank_code: OWN_BANK_CODE, merchant_id: 'M2402', bill_no: '8000123451', status: '2' }), owner_name: 'CHAN TAI MAN', id_last4: '4563' })
    .execute();

  const dd = {
    id: newId('DD'),
    customer_id: chan.id,
    reference_no: newReference('DD', now),
    idempotency_key: `seed-${newId('K')}`,
    request_hash: 'seed',
    merchant_id: 'M2403',
    creditor_type: 'proxy',
    creditor_id: '1234567',
    debtor_reference: 'TOWNGAS 3300112233',
    currency: 'HKD',
    from_account_id: current.id,
    from_account_no: current.account_no,
    no_upper_limit: 0,
    upper_limit: 2_000_00,
    periodicity: 'MNTH',
    max_count: 1,
    expiry_option: '0',
    expiry_date: null,
    status: 'SUCC',
    confirm_at: null,
    created_at: at,
    updated_at: at,
    response_json: '',
    change_key: null,
    change_hash: null,
    change_json: null,
  };
  await trx.insertInto('direct_debits').values({ ...dd, response_json: JSON.stringify({ authorisation: toDirectDebitRecord(dd) }) }).execute();

  const rp = {
    id: newId('RP'),
    customer_id: chan.id,
    reference_no: newReference('RP', now),
    idempotency_key: `seed-${newId('K')}`,
    request_hash: 'seed',
    merchant_id: 'M1102',
    bill_type: '01',
    bill_no: '4000567812',
    from_account_id: current.id,
    from_account_no: current.account_no,
    currency: 'HKD',
    amount: 380_00,
    payment_day: 15,
    start_month: hkDate(now).slice(0, 7),
    end_option: '2',
    end_month: null,
    receipt: 'N',
    receipt_name: null,
    receipt_email: null,
    status: '1',
    effective_from: hkDate(now),
    pending_json: null,
    pending_from: null,
    cancel_from: null,
    created_at: at,
    updated_at: at,
    response_json: '',
    change_key: null,
    change_hash: null,
    change_json: null,
  };
  await trx.insertInto('regular_payments').values({ ...rp, response_json: JSON.stringify({ payment: toRegularPaymentRecord(rp) }) }).execute();
}
