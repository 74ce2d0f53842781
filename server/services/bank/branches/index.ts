// The branch network (spec section 7: ITSI098008 branch list of an area, ITSI098009 the name
// of a branch code), from the bank's `branches` table (migration 0019). Each branch carries its
// position so the device measures distances itself: the customer's position is not sent.
import type { Kysely } from 'kysely';
import { BankError } from '../../../api/errors.js';
import type { ResponseOf, Widened } from '../../../api/handler.js';
import type { BranchesTable, Database } from '../../../db/schema.js';
import type { Lang } from '../../../i18n/translate.js';
import { ERR } from '../../../../generated/error-codes.js';

type BranchView = Widened<ResponseOf<'ITSI098008'>>['branchList'][number];

/** The spec's rule: an area number starting with 44 (Guangdong) is reduced to 44. */
export function normaliseAreaNo(areaNo: string): string {
  return areaNo.startsWith('44') ? '44' : areaNo;
}

function nameIn(row: BranchesTable, lang: Lang): string {
  return lang === 'en' ? row.name_en : lang === 'zh-CN' ? row.name_zh_cn : row.name_zh_tw;
}

function addressIn(row: BranchesTable, lang: Lang): string {
  return lang === 'en' ? row.address_en : lang === 'zh-CN' ? row.address_zh_cn : row.address_zh_tw;
}

function branchView(row: BranchesTable, lang: Lang): BranchView {
  return {
    branchCode: row.code,
    branchName: nameIn(row, lang),
    region: row.region,
    district: row.district,
    address: addressIn(row, lang),
    latitude: Number(row.latitude_e4) / 10_000,
    longitude: Number(row.longitude_e4) / 10_000,
    phone: row.phone,
    weekdayHours: row.weekday_hours,
    saturdayHours: row.saturday_hours ?? '',
    services: row.services.split(',').filter(Boolean),
  };
}

export async function branchList(
  db: Kysely<Database>,
  payload: { areaNo: string; filterCode?: string },
  lang: Lang,
): Promise<Widened<ResponseOf<'ITSI098008'>>> {
  const area = normaliseAreaNo(payload.areaNo);
  const rows = await db.selectFrom('branches').selectAll().where('region', '=', area).orderBy('district').orderBy('code').execute();
  if (rows.length === 0) throw new BankError(ERR.NO_BRANCH_INFORMATION_FOUND);
  const filter = payload.filterCode ?? '';
  const chosen = filter === '' ? rows : rows.filter((row) => row.district === filter);
  if (chosen.length === 0) throw new BankError(ERR.CORRESPONDING_BRANCH_NOT_FOUND);
  return { branchList: chosen.map((row) => branchView(row, lang)) };
}

export async function branchName(db: Kysely<Database>, branchCode: string, lang: Lang): Promise<Widened<ResponseOf<'ITSI098009'>>> {
  const row = await db.selectFrom('branches').selectAll().where('code', '=', branchCode).executeTakeFirst();
  if (!row) throw new BankError(ERR.BRANCH_NAME_NOT_FOUND);
  return { branchCode: row.code, branchName: nameIn(row, lang), branch: branchView(row, lang) };
}
