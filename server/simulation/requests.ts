// The requests of the operations, as the app's journeys send them (the contracts in
// schemas/api/): same-bank and local-bank transfers (ITSI300001), FPS (ITSI300005), bill
// payments now or forward-dated (ITSI600003), standing instructions (transfer plans, ITSI300011), the daily limit (ITSI170011), log-on
// (ITSI100001 + ITSI100004 with the Mobile Token), a scanned FPS QR code of a merchant at
// another bank (ITSI310002; every other code carries its amount, the others the customer types).
import { OWN_BANK_CODE } from '../config.js';
import { hkDate } from '../clock.js';
import { buildFpsQr } from '../../domain/emv-qr/fps.js';
import type { SimCustomer } from './customers.js';
import type { Operation } from './operations.js';

const DAY = 86_400_000;
/** A local-bank payee the bank directory accepts (load/lib/mix.ts uses the same). */
const LOCAL_PAYEE = { name: 'CHEUNG KA FAI', bankCode: '004', accountNo: '817263540838' };
/** An FPS proxy registered at another bank in the seed. */
const FPS_PROXY = { type: 'MOBN', value: '98765432' };
/** A merchant's FPS ID at another bank (the QR code the customer scans). */
const QR_MERCHANT = { bankCode: '004', proxy: { type: 'fpsId' as const, value: '1234567' }, currency: 'HKD' as const, name: 'SIM MERCHANT' };
/** A seeded merchant and bill. */
const BILL = { merchantId: 'M2401', billType: '01', billNo: '1234567890' };

export type PaymentOp = Operation & { t: 'transfer' | 'bill' | 'plan' };

export interface PaymentRequest {
  code: 'ITSI300001' | 'ITSI300005' | 'ITSI310002' | 'ITSI600003' | 'ITSI300011';
  body(otp: string): Record<string, unknown>;
}

export function paymentRequest(op: PaymentOp, payer: SimCustomer, payee: SimCustomer | undefined, key: string, now: number): PaymentRequest {
  const from = op.from === 'savings' ? payer.savings.id : payer.current.id;
  const auth = (otp: string) => ({ method: 'mobile-token', deviceId: payer.deviceId, otp });
  const common = { fromAccountId: from, currency: 'HKD', amount: op.amount, idempotencyKey: key };
  if (op.t === 'bill') {
    const paymentDate = hkDate(now + op.forwardDays * DAY);
    return { code: 'ITSI600003', body: (otp) => ({ ...BILL, ...common, paymentDate, needReceipt: 'N', auth: auth(otp) }) };
  }
  if (op.t === 'plan') {
    const to = { name: payee!.nameEn, bankCode: OWN_BANK_CODE, accountNo: payee!.savings.no };
    const startDate = hkDate(now + op.startInDays * DAY);
    const endDate = op.frequency === 'monthly' ? { endDate: hkDate(now + (op.startInDays + 62) * DAY) } : {};
    return { code: 'ITSI300011', body: (otp) => ({ ...common, payee: to, frequency: op.frequency, startDate, ...endDate, auth: auth(otp) }) };
  }
  if (op.dest === 'qr') {
    // A dynamic code (its amount inside) for odd amounts, a static one (the amount typed) otherwise.
    const fixed = op.amount % 2 === 1;
    const payload = buildFpsQr({ ...QR_MERCHANT, ...(fixed ? { amount: op.amount } : {}) });
    return { code: 'ITSI310002', body: (otp) => ({ payload, fromAccountId: from, ...(fixed ? {} : { amount: op.amount }), idempotencyKey: key, auth: auth(otp) }) };
  }
  if (op.dest === 'fps') return { code: 'ITSI300005', body: (otp) => ({ kind: 'instant', ...common, proxy: FPS_PROXY, auth: auth(otp) }) };
  const to = op.dest === 'same-bank' && payee ? { name: payee.nameEn, bankCode: OWN_BANK_CODE, accountNo: payee.savings.no } : LOCAL_PAYEE;
  return { code: 'ITSI300001', body: (otp) => ({ ...common, payee: to, auth: auth(otp) }) };
}

/** The reference number in a payment's answer. */
export function referenceOf(data: Record<string, any>): string | undefined {
  return data.transfer?.referenceNo ?? data.payment?.referenceNo ?? data.plan?.planId ?? data.exchange?.referenceNo ?? data.deposit?.referenceNo;
}
