// Approving a draft as the studio's approvers do, for the bank's tests: each approver's key is
// made once (ECDSA P-256, as their browser makes it), registered with the bank, and signs the
// decision the bank will check (server/services/bank/flow-registry/approvals.ts).
import crypto from 'node:crypto';
import type { AppContext } from '../../../../server/context.js';
import { approvalMessage, decide, type Decision } from '../../../../server/services/bank/flow-registry/approvals.js';
import { registerStaffKey, type StaffMember, type StaffRole } from '../../../../server/services/bank/staff/staff.js';

const keys = new Map<string, crypto.KeyObject>();

export async function staffMember(ctx: AppContext, loginId: string): Promise<StaffMember> {
  const row = await ctx.store.db.selectFrom('staff').selectAll().where('login_id', '=', loginId).executeTakeFirstOrThrow();
  return { staffId: row.staff_id, loginId: row.login_id, name: row.name, role: row.role as StaffRole };
}

/** The approver's signature over the decision, and the id of the key that made it (registered if new). */
export async function signDecision(ctx: AppContext, staff: StaffMember, decision: Decision, flowId: string, number: number): Promise<{ keyId: string; signature: string }> {
  let privateKey = keys.get(staff.loginId);
  const made = privateKey ? undefined : crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  if (made) keys.set(staff.loginId, (privateKey = made.privateKey));
  const publicJwk = crypto.createPublicKey(privateKey!).export({ format: 'jwk' }) as JsonWebKey;
  const keyId = await registerStaffKey(ctx, staff, publicJwk);
  const row = await ctx.store.db.selectFrom('flow_versions').select(['hash', 'change_class', 'rollout']).where('flow_id', '=', flowId).where('number', '=', number).executeTakeFirstOrThrow();
  const message = approvalMessage(decision, flowId, number, row.hash, row.change_class ?? 'money', row.rollout);
  const signature = crypto.sign('sha256', Buffer.from(message), { key: privateKey!, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  return { keyId, signature };
}

/** Approves the draft by each of `approvers` (by default the two demo approvers). */
export async function approve(ctx: AppContext, flowId: string, number: number, approvers = ['approver.one', 'approver.two']): Promise<void> {
  for (const loginId of approvers) {
    const staff = await staffMember(ctx, loginId);
    const result = await decide(ctx, staff, { flowId, number, decision: 'approve', ...(await signDecision(ctx, staff, 'approve', flowId, number)) });
    if (!result.ok) throw new Error(`${loginId} could not approve ${flowId}@${number}: ${result.reason}`);
  }
}
