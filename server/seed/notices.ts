// The demo notices (notice/list): to every customer, in the three languages, published a few
// days before the start that seeds them. Runs on every start and adds only the notices that are
// missing, so a database created before notices existed gets them too.
import type { Kysely } from 'kysely';
import { isoAt } from '../clock.js';
import type { Database } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoNotice {
  id: string;
  category: 'service' | 'security' | 'account';
  /** Published this many days before the first start that seeds it. */
  daysAgo: number;
  title: [string, string, string];
  summary: [string, string, string];
  body: [string, string, string];
}

export const DEMO_NOTICES: DemoNotice[] = [
  {
    id: 'NT0000000000000000000001',
    category: 'security',
    daysAgo: 1,
    title: ['提防詐騙來電及短訊', '提防诈骗来电及短信', 'Beware of scam calls and SMS'],
    summary: [
      '本行不會透過短訊或電郵連結要求閣下提供密碼或流動保安編碼。',
      '本行不会透过短信或电邮链接要求阁下提供密码或流动保安编码。',
      'We never ask for your password or Mobile Token code by SMS or email link.',
    ],
    body: [
      '本行不會透過短訊、電郵或社交媒體的連結要求閣下登入網上銀行，或提供密碼、一次性密碼或流動保安編碼。如有懷疑，請致電防騙易熱線 18222，或致電本行客戶服務熱線。',
      '本行不会透过短信、电邮或社交媒体的链接要求阁下登入网上银行，或提供密码、一次性密码或流动保安编码。如有怀疑，请致电防骗易热线 18222，或致电本行客户服务热线。',
      'We never ask you to log on from a link in an SMS, email or social media message, or to give your password, one-time password or Mobile Token code. If in doubt, call the Anti-Scam Helpline 18222 or our customer service hotline.',
    ],
  },
  {
    id: 'NT0000000000000000000002',
    category: 'service',
    daysAgo: 3,
    title: ['系統維護通知', '系统维护通知', 'System maintenance'],
    summary: [
      '網上銀行於星期日凌晨2時至4時暫停服務。',
      '网上银行于星期日凌晨2时至4时暂停服务。',
      'Online banking is unavailable on Sunday from 2:00 to 4:00 a.m.',
    ],
    body: [
      '為提升服務質素，網上銀行及流動應用程式將於星期日凌晨2時至4時（香港時間）進行系統維護，期間轉賬、繳費及轉數快服務將暫停。不便之處，敬請原諒。',
      '为提升服务质素，网上银行及流动应用程序将于星期日凌晨2时至4时（香港时间）进行系统维护，期间转账、缴费及转数快服务将暂停。不便之处，敬请原谅。',
      'To improve our services, online and mobile banking will be under maintenance on Sunday from 2:00 to 4:00 a.m. (Hong Kong time). Transfers, bill payments and FPS will be unavailable during that time. We apologise for any inconvenience.',
    ],
  },
  {
    id: 'NT0000000000000000000003',
    category: 'service',
    daysAgo: 10,
    title: ['電子支票服務已推出', '电子支票服务已推出', 'E-cheques are here'],
    summary: [
      '閣下現可於應用程式內簽發及存入電子支票。',
      '阁下现可于应用程序内签发及存入电子支票。',
      'You can now issue and deposit e-cheques in the app.',
    ],
    body: [
      '閣下現可於應用程式的「全部功能」中簽發、存入及止付電子支票，毋須親臨分行。',
      '阁下现可于应用程序的「全部功能」中签发、存入及止付电子支票，毋须亲临分行。',
      'You can now issue, deposit and stop e-cheques from All services in the app, without visiting a branch.',
    ],
  },
];

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
      missing.map((n) => ({
        id: n.id,
        customer_id: null,
        category: n.category,
        title_zh_tw: n.title[0],
        title_zh_cn: n.title[1],
        title_en: n.title[2],
        summary_zh_tw: n.summary[0],
        summary_zh_cn: n.summary[1],
        summary_en: n.summary[2],
        body_zh_tw: n.body[0],
        body_zh_cn: n.body[1],
        body_en: n.body[2],
        published_at: isoAt(now - n.daysAgo * DAY_MS),
      })),
    )
    .execute();
}
