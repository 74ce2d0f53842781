// The sandbox bank's risk rules: requests the bank refuses with a security code, which the
// page shows in a 'Tip' dialog (spec section 8). A blocked device (reported lost, or seen in
// fraud) may not log on or act (E010010004); a customer whose account is under review may
// not move money (E011070038); a payee account reported in fraud cases receives nothing from
// a transfer or a payee registration (E011070033). Checked by the API route before the
// contract's factors, so a refused request spends no one-time code.
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import { newId } from '../../../ids.js';
import { ERR } from '../../../../generated/error-codes.js';

export const RISK_CODES = { device: ERR.SECURITY_FAILED, customer: ERR.PROTECT_MONEY_BANK_REVIEWING_UNUSUAL_ACTIVITY, payeeAccount: ERR.PAYEE_ACCOUNT_REPORTED_FRAUD_CASES_PROTECT } as const;
export type RiskKind = 'device' | 'customer' | 'payee-account';

/** Codes that log a customer on: a blocked device is refused there too. */
const LOGON_CODES = new Set(['ITSI100001', 'ITSI100004', 'ITSI191003', 'ITSI191004', 'ITSI510004']);
/** Codes that send money to, or register, a payee account (payee.bankCode/accountNo, or bankCode/accountNo). */
const PAYEE_CODES = new Set(['ITSI300001', 'ITSI300005', 'ITSI300008', 'ITSI300011']);

/** A payee account as the rules name it: 'bankCode:digits'. */
export function payeeAccountKey(bankCode: string, accountNo: string): string {
  return `${bankCode}:${accountNo.replace(/\D/g, '')}`;
}

function payeeOf(payload: unknown): string | null {
  const p = payload as { payee?: { bankCode?: unknown; accountNo?: unknown }; bankCode?: unknown; accountNo?: unknown };
  const source = p.payee ?? p;
  return typeof source.bankCode === 'string' && typeof source.accountNo === 'string' ? payeeAccountKey(source.bankCode, source.accountNo) : null;
}

// The rules are few and change only through this module: read once per bank, kept in memory,
// so the many requests that meet no rule cost no database read.
const loaded = new WeakMap<AppContext, Promise<Set<string>>>();
const keyOf = (kind: RiskKind, value: string) => `${kind}\u0000${value}`;

function rulesOf(ctx: AppContext): Promise<Set<string>> {
  let rules = loaded.get(ctx);
  if (!rules) {
    rules = ctx.store.db
      .selectFrom('risk_rules')
      .select(['kind', 'value'])
      .execute()
      .then((rows) => new Set(rows.map((r) => keyOf(r.kind as RiskKind, r.value))));
    loaded.set(ctx, rules);
  }
  return rules;
}

export interface RiskCheck {
  code: string;
  login: boolean;
  moneyMoving: boolean;
  termNo: string;
  customerId?: string;
  payload: unknown;
}

export async function enforceRiskRules(ctx: AppContext, check: RiskCheck): Promise<void> {
  const rules = await rulesOf(ctx);
  if (rules.size === 0) return;
  if ((check.login || LOGON_CODES.has(check.code)) && check.termNo && rules.has(keyOf('device', check.termNo))) throw new BankError(RISK_CODES.device);
  if (check.moneyMoving && check.customerId && rules.has(keyOf('customer', check.customerId))) throw new BankError(RISK_CODES.customer);
  if (PAYEE_CODES.has(check.code)) {
    const payee = payeeOf(check.payload);
    if (payee && rules.has(keyOf('payee-account', payee))) throw new BankError(RISK_CODES.payeeAccount);
  }
}

export async function addRiskRule(ctx: AppContext, kind: RiskKind, value: string): Promise<void> {
  await ctx.store.db
    .insertInto('risk_rules')
    .values({ id: newId('RR'), kind, value, created_at: isoAt(ctx.clock.now()) })
    .onConflict((oc) => oc.columns(['kind', 'value']).doNothing())
    .execute();
  (await rulesOf(ctx)).add(keyOf(kind, value));
}

export async function removeRiskRule(ctx: AppContext, kind: RiskKind, value: string): Promise<void> {
  await ctx.store.db.deleteFrom('risk_rules').where('kind', '=', kind).where('value', '=', value).execute();
  (await rulesOf(ctx)).delete(keyOf(kind, value));
}
