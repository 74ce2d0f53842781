// Four eyes (docs/publishing.md): an approver's decision on a draft is a signature by a key the
// approver's browser made (WebCrypto ECDSA P-256, not extractable), over the decision, the
// version's fingerprint and its change class. The bank checks every signature again whenever it
// counts them: before it publishes, serves or accepts a version. A version whose definition or
// class no longer matches what was signed has no approval, and is neither served nor accepted.
import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Database, FlowVersionsTable } from '../../../db/schema.js';
import { APPROVERS_NEEDED, type ChangeClass } from '../../../../domain/publishing/change-class.js';
import { rolloutText, type Rollout } from '../../../../domain/publishing/rollout.js';
import type { StaffMember } from '../staff/staff.js';
import { appendAudit } from './audit-chain.js';

export type Decision = 'approve' | 'reject';

/** What an approver's browser signs (UTF-8): the decision, the version named as requests name it, its class and its rollout. */
export function approvalMessage(decision: Decision, flowId: string, number: number, hash: string, changeClass: string, rollout: string | null): string {
  return `${decision}:${flowId}@${number}#${hash}|${changeClass}|${rolloutText(rollout ? (JSON.parse(rollout) as Rollout) : null)}`;
}

export type DecideResult = { ok: true } | { ok: false; reason: 'not-approver' | 'own-draft' | 'no-version' | 'not-draft' | 'unknown-key' | 'bad-signature' };

export async function decide(ctx: AppContext, staff: StaffMember, input: { flowId: string; number: number; decision: Decision; keyId: string; signature: string }): Promise<DecideResult> {
  if (staff.role !== 'approver') return { ok: false, reason: 'not-approver' };
  return ctx.store.db.transaction().execute(async (trx): Promise<DecideResult> => {
    const row = await trx.selectFrom('flow_versions').selectAll().where('flow_id', '=', input.flowId).where('number', '=', input.number).executeTakeFirst();
    if (!row) return { ok: false, reason: 'no-version' };
    if (row.state !== 'draft') return { ok: false, reason: 'not-draft' };
    if (row.created_by === staff.loginId) {
      await appendAudit(trx, ctx, { actor: staff.loginId, action: 'refuse', flowId: input.flowId, number: input.number, detail: { asked: input.decision, reason: 'own-draft' } });
      return { ok: false, reason: 'own-draft' };
    }
    const key = await trx.selectFrom('staff_keys').selectAll().where('key_id', '=', input.keyId).where('staff_id', '=', staff.staffId).executeTakeFirst();
    if (!key) return { ok: false, reason: 'unknown-key' };
    const message = approvalMessage(input.decision, row.flow_id, row.number, row.hash, row.change_class ?? 'money', row.rollout);
    if (!verifySignature(key.public_key, message, input.signature)) return { ok: false, reason: 'bad-signature' };
    const values = {
      flow_id: row.flow_id, number: row.number, staff_id: staff.staffId, decision: input.decision, hash: row.hash,
      change_class: row.change_class ?? 'money', key_id: key.key_id, signature: input.signature, decided_at: isoAt(ctx.clock.now()),
    };
    await trx.deleteFrom('version_approvals').where('flow_id', '=', row.flow_id).where('number', '=', row.number).where('staff_id', '=', staff.staffId).execute();
    await trx.insertInto('version_approvals').values(values).execute();
    await appendAudit(trx, ctx, { actor: staff.loginId, action: input.decision, flowId: row.flow_id, number: row.number, detail: { hash: row.hash, class: values.change_class } });
    return { ok: true };
  });
}

export function verifySignature(publicKey: string, message: string, signature: string): boolean {
  try {
    const key = crypto.createPublicKey({ key: JSON.parse(publicKey) as crypto.JsonWebKey, format: 'jwk' });
    return crypto.verify('sha256', Buffer.from(message), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

export interface ApprovalState {
  needed: number;
  /** Login ids of the approvers whose signatures hold for the version as stored. */
  approvedBy: string[];
  rejectedBy: string[];
  /** Signatures that no longer match the version (its definition or class changed since). */
  broken: number;
  enough: boolean;
}

type VersionRow = Pick<Selectable<FlowVersionsTable>, 'flow_id' | 'number' | 'hash' | 'change_class' | 'created_by' | 'rollout'>;

// A signature checked once is not checked again while the version and the signature are the same.
const verified = new Map<string, boolean>();

/** The approvals that hold for the version as it is stored now, checked signature by signature. */
export async function approvalState(db: Kysely<Database>, row: VersionRow): Promise<ApprovalState> {
  const changeClass = (row.change_class ?? 'money') as ChangeClass;
  const needed = APPROVERS_NEEDED[changeClass] ?? 2;
  const decisions = await db
    .selectFrom('version_approvals as a')
    .innerJoin('staff as s', 's.staff_id', 'a.staff_id')
    .innerJoin('staff_keys as k', 'k.key_id', 'a.key_id')
    .select(['a.decision', 'a.signature', 'a.staff_id', 's.login_id', 's.role', 'k.public_key', 'k.staff_id as key_owner'])
    .where('a.flow_id', '=', row.flow_id)
    .where('a.number', '=', row.number)
    .execute();
  const approvedBy: string[] = [];
  const rejectedBy: string[] = [];
  let broken = 0;
  for (const d of decisions) {
    const message = approvalMessage(d.decision as Decision, row.flow_id, row.number, row.hash, changeClass, row.rollout);
    const memo = `${message}|${d.signature}|${d.public_key}`;
    let holds = verified.get(memo);
    if (holds === undefined) {
      holds = verifySignature(d.public_key, message, d.signature);
      verified.set(memo, holds);
    }
    if (!holds || d.key_owner !== d.staff_id || d.role !== 'approver' || d.login_id === row.created_by) {
      broken += 1;
      continue;
    }
    (d.decision === 'approve' ? approvedBy : rejectedBy).push(d.login_id);
  }
  return { needed, approvedBy, rejectedBy, broken, enough: rejectedBy.length === 0 && broken === 0 && new Set(approvedBy).size >= needed };
}
