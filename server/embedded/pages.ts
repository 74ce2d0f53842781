// The bank's embedded pages (spec: precious-metal/iframe, stock/more): plain HTML the app frames
// under its CSP (frame-src names /embedded/ only). No scripts; one style sheet of this origin;
// each page in the customer's language (?lang=zh-TW|zh-CN|en), with a title and a main landmark.
// Prices are the sandbox's own reference figures, moved by the bank's clock within the day so
// the page is not a still picture; they say they are for demonstration.
import { hkDate, hkTime } from '../clock.js';

type Lang = 'zh-TW' | 'zh-CN' | 'en';
type Texts = Record<Lang, string>;

export const EMBEDDED_PAGES = ['precious-metal', 'stock'] as const;
export type EmbeddedPage = (typeof EMBEDDED_PAGES)[number];

export function embeddedLang(value: unknown): Lang {
  return value === 'en' || value === 'zh-CN' ? value : 'zh-TW';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const t = (tw: string, cn: string, en: string): Texts => ({ 'zh-TW': tw, 'zh-CN': cn, en });

const COMMON = {
  asOf: t('報價時間', '报价时间', 'Quoted at'),
  sandbox: t('示範報價，只供參考，並非交易價格。', '示范报价，仅供参考，并非交易价格。', 'Demonstration prices for reference only, not dealing prices.'),
  buy: t('銀行買入', '银行买入', 'Bank buys'),
  sell: t('銀行賣出', '银行卖出', 'Bank sells'),
};

/** A small deterministic movement (±0.6%) by the Hong Kong time of day: the same for everyone at one moment. */
function drift(now: number, seed: number): number {
  const minutes = Math.floor(now / 60_000);
  return 1 + 0.006 * Math.sin((minutes + seed * 97) / 37);
}

function money(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const METALS: { name: Texts; unit: Texts; mid: number }[] = [
  { name: t('黃金', '黄金', 'Gold'), unit: t('每盎司 (USD)', '每盎司 (USD)', 'per troy ounce (USD)'), mid: 265_000 },
  { name: t('白銀', '白银', 'Silver'), unit: t('每盎司 (USD)', '每盎司 (USD)', 'per troy ounce (USD)'), mid: 3_150 },
  { name: t('鉑金', '铂金', 'Platinum'), unit: t('每盎司 (USD)', '每盎司 (USD)', 'per troy ounce (USD)'), mid: 98_000 },
  { name: t('黃金', '黄金', 'Gold'), unit: t('每兩 (HKD)', '每两 (HKD)', 'per tael (HKD)'), mid: 2_480_000 },
];

const STOCKS: { code: string; name: Texts; last: number }[] = [
  { code: 'HSI', name: t('恒生指數', '恒生指数', 'Hang Seng Index'), last: 2_412_350 },
  { code: '0005', name: t('匯豐控股', '汇丰控股', 'HSBC Holdings'), last: 9_815 },
  { code: '0700', name: t('騰訊控股', '腾讯控股', 'Tencent Holdings'), last: 52_350 },
  { code: '0939', name: t('建設銀行', '建设银行', 'China Construction Bank'), last: 712 },
  { code: '1299', name: t('友邦保險', '友邦保险', 'AIA Group'), last: 6_870 },
  { code: '0388', name: t('香港交易所', '香港交易所', 'HKEX'), last: 41_220 },
];

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/embedded/embedded.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** A page of one captioned table under the time it is as of, with the sandbox note. */
function tablePage(lang: Lang, now: number, title: string, headings: string[], rows: string[]): string {
  const stamp = `<p class="as-of">${escapeHtml(COMMON.asOf[lang])}: ${hkDate(now)} ${hkTime(now)} HKT</p>`;
  const note = `<p class="note">${escapeHtml(COMMON.sandbox[lang])}</p>`;
  const head = headings.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  return page(
    lang,
    title,
    `${stamp}
<table>
<caption>${escapeHtml(title)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
${note}`,
  );
}

export function renderEmbedded(name: EmbeddedPage, lang: Lang, now: number): string {
  if (name === 'precious-metal') {
    const rows = METALS.map((m, i) => {
      const mid = Math.round(m.mid * drift(now, i + 1));
      const spread = Math.round(mid * 0.004);
      return `<tr><th scope="row">${escapeHtml(m.name[lang])} <span class="unit">${escapeHtml(m.unit[lang])}</span></th><td>${money(mid - spread)}</td><td>${money(mid + spread)}</td></tr>`;
    });
    return tablePage(lang, now, t('貴金屬報價', '贵金属报价', 'Precious metal prices')[lang], [t('產品', '产品', 'Metal')[lang], COMMON.buy[lang], COMMON.sell[lang]], rows);
  }
  const rows = STOCKS.map((s, i) => {
    const last = Math.round(s.last * drift(now, i + 11));
    const change = ((last - s.last) / s.last) * 100;
    const sign = change > 0 ? '+' : '';
    return `<tr><th scope="row">${escapeHtml(s.code)} ${escapeHtml(s.name[lang])}</th><td>${money(last)}</td><td>${sign}${change.toFixed(2)}%</td></tr>`;
  });
  return tablePage(lang, now, t('港股市場概覽', '港股市场概览', 'Hong Kong market overview')[lang], [t('名稱', '名称', 'Name')[lang], t('現價', '现价', 'Last')[lang], t('變動', '变动', 'Change')[lang]], rows);
}

export const EMBEDDED_CSS = `body{margin:0;font-family:system-ui,-apple-system,"PingFang HK","Microsoft JhengHei",sans-serif;color:#1a1a1a;background:#fff}
main{padding:12px 16px}
h1{font-size:18px;margin:0 0 8px}
table{width:100%;border-collapse:collapse;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:4px 0}
th,td{padding:8px 6px;border-bottom:1px solid #ddd;text-align:right}
th[scope=row],thead th:first-child{text-align:left}
.unit{display:block;font-weight:400;font-size:13px;color:#4a4a4a}
.as-of,.note{font-size:13px;color:#4a4a4a}
`;
