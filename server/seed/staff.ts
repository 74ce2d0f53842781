// The studio's demo staff, one for each role (README, "Demo staff"): their password and the
// TOTP secret to add to an authenticator app. A bank in production serves no studio, so these
// accounts open nothing there.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { hashPassword } from '../services/security/password-hash.js';

export const STAFF_PASSWORD = 'Staff@2026';

export const DEMO_STAFF = [
  { loginId: 'author.one', name: 'Ada Author', role: 'author', totpSecret: 'AUTHORONEJBSWY3DPEHPK3PXPSTUDIO' },
  { loginId: 'approver.one', name: 'Pat Approver', role: 'approver', totpSecret: 'APPROVERONEJBSWY3DPEHPK3PXPSTUD' },
  { loginId: 'approver.two', name: 'Sam Approver', role: 'approver', totpSecret: 'APPROVERTWOJBSWY3DPEHPK3PXPSTUD' },
  { loginId: 'qa.one', name: 'Quinn Tester', role: 'qa', totpSecret: 'QATESTERONEJBSWY3DPEHPK3PXPSTUD' },
] as const;

let hashed: Promise<string> | undefined;

/** Adds each demo staff member who is not there yet. */
export async function seedStaff(db: Kysely<Database>, now: number): Promise<void> {
  const present = new Set((await db.selectFrom('staff').select('login_id').execute()).map((r) => r.login_id));
  const missing = DEMO_STAFF.filter((s) => !present.has(s.loginId));
  if (!missing.length) return;
  hashed ??= hashPassword(STAFF_PASSWORD);
  const passwordHash = await hashed;
  for (const s of missing) {
    await db
      .insertInto('staff')
      .values({ staff_id: newId('ST'), login_id: s.loginId, name: s.name, role: s.role, password_hash: passwordHash, totp_secret: s.totpSecret, last_otp_step: null, created_at: isoAt(now) })
      .onConflict((oc) => oc.column('login_id').doNothing())
      .execute();
  }
}
