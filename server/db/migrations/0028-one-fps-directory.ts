// One FPS addressing directory. Proxies registered at other banks were kept in fps_proxies
// (read by FPS transfers) and also in fps_registrations (read by QR pay, collection codes and
// registration), so a payee one journey could pay another could refuse. Everything moves into
// fps_registrations, which gains what only fps_proxies knew: the holder's Chinese name, the
// anti-scam flag and how the sandbox's other bank answers. A withdrawn registration is a
// deregistered entry (state 3), as this bank's own are.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fps_registrations').addColumn('holder_name_zh', 'text').execute();
  await db.schema.alterTable('fps_registrations').addColumn('high_risk', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('fps_registrations').addColumn('behaviour', 'text', (c) => c.notNull().defaultTo('ok')).execute();

  // An entry both tables held (the same proxy at the same bank) is kept once, with the details.
  await sql`
    UPDATE fps_registrations SET
      holder_name_zh = (SELECT p.name_zh FROM fps_proxies p WHERE p.proxy_type = fps_registrations.proxy_type AND p.proxy_value = fps_registrations.proxy_value AND p.bank_code = fps_registrations.bank_code),
      high_risk = (SELECT p.high_risk FROM fps_proxies p WHERE p.proxy_type = fps_registrations.proxy_type AND p.proxy_value = fps_registrations.proxy_value AND p.bank_code = fps_registrations.bank_code)
    WHERE customer_id IS NULL AND EXISTS (SELECT 1 FROM fps_proxies p WHERE p.proxy_type = fps_registrations.proxy_type AND p.proxy_value = fps_registrations.proxy_value AND p.bank_code = fps_registrations.bank_code)
  `.execute(db);
  const now = new Date().toISOString();
  await sql`
    INSERT INTO fps_registrations (id, customer_id, proxy_type, proxy_value, bank_code, account_id, account_no, currency, holder_name, is_default, state, fail_reason, created_at, updated_at, holder_name_zh, high_risk, behaviour)
    SELECT 'FD-' || p.proxy_type || '-' || p.proxy_value, NULL, p.proxy_type, p.proxy_value, p.bank_code, NULL, p.account_no, 'HKD', p.name_en, 1,
      CASE WHEN p.behaviour = 'deregistered' THEN '3' ELSE '1' END, NULL, ${now}, ${now}, p.name_zh, p.high_risk,
      CASE WHEN p.behaviour = 'deregistered' THEN 'ok' ELSE p.behaviour END
    FROM fps_proxies p
    WHERE NOT EXISTS (SELECT 1 FROM fps_registrations r WHERE r.customer_id IS NULL AND r.proxy_type = p.proxy_type AND r.proxy_value = p.proxy_value AND r.bank_code = p.bank_code)
  `.execute(db);
  await db.schema.dropTable('fps_proxies').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The table as 0003 made it, written out again: a migration is frozen history, so it never
  // imports another migration's code that a later change could alter.
  await db.schema
    .createTable('fps_proxies')
    .addColumn('proxy_type', 'text', (c) => c.notNull())
    .addColumn('proxy_value', 'text', (c) => c.notNull())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('account_no', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text')
    .addColumn('high_risk', 'integer', (c) => c.notNull())
    .addColumn('behaviour', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fps_proxies_pk', ['proxy_type', 'proxy_value'])
    .execute();
  await sql`
    INSERT INTO fps_proxies (proxy_type, proxy_value, bank_code, account_no, name_en, name_zh, high_risk, behaviour)
    SELECT proxy_type, proxy_value, bank_code, account_no, holder_name, holder_name_zh, high_risk, CASE WHEN state = '3' THEN 'deregistered' ELSE behaviour END
    FROM fps_registrations WHERE id LIKE 'FD-%'
  `.execute(db);
  await sql`DELETE FROM fps_registrations WHERE id LIKE 'FD-%'`.execute(db);
  await db.schema.alterTable('fps_registrations').dropColumn('behaviour').execute();
  await db.schema.alterTable('fps_registrations').dropColumn('high_risk').execute();
  await db.schema.alterTable('fps_registrations').dropColumn('holder_name_zh').execute();
}
