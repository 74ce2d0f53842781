// The electronic savings account opened online (the /open/online_open_needBind module): spec
// section 6 offers it to customers without a bound mainland card, beside binding one. An
// existing customer who proved who they are (a login verification ticket, spent by the route)
// and accepted the terms gets a zero-balance savings account in HKD or CNY, one per currency,
// opened at once in the ledger and listed with the other accounts.
import type { Selectable } from 'kysely';
import type { ITSI190011Request } from '../../../../generated/types/api.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable } from '../../../db/schema.js';
import { eAccountName } from '../../../i18n/product-names.js';
import { newId } from '../../../ids.js';
import { depositAccountNo } from '../../../seed/account-numbers.js';
import { recordAuthEvent } from '../../bank/audit.js';
import { refuse, runCustomerChange, type Prepared } from '../../money/transactions/customer-change.js';
import type { Outcome } from '../../money/transactions/outcome.js';
import { activeCards } from './cards.js';
import { ERR } from '../../../../generated/error-codes.js';

export const E_ACCOUNT_CURRENCIES = ['HKD', 'CNY'] as const;
export const E_ACCOUNT_ERRORS = { opened: ERR.ALREADY_ELECTRONIC_ACCOUNT_CURRENCY, keyReused: ERR.INSTRUCTION_ALREADY_USED_ANOTHER_ACCOUNT_START } as const;
/** The online branch, as accounts opened by online application. */
const ONLINE_BRANCH = '800';

function accountView(a: Selectable<AccountsTable>) {
  return {
    accountId: a.id,
    accountNo: a.account_no,
    accountType: a.account_type,
    currency: a.currency,
    product: { 'zh-TW': a.product_zh_tw, 'zh-CN': a.product_zh_cn, en: a.product_en },
    openedAt: a.created_at,
  };
}

/** ITSI190010: per currency, whether an e-account is open; and whether a mainland card is bound. */
export async function eAccountOffer(ctx: AppContext, customerId: string) {
  const db = ctx.store.db;
  const opened = await db
    .selectFrom('e_accounts')
    .innerJoin('accounts', 'accounts.id', 'e_accounts.account_id')
    .select(['e_accounts.currency', 'accounts.account_no'])
    .where('e_accounts.customer_id', '=', customerId)
    .execute();
  const cards = await activeCards(db, customerId);
  return {
    hasBindCard: cards.length ? 'Y' : 'N',
    currencies: E_ACCOUNT_CURRENCIES.map((currency) => {
      const found = opened.find((o) => o.currency === currency);
      return found ? { currency, opened: true, accountNo: found.account_no } : { currency, opened: false };
    }),
  };
}

async function newAccountNo(ctx: AppContext): Promise<string> {
  for (;;) {
    const serial = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    const no = depositAccountNo(ONLINE_BRANCH, '398', '1', serial);
    const taken = await ctx.store.db.selectFrom('accounts').select('id').where('account_no', '=', no).executeTakeFirst();
    if (!taken) return no;
  }
}

/** ITSI190011: opens the account; the same key answers the same opening. */
export async function openEAccount(ctx: AppContext, customerId: string, request: ITSI190011Request, ip?: string) {
  const accountNo = await newAccountNo(ctx);
  const now = isoAt(ctx.clock.now());
  type Account = ReturnType<typeof accountView>;
  // The login verification ticket was spent by the route (the contract's `verify`).
  const account = await runCustomerChange(ctx, {
    customerId,
    ip,
    prepare: async (trx): Promise<Prepared<undefined, Account>> => {
      const earlier = await trx.selectFrom('e_accounts').selectAll().where('customer_id', '=', customerId).where('currency', '=', request.currency).executeTakeFirst();
      if (earlier) {
        if (earlier.idempotency_key === request.idempotencyKey && earlier.response_json) return { answer: JSON.parse(earlier.response_json) as Account };
        return refuse(E_ACCOUNT_ERRORS.opened);
      }
      const sameKey = await trx.selectFrom('e_accounts').select('id').where('customer_id', '=', customerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst();
      return sameKey ? refuse(E_ACCOUNT_ERRORS.keyReused) : { ok: undefined };
    },
    secondFactor: 'none',
    act: async (trx): Promise<Outcome<Account>> => {
      const last = await trx.selectFrom('accounts').select((eb) => eb.fn.max<number | null>('sort_order').as('last')).where('customer_id', '=', customerId).executeTakeFirst();
      const name = eAccountName(request.currency);
      const row = {
        id: newId('AC'),
        customer_id: customerId,
        account_no: accountNo,
        account_type: '01',
        currency: request.currency,
        kind: 'customer' as const,
        product_zh_tw: name['zh-TW'],
        product_zh_cn: name['zh-CN'],
        product_en: name.en,
        status: 'active',
        balance: 0,
        safe_locked: 0,
        card_status: null,
        card_status_at: null,
        sort_order: Number(last?.last ?? 0) + 1,
        created_at: now,
      };
      await trx.insertInto('accounts').values(row).execute();
      const view = accountView(row);
      await trx
        .insertInto('e_accounts')
        .values({ id: newId('EA'), customer_id: customerId, account_id: row.id, currency: request.currency, opened_at: now, idempotency_key: request.idempotencyKey, response_json: JSON.stringify(view) })
        .execute();
      await recordAuthEvent(ctx, { event: 'e-account-opened', outcome: 'success', customerId, subject: row.id, ip, detail: { currency: request.currency } }, trx);
      return { ok: view };
    },
  });
  return { account };
}
