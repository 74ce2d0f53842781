// What the bank checks when a cheque file is presented, shared by the deposit (deposit.ts)
// and the check before accepting one (check-file.ts): the file is one the bank sealed and
// nobody changed, then, for the presenting customer, the payee, the date, a stop and an
// earlier deposit, in that order.
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { checkPresentable, payeeMatches } from '../../../../domain/cheques/index.js';
import type { AppContext } from '../../../context.js';
import type { Database, EChequesTable } from '../../../db/schema.js';
import type { Outcome } from '../transactions/outcome.js';
import { E } from './rules.js';
import { verifyPdf } from './signature-block.js';
import { chequeKey } from './signing-key.js';

/** The cheque a file is, if the bank's signature holds and the file is byte for byte the one it gave out. */
export async function chequeOfFile(ctx: AppContext, db: Kysely<Database>, fileBase64: string): Promise<Selectable<EChequesTable> | undefined> {
  const file = Buffer.from(fileBase64, 'base64');
  const signed = verifyPdf(file, chequeKey(ctx).publicKey);
  if (!signed.ok) return undefined;
  const cheque = await db.selectFrom('e_cheques').selectAll().where('id', '=', signed.chequeId).executeTakeFirst();
  if (!cheque || !cheque.pdf_sha256 || cheque.pdf_sha256 !== createHash('sha256').update(file).digest('hex')) return undefined;
  return cheque;
}

export type Verdict = 'depositable' | 'awaiting-date' | 'expired' | 'stopped' | 'presented' | 'wrong-payee';

/** Whether this holder may present the cheque today, and if not the first reason why. */
export function presentmentVerdict(cheque: Selectable<EChequesTable>, holderNames: string[], today: string): Verdict {
  if (!payeeMatches(cheque.payee_name, holderNames)) return 'wrong-payee';
  const presentable = checkPresentable(cheque.cheque_date, today);
  if (!presentable.ok) return presentable.reason === 'post-dated' ? 'awaiting-date' : 'expired';
  if (cheque.status === 'stopped') return 'stopped';
  if (cheque.status !== 'normal') return 'presented';
  return 'depositable';
}

/** The refusal (message code and parameters) of a verdict, or the all-clear message. */
export function verdictMessage(verdict: Verdict, cheque: Pick<Selectable<EChequesTable>, 'cheque_date'>): { code: string; params?: Record<string, string> } {
  switch (verdict) {
    case 'wrong-payee':
      return { code: E.wrongPayee };
    case 'awaiting-date':
      return { code: E.postDated, params: { date: cheque.cheque_date } };
    case 'expired':
      return { code: E.expired };
    case 'stopped':
      return { code: E.stopped };
    case 'presented':
      return { code: E.depositedTwice };
    case 'depositable':
      return { code: E.depositable };
  }
}

export function refusalOf(verdict: Exclude<Verdict, 'depositable'>, cheque: Pick<Selectable<EChequesTable>, 'cheque_date'>): Outcome<never> {
  const { code, params } = verdictMessage(verdict, cheque);
  return params ? { error: code, params } : { error: code };
}
