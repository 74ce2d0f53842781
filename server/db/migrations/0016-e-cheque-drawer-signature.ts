// E-cheques signed by their drawer: a cheque the customer issues waits in status 'apply' until
// the drawer signs it with the device certificate; only then does the bank seal the PDF.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('e_cheques').addColumn('drawer_cert_no', 'text').execute();
  await db.schema.alterTable('e_cheques').addColumn('drawer_signed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('e_cheques').dropColumn('drawer_signed_at').execute();
  await db.schema.alterTable('e_cheques').dropColumn('drawer_cert_no').execute();
}
