// Sandbox stand-in for the central FPS addressing service: proxies registered at other
// banks (real 3-digit clearing codes), each with a behaviour that drives one outcome of the
// journey. Values are stored normalised (domain/transfers/fps-proxy.ts).
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, FpsProxiesTable } from '../db/schema.js';

export const FPS_DIRECTORY: readonly Insertable<FpsProxiesTable>[] = [
  { proxy_type: 'MOBN', proxy_value: '+85298765432', bank_code: '004', account_no: '004512345678', name_en: 'HO KA MING', name_zh: '何家明', high_risk: 0, behaviour: 'ok' },
  { proxy_type: 'MOBN', proxy_value: '+85366881234', bank_code: '012', account_no: '01287654321012', name_en: 'LEONG MAN IN', name_zh: '梁文賢', high_risk: 0, behaviour: 'ok' },
  { proxy_type: 'MOBN', proxy_value: '+8613800138000', bank_code: '009', account_no: '009888123456', name_en: 'ZHANG WEI', name_zh: '張偉', high_risk: 0, behaviour: 'ok' },
  { proxy_type: 'EMAL', proxy_value: 'mandy.cheung@example.com', bank_code: '024', account_no: '024123456789', name_en: 'CHEUNG MAN YEE', name_zh: '張敏儀', high_risk: 0, behaviour: 'ok' },
  { proxy_type: 'SVID', proxy_value: '1234567', bank_code: '004', account_no: '817263540838', name_en: 'CHEUNG KA FAI', name_zh: '張家輝', high_risk: 0, behaviour: 'ok' },
  { proxy_type: 'HKID', proxy_value: 'A1234563', bank_code: '015', account_no: '015223344556', name_en: 'YEUNG WING SZE', name_zh: '楊詠詩', high_risk: 0, behaviour: 'ok' },
  // Flagged by the anti-scam database: the customer is warned and must choose to proceed.
  { proxy_type: 'MOBN', proxy_value: '+85261234567', bank_code: '003', account_no: '00398765432101', name_en: 'LAU CHI KEUNG', name_zh: '劉志強', high_risk: 1, behaviour: 'ok' },
  { proxy_type: 'EMAL', proxy_value: 'quick.profit@example.net', bank_code: '391', account_no: '39155667788', name_en: 'TANG HO YIN', name_zh: '鄧浩然', high_risk: 1, behaviour: 'ok' },
  // The scam check cannot answer for this one: 'warning service unavailable'.
  { proxy_type: 'SVID', proxy_value: '87654321', bank_code: '040', account_no: '04011223344', name_en: 'MAK SUK FAN', name_zh: '麥淑芬', high_risk: 0, behaviour: 'warning-unavailable' },
  // The payee bank never answers the name lookup (deterministic time-out, no real wait).
  { proxy_type: 'MOBN', proxy_value: '+85255550000', bank_code: '020', account_no: '02033445566', name_en: 'SIU KIN WAH', name_zh: '蕭健華', high_risk: 0, behaviour: 'timeout' },
  // Registration withdrawn: 'not registered for the FPS service'.
  { proxy_type: 'EMAL', proxy_value: 'old.address@example.org', bank_code: '043', account_no: '04300998877', name_en: 'POON YUK LING', name_zh: '潘玉玲', high_risk: 0, behaviour: 'deregistered' },
  // Accepted now, rejected by the receiving bank at settlement (account closed): funds return.
  { proxy_type: 'MOBN', proxy_value: '+85290001111', bank_code: '041', account_no: '04155443322', name_en: 'CHOI PAK HEI', name_zh: '蔡柏希', high_risk: 0, behaviour: 'reject' },
];

/** Fills the directory once; safe to call on every start. */
export async function seedFpsDirectory(db: Kysely<Database> | Transaction<Database>): Promise<void> {
  const any = await db.selectFrom('fps_proxies').select('proxy_type').limit(1).executeTakeFirst();
  if (any) return;
  await db.insertInto('fps_proxies').values([...FPS_DIRECTORY]).execute();
}
