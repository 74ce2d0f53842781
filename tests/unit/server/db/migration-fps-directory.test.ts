// Migration 0028 on a database that still has two FPS directories: every proxy of the old
// fps_proxies table ends up in fps_registrations once (an entry both held is kept once, with
// the details only fps_proxies had), a withdrawn one as deregistered, and the way back
// restores the old table.
import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../../server/db/connect.js';
import { bankMigrator } from '../../../../server/db/migrate.js';
import type { Database } from '../../../../server/db/schema.js';

let store: Store | undefined;
afterEach(async () => store?.close());

async function atVersion0027(): Promise<Kysely<Database>> {
  store = openStore(':memory:');
  const { error } = await bankMigrator(store.db).migrateTo('0027-shared-limits-and-clock');
  if (error) throw error;
  return store.db;
}

const untyped = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

describe('migration 0028: one FPS directory', () => {
  it('moves the other banks’ proxies into fps_registrations, each once, and back', async () => {
    const db = await atVersion0027();
    await untyped(db).insertInto('fps_registrations').values({
      id: 'FR1', customer_id: null, proxy_type: 'SVID', proxy_value: '1234567', bank_code: '004', account_id: null, account_no: '817263540838',
      currency: 'HKD', holder_name: 'CHEUNG KA FAI', is_default: 1, state: '1', fail_reason: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    }).execute();
    await untyped(db).insertInto('fps_proxies').values([
      { proxy_type: 'SVID', proxy_value: '1234567', bank_code: '004', account_no: '817263540838', name_en: 'CHEUNG KA FAI', name_zh: '張家輝', high_risk: 0, behaviour: 'ok' },
      { proxy_type: 'MOBN', proxy_value: '+85261234567', bank_code: '003', account_no: '00398765432101', name_en: 'LAU CHI KEUNG', name_zh: '劉志強', high_risk: 1, behaviour: 'ok' },
      { proxy_type: 'EMAL', proxy_value: 'old.address@example.org', bank_code: '043', account_no: '04300998877', name_en: 'POON YUK LING', name_zh: null, high_risk: 0, behaviour: 'deregistered' },
      { proxy_type: 'MOBN', proxy_value: '+85255550000', bank_code: '020', account_no: '02033445566', name_en: 'SIU KIN WAH', name_zh: '蕭健華', high_risk: 0, behaviour: 'timeout' },
    ]).execute();

    const { error } = await bankMigrator(db).migrateTo('0028-one-fps-directory');
    expect(error).toBeUndefined();
    const rows = await db.selectFrom('fps_registrations').select(['proxy_value', 'bank_code', 'holder_name_zh', 'high_risk', 'behaviour', 'state']).orderBy('proxy_value').execute();
    expect(rows).toEqual([
      { proxy_value: '+85255550000', bank_code: '020', holder_name_zh: '蕭健華', high_risk: 0, behaviour: 'timeout', state: '1' },
      { proxy_value: '+85261234567', bank_code: '003', holder_name_zh: '劉志強', high_risk: 1, behaviour: 'ok', state: '1' },
      { proxy_value: '1234567', bank_code: '004', holder_name_zh: '張家輝', high_risk: 0, behaviour: 'ok', state: '1' },
      { proxy_value: 'old.address@example.org', bank_code: '043', holder_name_zh: null, high_risk: 0, behaviour: 'ok', state: '3' },
    ]);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('fps_proxies');

    const back = await bankMigrator(db).migrateTo('0027-shared-limits-and-clock');
    expect(back.error).toBeUndefined();
    const restored = await sql<{ proxy_value: string; behaviour: string }>`SELECT proxy_value, behaviour FROM fps_proxies ORDER BY proxy_value`.execute(db);
    expect(restored.rows).toEqual([
      { proxy_value: '+85255550000', behaviour: 'timeout' },
      { proxy_value: '+85261234567', behaviour: 'ok' },
      { proxy_value: 'old.address@example.org', behaviour: 'deregistered' },
    ]);
  });
});
