// Reads a scanned payload again on the server (the browser's reading is never trusted) and
// finds who it pays: a proxy through the FPS directory, or an account at the named bank.
import type { Kysely, Transaction } from 'kysely';
import { parseFpsQr, EmvQrError, type FpsQr } from '../../../../domain/emv-qr/index.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { Database } from '../../../db/schema.js';
import { BankError } from '../../../api/errors.js';
import { FPS_ERRORS, QR_PROBLEM_ERRORS } from '../../customer/fps-registration/errors.js';
import { lookupProxy } from '../fps/directory.js';
import type { ProxyType } from '../../customer/fps-registration/proxy.js';

export interface ResolvedQr {
  qr: FpsQr;
  payee: { name: string; bankCode: string; accountNo: string };
}

const DIRECTORY_TYPES: Record<string, ProxyType> = { fpsId: 'SVID', mobile: 'MOBN', email: 'EMAL' };

export function readQr(payload: string): FpsQr {
  try {
    return parseFpsQr(payload);
  } catch (e) {
    if (e instanceof EmvQrError) throw new BankError(QR_PROBLEM_ERRORS[e.problem] ?? QR_PROBLEM_ERRORS.malformed!);
    throw e;
  }
}

export async function resolveQr(db: Kysely<Database> | Transaction<Database>, payload: string): Promise<ResolvedQr> {
  const qr = readQr(payload);
  if (qr.proxy.type === 'account') {
    const bankCode = qr.bankCode!;
    if (bankCode !== OWN_BANK_CODE) return { qr, payee: { name: qr.name, bankCode, accountNo: qr.proxy.value } };
    const holder = await db
      .selectFrom('accounts')
      .innerJoin('customers', 'customers.id', 'accounts.customer_id')
      .select('customers.name_en as name')
      .where('accounts.account_no', '=', qr.proxy.value)
      .where('accounts.kind', '=', 'customer')
      .executeTakeFirst();
    if (!holder) throw new BankError(FPS_ERRORS.qrPayeeNotFound);
    return { qr, payee: { name: holder.name, bankCode, accountNo: qr.proxy.value } };
  }
  // "+852-91234567" in the code; the directory holds E.164.
  const value = qr.proxy.type === 'mobile' ? qr.proxy.value.replace('-', '') : qr.proxy.value;
  // The same directory an FPS transfer pays through: this bank's registrations, then other banks'.
  const found = await lookupProxy(db, DIRECTORY_TYPES[qr.proxy.type]!, value, qr.currency);
  if (found.status !== 'found') throw new BankError(FPS_ERRORS.qrPayeeNotFound);
  return { qr, payee: { name: found.nameEn, bankCode: found.bankCode, accountNo: found.accountNo } };
}

/** What the payer sees before paying: never the payee's full account number. */
export function qrSummary(resolved: ResolvedQr) {
  const { qr, payee } = resolved;
  return {
    merchantName: qr.name,
    payeeName: payee.name,
    bankCode: payee.bankCode,
    proxyType: qr.proxy.type,
    proxyValue: qr.proxy.type === 'account' ? `****${qr.proxy.value.slice(-4)}` : qr.proxy.value,
    currency: qr.currency,
    ...(qr.amount !== undefined ? { amount: qr.amount } : {}),
    dynamic: qr.dynamic,
    ...(qr.billNumber ? { billNumber: qr.billNumber } : {}),
    ...(qr.reference ? { reference: qr.reference } : {}),
  };
}
