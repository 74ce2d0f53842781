// The bank's embedded pages (spec: precious-metal/iframe, stock/more): plain HTML the app frames
// under its CSP (frame-src names /embedded/ only). No scripts; one style sheet of this origin;
// each page in the customer's language (?lang=zh-TW|zh-CN|en), with a title and a main landmark.
// Prices are the sandbox's own reference figures, moved by the bank's clock within the day so
// the page is not a still picture; they say they are for demonstration.
import { hkDate, hkTime } from '../clock.js';
import { bankTexts } from '../i18n/bank-texts.js';

type Lang = 'zh-TW' | 'zh-CN' | 'en';

export const EMBEDDED_PAGES = ['precious-metal', 'stock'] as const;
export type EmbeddedPage = (typeof EMBEDDED_PAGES)[number];

export function embeddedLang(value: unknown): Lang {
  return value === 'en' || value === 'zh-CN' ? value : 'zh-TW';
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The pages' texts and the products' names, in locales/bank-embedded/ (docs/texts.md). */
type Keys = typeof import('../../locales/bank-embedded/en.json');
const TEXTS = bankTexts<Keys>('bank-embedded');
const say = (key: keyof Keys & string, lang: Lang) => TEXTS.text(key, lang);

/** A small deterministic movement (±0.6%) by the Hong Kong time of day: the same for everyone at one moment. */
function drift(now: number, seed: number): number {
  const minutes = Math.floor(now / 60_000);
  return 1 + 0.006 * Math.sin((minutes + seed * 97) / 37);
}

function money(minor: number): string {
  return (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const METALS: { name: keyof Keys & `metal.${string}`; unit: keyof Keys & `unit.${string}`; mid: number }[] = [
  { name: 'metal.gold', unit: 'unit.ounceUsd', mid: 265_000 },
  { name: 'metal.silver', unit: 'unit.ounceUsd', mid: 3_150 },
  { name: 'metal.platinum', unit: 'unit.ounceUsd', mid: 98_000 },
  { name: 'metal.gold', unit: 'unit.taelHkd', mid: 2_480_000 },
];

/** Each stock's name is the text `stock.<code>`. */
const STOCKS: { code: 'HSI' | '0005' | '0700' | '0939' | '1299' | '0388'; last: number }[] = [
  { code: 'HSI', last: 2_412_350 },
  { code: '0005', last: 9_815 },
  { code: '0700', last: 52_350 },
  { code: '0939', last: 712 },
  { code: '1299', last: 6_870 },
  { code: '0388', last: 41_220 },
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
  const stamp = `<p class="as-of">${escapeHtml(say('asOf', lang))}: ${hkDate(now)} ${hkTime(now)} HKT</p>`;
  const note = `<p class="note">${escapeHtml(say('sandbox', lang))}</p>`;
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
      return `<tr><th scope="row">${escapeHtml(say(m.name, lang))} <span class="unit">${escapeHtml(say(m.unit, lang))}</span></th><td>${money(mid - spread)}</td><td>${money(mid + spread)}</td></tr>`;
    });
    return tablePage(lang, now, say('metals.title', lang), [say('metals.metal', lang), say('buy', lang), say('sell', lang)], rows);
  }
  const rows = STOCKS.map((s, i) => {
    const last = Math.round(s.last * drift(now, i + 11));
    const change = ((last - s.last) / s.last) * 100;
    const sign = change > 0 ? '+' : '';
    return `<tr><th scope="row">${escapeHtml(s.code)} ${escapeHtml(say(`stock.${s.code}`, lang))}</th><td>${money(last)}</td><td>${sign}${change.toFixed(2)}%</td></tr>`;
  });
  return tablePage(lang, now, say('stocks.title', lang), [say('stocks.name', lang), say('stocks.last', lang), say('stocks.change', lang)], rows);
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
