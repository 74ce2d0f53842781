// ITSI120006 (quote) and ITSI120007 (withdraw) of a running time deposit before maturity.
// Spec section 9: no interest; the fee is the higher of the two formula results, at least
// HKD 200 (domain/deposits/terms.ts). The withdrawal runs in the transaction skeleton and
// posts one balanced entry: the bank's time-deposit account is debited with the principal,
// the settlement account credited with principal less the fee, fee income with the fee.
// The customer confirms the fee shown; if the bank's fee differs by then (the Hong Kong day
// changed between quote and confirm) the withdrawal is refused and the customer sees the new one.
import type { Selectable, Transaction } from 'kysely';
import { earlyWithdrawalFee, formatRate, isDepositCurrency, type EarlyWithdrawalFee } from '../../../../domain/deposits/index.js';
import type { ITSI120006Request, ITSI120007Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import { hkCompactDate, hkDate, isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { AccountsTable, Database, TimeDepositsTable } from '../../../db/schema.js';
import { toSafeIntegerOrZero } from '../../../db/numbers.js';
import { randomAlnum } from '../../../ids.js';
import { postEntry } from '../ledger.js';
import { bankAccountId } from '../transactions/bank-accounts.js';
import type { EarlierLookup } from '../transactions/idempotency.js';
import type { Outcome } from '../transactions/outcome.js';
import { ownAccount, PAYING_ACCOUNT_TYPES } from '../transactions/own-account.js';
import { availableAfter } from '../transactions/posting.js';
import { runInstruction, type Step } from '../transactions/run.js';
import { depositView, ownDeposit } from './records.js';
import { ERR } from '../../../../generated/error-codes.js';

type Db = Transaction<Database> | AppContext['store']['db'];

interface Withdrawable {
  row: Selectable<TimeDepositsTable>;
  account: Selectable<AccountsTable>;
  fee: EarlyWithdrawalFee;
  today: string;
}

async function checkWithdrawal(db: Db, customerId: string, depositNo: string, now: number): Promise<Outcome<Withdrawable>> {
  const row = await ownDeposit(db, customerId, depositNo);
  if (!row || !isDepositCurrency(row.currency)) return { error: ERR.TIME_DEPOSIT_NOT_FOUND };
  const today = hkDate(now);
  // Running and not yet at maturity: on the maturity date the deposit matures instead.
  if (row.status !== 'active' || today >= row.maturity_date) return { error: ERR.TIME_DEPOSIT_MATURED_CLOSED_NOT_WITHDRAWN };
  const account = await ownAccount(db, customerId, row.settlement_account_id, { types: PAYING_ACCOUNT_TYPES, currencies: [row.currency] });
  if (!account) return { error: ERR.NO_APPLICABLE_ACCOUNT_CHOOSE_SAVINGS_CURRENT };
  const fee = earlyWithdrawalFee({
    principal: toSafeIntegerOrZero(row.principal),
    ratePpm: toSafeIntegerOrZero(row.rate_ppm),
    currency: row.currency,
    withdrawalDate: today,
    maturityDate: row.maturity_date,
  });
  return { ok: { row, account, fee, today } };
}

export async function withdrawalQuote(ctx: AppContext, customerId: string, request: ITSI120006Request) {
  const checked = await checkWithdrawal(ctx.store.db, customerId, request.depositNo, ctx.clock.now());
  if ('error' in checked) throw new BankError(checked.error, checked.params ?? {});
  const { row, account, fee, today } = checked.ok;
  return {
    quote: {
      depositNo: row.id,
      currency: row.currency,
      principal: toSafeIntegerOrZero(row.principal),
      ratePpm: toSafeIntegerOrZero(row.rate_ppm),
      rate: formatRate(toSafeIntegerOrZero(row.rate_ppm)),
      valueDate: row.value_date,
      maturityDate: row.maturity_date,
      withdrawalDate: today,
      remainingDays: fee.remainingDays,
      daysInYear: fee.daysInYear,
      primeRate: formatRate(fee.prime),
      interbankRate: formatRate(fee.interbank),
      primeFormula: fee.primeFormula,
      interbankFormula: fee.interbankFormula,
      minimumFee: fee.minimumFee,
      fee: fee.fee,
      interest: 0 as const,
      proceeds: fee.proceeds,
      creditAccountId: account.id,
      creditAccountNo: account.account_no,
    },
  };
}

function withdrawnWith(customerId: string, key: string): EarlierLookup {
  return (trx) =>
    trx
      .selectFrom('time_deposits')
      .select(['withdraw_hash as request_hash', 'withdraw_json as response_json'])
      .where('customer_id', '=', customerId)
      .where('withdraw_key', '=', key)
      .executeTakeFirst();
}

export interface WithdrawResponse {
  deposit: Awaited<ReturnType<typeof depositView>>;
  withdrawal: { referenceNo: string; fee: number; proceeds: number; interest: 0; creditAccountNo: string; withdrawnAt: string };
  availableAfter: number;
}

export function withdrawDeposit(ctx: AppContext, customerId: string, request: ITSI120007Request): Promise<WithdrawResponse> {
  return runInstruction<WithdrawResponse, Withdrawable>(ctx, {
    customerId,
    request,
    auth: request.auth,
    once: {
      key: request.idempotencyKey,
      reusedCode: ERR.INSTRUCTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS_E120000008,
      earlier: withdrawnWith(customerId, request.idempotencyKey),
      remember: async (trx, answer, step) => {
        await trx
          .updateTable('time_deposits')
          .set({ withdraw_key: step.key, withdraw_hash: step.hash, withdraw_json: JSON.stringify(answer) })
          .where('id', '=', answer.deposit.depositNo)
          .execute();
      },
    },
    prepare: async (trx, step) => {
      const checked = await checkWithdrawal(trx, customerId, request.depositNo, step.now);
      if ('error' in checked) return checked;
      // The customer confirms the fee that was shown; a different fee now needs a new look.
      if (checked.ok.fee.fee !== request.fee) return { error: ERR.EARLY_WITHDRAWAL_FEE_CHANGED_REVIEW };
      return checked;
    },
    secondFactor: 'required',
    act: (trx, prepared, step) => act(trx, customerId, prepared, step),
  });
}

async function act(trx: Transaction<Database>, customerId: string, { row, account, fee }: Withdrawable, step: Step): Promise<Outcome<WithdrawResponse>> {
  const at = isoAt(step.now);
  const principal = toSafeIntegerOrZero(row.principal);
  const referenceNo = `TW${hkCompactDate(step.now)}${randomAlnum(10)}`;
  const lines = [
    { accountId: await bankAccountId(trx, 'time-deposits', row.currency, at), amount: -principal },
    { accountId: account.id, amount: fee.proceeds },
  ];
  if (fee.fee > 0) lines.push({ accountId: await bankAccountId(trx, 'fee-income', row.currency, at), amount: fee.fee });
  // A fee that takes the whole principal leaves nothing to credit: the entry has two lines.
  const entryId = await postEntry(trx, { kind: 'time-deposit', reference: referenceNo, createdAt: at, lines: lines.filter((l) => l.amount !== 0) });
  await trx
    .updateTable('time_deposits')
    .set({ status: 'withdrawn', closed_at: at, closing_reference_no: referenceNo, closing_entry_id: entryId, interest_paid: 0, fee: fee.fee, paid_out: fee.proceeds })
    .where('id', '=', row.id)
    .execute();
  const updated = await ownDeposit(trx, customerId, row.id);
  const after = await trx.selectFrom('accounts').select(['balance', 'safe_locked']).where('id', '=', account.id).executeTakeFirstOrThrow();
  return {
    ok: {
      deposit: await depositView(trx, updated!),
      withdrawal: { referenceNo, fee: fee.fee, proceeds: fee.proceeds, interest: 0, creditAccountNo: account.account_no, withdrawnAt: at },
      availableAfter: availableAfter(after, 0),
    },
  };
}
