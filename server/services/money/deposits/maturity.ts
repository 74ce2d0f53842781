// Due work: time deposits whose maturity date has come (Hong Kong date of the bank's clock).
// Each matures in its own database transaction, by its maturity instruction (spec section 3):
//   4  principal and interest are credited to the settlement account;
//   1  the interest is credited to the settlement account and the principal is renewed;
//   3  principal and interest are renewed together.
// A renewal closes the deposit ('renewed') and opens a new one for the same period from the
// old maturity date at the rate of the day, linked both ways. Interest is paid out of the
// bank's interest expense account; every movement is one balanced entry. Safe to run twice or
// late: only 'active' rows are picked and each is re-read inside its transaction; a renewed
// deposit that is itself already due (the clock moved far) matures on the next pass.
import { isDepositCurrency } from '../../../../domain/deposits/index.js';
import { hkCompactDate, hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { forUpdate } from '../../../db/lock.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { randomAlnum } from '../../../ids.js';
import { postEntry, type PostingLine } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import { depositNumber, termsFor } from './place.js';
import { STILL_OPEN } from './records.js';

/** Matures what is due; repeats while renewals are themselves due. Returns how many matured. */
export async function matureDueDeposits(ctx: AppContext): Promise<number> {
  let total = 0;
  for (let pass = 0; pass < 100; pass += 1) {
    const now = ctx.clock.now();
    const due = await ctx.store.db
      .selectFrom('time_deposits')
      .select('id')
      .where('status', '=', 'active')
      .where('maturity_date', '<=', hkDate(now))
      .orderBy('maturity_date')
      .orderBy('id')
      .execute();
    if (due.length === 0) break;
    for (const { id } of due) if (await matureOne(ctx, id, now)) total += 1;
  }
  return total;
}

async function matureOne(ctx: AppContext, depositNo: string, now: number): Promise<boolean> {
  return ctx.store.db.transaction().execute(async (trx) => {
    // Claimed under a row lock: another runner waits, then finds it no longer active.
    const row = await forUpdate(trx.selectFrom('time_deposits').selectAll().where('id', '=', depositNo).where('status', '=', 'active'), ctx.store.dialect).executeTakeFirst();
    if (!row || row.maturity_date > hkDate(now) || !isDepositCurrency(row.currency)) return false;
    const at = isoAt(now);
    const principal = toSafeIntegerOrZero(row.principal);
    const interest = toSafeIntegerOrZero(row.interest_at_maturity);
    const referenceNo = `TM${hkCompactDate(now)}${randomAlnum(10)}`;
    const depositsAccount = await bankAccountId(trx, 'time-deposits', row.currency, at);
    const interestAccount = await bankAccountId(trx, 'interest-expense', row.currency, at);
    const settlement = await trx.selectFrom('accounts').select(['id', 'status']).where('id', '=', row.settlement_account_id).executeTakeFirst();
    // Money is paid out only to an active settlement account; otherwise everything is renewed
    // with the interest (the bank keeps the deposit rather than crediting a frozen account).
    const instruction = settlement?.status === 'active' ? row.instruction : '3';

    const lines: PostingLine[] = [];
    let renewPrincipal = 0;
    let paidOut = 0;
    if (instruction === '4') {
      paidOut = principal + interest;
      lines.push({ accountId: depositsAccount, amount: -principal }, { accountId: row.settlement_account_id, amount: paidOut });
      if (interest > 0) lines.push({ accountId: interestAccount, amount: -interest });
    } else if (instruction === '1') {
      renewPrincipal = principal;
      paidOut = interest;
      if (interest > 0) lines.push({ accountId: interestAccount, amount: -interest }, { accountId: row.settlement_account_id, amount: interest });
    } else {
      renewPrincipal = principal + interest;
      if (interest > 0) lines.push({ accountId: interestAccount, amount: -interest }, { accountId: depositsAccount, amount: interest });
    }
    const entryId = lines.length >= 2 ? await postEntry(trx, { kind: 'time-deposit', reference: referenceNo, createdAt: at, lines }) : null;

    let renewedTo: string | null = null;
    if (renewPrincipal > 0) {
      const terms = termsFor(row.currency, row.period, renewPrincipal, row.maturity_date);
      if (terms) {
        renewedTo = depositNumber(now);
        await trx
          .insertInto('time_deposits')
          .values({
            id: renewedTo,
            customer_id: row.customer_id,
            currency: row.currency,
            principal: renewPrincipal,
            period: row.period,
            rate_ppm: terms.ratePpm,
            value_date: terms.valueDate,
            maturity_date: terms.maturityDate,
            days: terms.days,
            interest_at_maturity: terms.interest,
            instruction: row.instruction,
            settlement_account_id: row.settlement_account_id,
            status: 'active',
            reference_no: `TR${hkCompactDate(now)}${randomAlnum(10)}`,
            entry_id: entryId,
            placed_at: at,
            idempotency_key: null,
            request_hash: null,
            response_json: null,
            renewed_from: row.id,
            ...STILL_OPEN,
          })
          .execute();
      }
    }
    await trx
      .updateTable('time_deposits')
      .set({
        status: renewedTo ? 'renewed' : 'matured',
        renewed_to: renewedTo,
        closed_at: at,
        closing_reference_no: referenceNo,
        closing_entry_id: entryId,
        interest_paid: interest,
        fee: 0,
        paid_out: paidOut,
      })
      .where('id', '=', row.id)
      .execute();
    return true;
  });
}
