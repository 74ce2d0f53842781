// ITSI700001, ITSI700003-ITSI700005: the e-cheque screens' reads. A customer sees cheques they
// drew, cheques they deposited, and cheques drawn to their name (received); nobody else's.
import type { Kysely, Selectable } from 'kysely';
import type { ITSI700004Request } from '../../../../generated/types/api.js';
import { addDays } from '../../../../domain/calendar/index.js';
import { CHEQUE_CUT_OFF, ECHEQUE_CURRENCIES, MAX_POST_DATED_DAYS, payeeMatches, VALIDITY_MONTHS } from '../../../../domain/cheques/index.js';
import { BankError } from '../../../api/errors.js';
import { hkDate } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, EChequeDepositsTable, EChequesTable } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { availableBalance } from '../ledger.js';
import { PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { fileNameOf } from './draw.js';
import { toCheque } from './record.js';
import { DEPOSIT_ACCOUNT_TYPES, E, mayDraw, STOP_FEE, STOP_FEE_CURRENCY } from './rules.js';
import { activeAccountsOf } from '../transactions/own-account.js';

function accountView(a: Selectable<AccountsTable>, lang: Lang) {
  return {
    accountId: a.id,
    accountNo: a.account_no,
    accountType: a.account_type,
    currency: a.currency,
    available: availableBalance(a),
    product: lang === 'en' ? a.product_en : lang === 'zh-CN' ? a.product_zh_cn : a.product_zh_tw,
  };
}

export async function chequeAccounts(ctx: AppContext, customerId: string, lang: Lang) {
  const accounts = await activeAccountsOf(ctx.store.db, customerId);
  const today = hkDate(ctx.clock.now());
  return {
    drawAccounts: accounts.filter(mayDraw).map((a) => accountView(a, lang)),
    depositAccounts: accounts.filter((a) => DEPOSIT_ACCOUNT_TYPES.includes(a.account_type)).map((a) => accountView(a, lang)),
    feeAccounts: accounts.filter((a) => PAYING_ACCOUNT_TYPES.includes(a.account_type) && a.currency === STOP_FEE_CURRENCY).map((a) => accountView(a, lang)),
    rules: {
      currencies: [...ECHEQUE_CURRENCIES],
      maxPostDatedDays: MAX_POST_DATED_DAYS,
      validityMonths: VALIDITY_MONTHS,
      cutOff: CHEQUE_CUT_OFF,
      stopFee: STOP_FEE,
      stopFeeCurrency: STOP_FEE_CURRENCY,
      today,
      latestDate: addDays(today, MAX_POST_DATED_DAYS),
    },
  };
}

async function holderNames(db: Kysely<Database>, customerId: string): Promise<string[]> {
  const c = await db.selectFrom('customers').select(['name_en', 'name_zh']).where('id', '=', customerId).executeTakeFirstOrThrow();
  return [c.name_en, c.name_zh];
}

async function depositsOf(db: Kysely<Database>, chequeIds: string[]): Promise<Map<string, Selectable<EChequeDepositsTable>>> {
  if (!chequeIds.length) return new Map();
  const rows = await db.selectFrom('e_cheque_deposits').selectAll().where('cheque_id', 'in', chequeIds).execute();
  return new Map(rows.map((r) => [r.cheque_id, r]));
}

export async function listCheques(ctx: AppContext, customerId: string, filter: ITSI700004Request, lang: Lang) {
  const { role, status } = filter;
  const db = ctx.store.db;
  let rows: Selectable<EChequesTable>[];
  if (role === 'issued') {
    rows = await db.selectFrom('e_cheques').selectAll().where('drawer_customer_id', '=', customerId).orderBy('created_at', 'desc').limit(200).execute();
  } else if (role === 'deposited') {
    rows = await db
      .selectFrom('e_cheques')
      .innerJoin('e_cheque_deposits', 'e_cheque_deposits.cheque_id', 'e_cheques.id')
      .selectAll('e_cheques')
      .where('e_cheque_deposits.customer_id', '=', customerId)
      .orderBy('e_cheque_deposits.created_at', 'desc')
      .limit(200)
      .execute();
  } else {
    // Received: drawn by others to this customer's name (the sandbox's stand-in for the
    // clearing house telling a payee's bank that a cheque is on its way). A cheque its drawer
    // has not signed yet has not been given out.
    const names = await holderNames(db, customerId);
    const recent = await db.selectFrom('e_cheques').selectAll().where('drawer_customer_id', '!=', customerId).where('status', 'not in', ['apply', 'apply-failure']).orderBy('created_at', 'desc').limit(1000).execute();
    rows = recent.filter((r) => payeeMatches(r.payee_name, names)).slice(0, 200);
  }
  if (status) rows = rows.filter((r) => r.status === status);
  const pageSize = filter.pageSize ?? 50;
  const page = rows.slice(((filter.pageNo ?? 1) - 1) * pageSize, (filter.pageNo ?? 1) * pageSize);
  const deposits = await depositsOf(db, page.map((r) => r.id));
  return { total: rows.length, cheques: page.map((r) => toCheque(r, role, lang, deposits.get(r.id))) };
}

/** The cheque if this customer may see it, and as whom. */
async function visibleCheque(ctx: AppContext, customerId: string, chequeId: string) {
  const db = ctx.store.db;
  const row = await db.selectFrom('e_cheques').selectAll().where('id', '=', chequeId).executeTakeFirst();
  if (!row) return undefined;
  const deposit = (await depositsOf(db, [row.id])).get(row.id);
  if (row.drawer_customer_id === customerId) return { row, role: 'issued' as const, deposit };
  if (deposit?.customer_id === customerId) return { row, role: 'deposited' as const, deposit };
  if (row.status !== 'apply' && payeeMatches(row.payee_name, await holderNames(db, customerId))) return { row, role: 'received' as const, deposit: undefined };
  return undefined;
}

export async function chequeDetail(ctx: AppContext, customerId: string, chequeId: string, lang: Lang) {
  const found = await visibleCheque(ctx, customerId, chequeId);
  if (!found) throw new BankError(E.notFound);
  return { cheque: toCheque(found.row, found.role, lang, found.deposit) };
}

/** Only the drawer downloads the file: it is theirs to hand to the payee. */
export async function chequeFile(ctx: AppContext, customerId: string, chequeId: string) {
  const row = await ctx.store.db.selectFrom('e_cheques').selectAll().where('id', '=', chequeId).where('drawer_customer_id', '=', customerId).executeTakeFirst();
  if (!row) throw new BankError(E.notFound);
  if (row.status === 'apply') throw new BankError(E.awaitingSignature);
  return { fileName: fileNameOf(row), mimeType: 'application/pdf', contentBase64: row.pdf_base64 };
}
