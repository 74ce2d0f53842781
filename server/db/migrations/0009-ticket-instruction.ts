// A strengthened-verification ticket is spent by the API route before the handler runs, for
// one instruction: the idempotency key it was spent for is kept, so a retry of that same
// instruction (unknown outcome) is still accepted and answered with the first result.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verify_tickets').addColumn('used_for', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verify_tickets').dropColumn('used_for').execute();
}
