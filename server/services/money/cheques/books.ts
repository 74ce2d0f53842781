// ITSI800001: the customer's physical cheque books with the status of every cheque, the
// accounts that may pay the stop fee (HKD savings and current) and the stop rules, so the
// screen checks what the bank checks.
import type { Kysely, Transaction } from 'kysely';
import { chequeNo, MAX_STOP_COUNT, STOP_FEE_PER_CHEQUE, type ChequeStatus } from '../../../../domain/cheques/stop.js';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { formatAccountNo } from '../../../../domain/format/index.js';
import { bankTexts } from '../../../i18n/bank-texts.js';
import { accountView } from '../ledger.js';
import { activeAccountsOf } from '../transactions/own-account.js';

/** The fee is charged in HKD from a savings or current account. */
export const FEE_CURRENCY = 'HKD';
export const FEE_ACCOUNT_TYPES: readonly string[] = ['01', '02'];
/** A book's label, in locales/bank-cheques/. */
const TEXTS = bankTexts<typeof import('../../../../locales/bank-cheques/en.json')>('bank-cheques');

export async function chequeBook(db: Kysely<Database> | Transaction<Database>, customerId: string, bookId: string) {
  return db
    .selectFrom('cheque_books')
    .innerJoin('accounts', 'accounts.id', 'cheque_books.account_id')
    .select(['cheque_books.id', 'cheque_books.first_no', 'cheque_books.last_no', 'accounts.id as account_id', 'accounts.account_no', 'accounts.account_type', 'accounts.currency'])
    .where('cheque_books.id', '=', bookId)
    .where('cheque_books.customer_id', '=', customerId)
    .where('accounts.status', '=', 'active')
    .executeTakeFirst();
}

export async function listChequeBooks(ctx: AppContext, customerId: string) {
  const db = ctx.store.db;
  const books = await db
    .selectFrom('cheque_books')
    .innerJoin('accounts', 'accounts.id', 'cheque_books.account_id')
    .select(['cheque_books.id', 'cheque_books.first_no', 'cheque_books.last_no', 'accounts.id as account_id', 'accounts.account_no', 'accounts.account_type', 'accounts.currency'])
    .where('cheque_books.customer_id', '=', customerId)
    .where('accounts.status', '=', 'active')
    .orderBy('cheque_books.first_no')
    .execute();
  const out = [];
  for (const b of books) {
    const cheques = await db.selectFrom('cheques').select(['cheque_no', 'status']).where('book_id', '=', b.id).orderBy('cheque_no').execute();
    const range = `${chequeNo(b.first_no)}-${chequeNo(b.last_no)}`;
    const account = formatAccountNo(b.account_no, b.account_type);
    out.push({
      value: b.id,
      label: TEXTS.local('book.label', { range, account }),
      bookId: b.id,
      accountId: b.account_id,
      accountNo: b.account_no,
      accountType: b.account_type,
      currency: b.currency,
      firstNo: chequeNo(b.first_no),
      lastNo: chequeNo(b.last_no),
      unused: cheques.filter((c) => c.status === 'normal').length,
      cheques: cheques.map((c) => ({ chequeNo: chequeNo(c.cheque_no), status: c.status as ChequeStatus })),
    });
  }
  const accounts = (await activeAccountsOf(db, customerId, 'type-then-display')).filter(
    (a) => a.currency === FEE_CURRENCY && FEE_ACCOUNT_TYPES.includes(a.account_type),
  );
  return { books: out, feeAccounts: accounts.map(accountView), feePerCheque: STOP_FEE_PER_CHEQUE, feeCurrency: FEE_CURRENCY, maxCount: MAX_STOP_COUNT };
}
