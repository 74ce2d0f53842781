// Seeds the studio's demo staff (staff-accounts.ts). A bank in production serves no studio, so
// these accounts open nothing there.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { newId } from '../ids.js';
import { hashPassword } from '../services/customer/security/password-hash.js';

import { DEMO_STAFF, STAFF_PASSWORD } from './staff-accounts.js';

export { DEMO_STAFF, STAFF_PASSWORD };

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
