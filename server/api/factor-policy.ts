// Which factor may confirm what, enforced in ONE place: the API route calls this after the
// session and before the handler, from what the contract declares (schemas/api/*.json):
//   factors          the auth methods that may confirm the code (a weaker one is refused);
//   fallbackFactors  accepted only while the customer has no usable mobile token (SMS);
//   verify           strengthened verification: a customer who needs it (needOptFlag '1')
//                    must send a ticket of that business type, spent here;
//   highRisk         a token or passkey bound less than the cooling-off period ago cannot
//                    confirm it.
// No service chooses its factors by itself; the table is in docs/security.md.
import type { AppContext } from '../context.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import { SECURITY_ERRORS } from '../services/customer/security/policy.js';
import { hasUsableToken, spendTicket, ticketBizType, verificationNeeded } from '../services/customer/security/tickets.js';
import { assertBindingSettled } from '../services/customer/security/cooling-off.js';
import type { Contract } from './contracts.js';
import { BankError } from './errors.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

async function refuse(ctx: AppContext, contract: Contract, customerId: string, method: string, ip?: string): Promise<never> {
  await recordAuthEvent(ctx, { event: 'factor-refused', outcome: 'failure', customerId, subject: contract.code, ip, detail: { method } });
  throw new BankError(SECURITY_ERRORS.factorNotAllowed);
}

/** The factor of `payload.auth`, checked against the contract's table. */
async function checkFactor(ctx: AppContext, contract: Contract, customerId: string, auth: Record<string, unknown>, ip?: string): Promise<void> {
  const method = String(auth.method);
  if (contract.factors!.includes(method)) return;
  // The SMS fallback only for a customer without a usable mobile token (the modes of
  // strengthened verification follow the same rule: tickets.ts modesFor).
  if (contract.fallbackFactors?.includes(method) && !(await hasUsableToken(ctx.store.db, customerId))) return;
  await refuse(ctx, contract, customerId, method, ip);
}

/** `payload` has passed the contract's request schema; only `auth`, `verifyTicket` and `idempotencyKey` are read. */
export async function enforceFactors(ctx: AppContext, contract: Contract, customerId: string, payload: object, ip?: string): Promise<void> {
  const { auth, verifyTicket, idempotencyKey } = payload as { auth?: unknown; verifyTicket?: unknown; idempotencyKey?: unknown };
  if (contract.factors && isRecord(auth) && typeof auth.method === 'string') {
    await checkFactor(ctx, contract, customerId, auth, ip);
    if (contract.highRisk) await assertBindingSettled(ctx, customerId, auth, ip);
  }
  if (contract.verify && (await verificationNeeded(ctx.store.db, customerId, contract.verify))) {
    const ticket = typeof verifyTicket === 'string' ? verifyTicket : undefined;
    const usedFor = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
    // Before the handler: a missing ticket costs the customer no one-time code.
    const spent = await ctx.store.db.transaction().execute((trx) => spendTicket(ctx, trx, customerId, ticketBizType(contract.verify!), ticket, ip, usedFor));
    if (!spent) throw new BankError(SECURITY_ERRORS.verificationRequired);
  }
}
