// Mortgages and the branch network. `mortgages`: one row per home loan of a customer (its terms;
// the schedule is computed from them, domain/mortgage). `branches`: the bank's branches in Hong
// Kong and Macau (ITSI098008/ITSI098009), loaded here from 0019-branches.json: the branch list
// is the bank's reference data, so a later change to it is a later migration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';

interface BranchSeed {
  code: string;
  region: string;
  district: string;
  nameZhTw: string;
  nameZhCn: string;
  nameEn: string;
  addrZhTw: string;
  addrZhCn: string;
  addrEn: string;
  lat: number;
  lon: number;
  phone: string;
  saturday: boolean;
  services: string[];
}

const BRANCHES_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), '0019-branches.json');

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mortgages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('loan_no', 'text', (c) => c.notNull().unique())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('rate_ppm', 'integer', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull())
    .addColumn('drawdown_date', 'text', (c) => c.notNull())
    .addColumn('first_due_date', 'text', (c) => c.notNull())
    .addColumn('repayment_account_id', 'text', (c) => c.notNull())
    .addColumn('property_zh_tw', 'text', (c) => c.notNull())
    .addColumn('property_zh_cn', 'text', (c) => c.notNull())
    .addColumn('property_en', 'text', (c) => c.notNull())
    // 'active' | 'repaid'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('mortgages_customer_idx').on('mortgages').columns(['customer_id']).execute();

  await db.schema
    .createTable('branches')
    .addColumn('code', 'text', (c) => c.primaryKey())
    // Region dialling code: '852' Hong Kong, '853' Macau.
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull())
    .addColumn('name_zh_tw', 'text', (c) => c.notNull())
    .addColumn('name_zh_cn', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('address_zh_tw', 'text', (c) => c.notNull())
    .addColumn('address_zh_cn', 'text', (c) => c.notNull())
    .addColumn('address_en', 'text', (c) => c.notNull())
    // WGS-84 degrees times 10,000 (about 11 m), kept as integers.
    .addColumn('latitude_e4', 'integer', (c) => c.notNull())
    .addColumn('longitude_e4', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('weekday_hours', 'text', (c) => c.notNull())
    .addColumn('saturday_hours', 'text')
    // Comma-separated service codes (flows/shared/code-tables/branchService.json).
    .addColumn('services', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('branches_region_district_idx').on('branches').columns(['region', 'district']).execute();

  const seeds = JSON.parse(readFileSync(BRANCHES_FILE, 'utf8')) as BranchSeed[];
  await (db as Kysely<{ branches: Record<string, unknown> }>)
    .insertInto('branches')
    .values(
      seeds.map((b) => ({
        code: b.code,
        region: b.region,
        district: b.district,
        name_zh_tw: b.nameZhTw,
        name_zh_cn: b.nameZhCn,
        name_en: b.nameEn,
        address_zh_tw: b.addrZhTw,
        address_zh_cn: b.addrZhCn,
        address_en: b.addrEn,
        latitude_e4: Math.round(b.lat * 10_000),
        longitude_e4: Math.round(b.lon * 10_000),
        phone: b.phone,
        weekday_hours: '09:00-17:00',
        saturday_hours: b.saturday ? '09:00-13:00' : null,
        services: b.services.join(','),
      })),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('branches').execute();
  await db.schema.dropTable('mortgages').execute();
}
