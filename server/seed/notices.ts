// The demo notices (notice/list): to every customer, in the three languages, published a few
// days before the start that seeds them. Runs on every start and adds only the notices that are
// missing, so a database created before notices existed gets them too. A published notice is
// the bank's data (stored with its texts, as every notice is); the seed writes them from the
// texts' home.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';
import { bankTexts } from '../i18n/bank-texts.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo notices' texts, in locales/bank-notices/ (`demo.<name>.title`, `.summary`, `.body`). */
const TEXTS = bankTexts<typeof import('../../locales/bank-notices/en.json')>('bank-notices');
type DemoName = 'scamCalls' | 'maintenance' | 'eCheques';

interface DemoNotice {
  id: string;
  category: 'service' | 'security' | 'account';
  /** Published this many days before the first start that seeds it. */
  daysAgo: number;
  /** Its texts' key under `demo.` in bank-notices. */
  name: DemoName;
}

export const DEMO_NOTICES: readonly DemoNotice[] = [
  { id: 'NT0000000000000000000001', category: 'security', daysAgo: 1, name: 'scamCalls' },
  { id: 'NT0000000000000000000002', category: 'service', daysAgo: 3, name: 'maintenance' },
  { id: 'NT0000000000000000000003', category: 'service', daysAgo: 10, name: 'eCheques' },
];

/** A demo notice's title, summary and body in the three languages. */
export function demoNoticeTexts(name: DemoName) {
  return { title: TEXTS.local(`demo.${name}.title`), summary: TEXTS.local(`demo.${name}.summary`), body: TEXTS.local(`demo.${name}.body`) };
}

export async function seedNotices(db: Kysely<Database>, now: number): Promise<void> {
  // Only the demo notices' own ids are looked up (by primary key): the table also holds every
  // notice the bank raised since (one per transfer, and more), which this runs past on every start.
  const ids = DEMO_NOTICES.map((n) => n.id);
  const existing = new Set((await db.selectFrom('notices').select('id').where('id', 'in', ids).execute()).map((r) => r.id));
  const missing = DEMO_NOTICES.filter((n) => !existing.has(n.id));
  if (!missing.length) return;
  await db
    .insertInto('notices')
    .values(
      missing.map((n) => {
        const { title, summary, body } = demoNoticeTexts(n.name);
        return {
          id: n.id,
          customer_id: null,
          category: n.category,
          title_zh_tw: title['zh-TW'],
          title_zh_cn: title['zh-CN'],
          title_en: title.en,
          summary_zh_tw: summary['zh-TW'],
          summary_zh_cn: summary['zh-CN'],
          summary_en: summary.en,
          body_zh_tw: body['zh-TW'],
          body_zh_cn: body['zh-CN'],
          body_en: body.en,
          published_at: isoAt(now - n.daysAgo * DAY_MS),
        };
      }),
    )
    .execute();
}
