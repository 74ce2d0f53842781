// The embedded pages in the three languages (precious-metal/iframe, stock/more), their words read
// from locales/bank-embedded/: the same bytes the bank served when they were written in the code.
import { describe, expect, it } from 'vitest';
import { renderEmbedded } from '../../../../server/embedded/pages.js';

const NOW = Date.parse('2026-03-10T02:00:00Z');
/** The words of a page, in order: every element's text that is not a figure. */
const words = (html: string) => [...html.matchAll(/>([^<>]*[^<>\s\d.,%+-][^<>]*)</g)].map((m) => m[1]!.trim());

describe('the embedded pages in three languages', () => {
  it('serves the precious metal prices, whole, in English', () => {
    expect(renderEmbedded('precious-metal', 'en', NOW)).toBe(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Precious metal prices</title>
<link rel="stylesheet" href="/embedded/embedded.css">
</head>
<body>
<main>
<h1>Precious metal prices</h1>
<p class="as-of">Quoted at: 2026-03-10 10:00 HKT</p>
<table>
<caption>Precious metal prices</caption>
<thead><tr><th scope="col">Metal</th><th scope="col">Bank buys</th><th scope="col">Bank sells</th></tr></thead>
<tbody>
<tr><th scope="row">Gold <span class="unit">per troy ounce (USD)</span></th><td>2,643.35</td><td>2,664.59</td></tr>
<tr><th scope="row">Silver <span class="unit">per troy ounce (USD)</span></th><td>31.42</td><td>31.68</td></tr>
<tr><th scope="row">Platinum <span class="unit">per troy ounce (USD)</span></th><td>971.93</td><td>979.73</td></tr>
<tr><th scope="row">Gold <span class="unit">per tael (HKD)</span></th><td>24,843.91</td><td>25,043.45</td></tr>
</tbody>
</table>
<p class="note">Demonstration prices for reference only, not dealing prices.</p>
</main>
</body>
</html>
`);
  });

  it('serves the Hong Kong market overview, whole, in Simplified Chinese', () => {
    expect(renderEmbedded('stock', 'zh-CN', NOW)).toBe(`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>港股市场概览</title>
<link rel="stylesheet" href="/embedded/embedded.css">
</head>
<body>
<main>
<h1>港股市场概览</h1>
<p class="as-of">报价时间: 2026-03-10 10:00 HKT</p>
<table>
<caption>港股市场概览</caption>
<thead><tr><th scope="col">名称</th><th scope="col">现价</th><th scope="col">变动</th></tr></thead>
<tbody>
<tr><th scope="row">HSI 恒生指数</th><td>24,264.26</td><td>+0.58%</td></tr>
<tr><th scope="row">0005 汇丰控股</th><td>97.72</td><td>-0.44%</td></tr>
<tr><th scope="row">0700 腾讯控股</th><td>524.42</td><td>+0.18%</td></tr>
<tr><th scope="row">0939 建设银行</th><td>7.13</td><td>+0.14%</td></tr>
<tr><th scope="row">1299 友邦保险</th><td>68.42</td><td>-0.41%</td></tr>
<tr><th scope="row">0388 香港交易所</th><td>414.56</td><td>+0.57%</td></tr>
</tbody>
</table>
<p class="note">示范报价，仅供参考，并非交易价格。</p>
</main>
</body>
</html>
`);
  });

  it('says the precious metal page in each language', () => {
    expect(words(renderEmbedded('precious-metal', 'zh-TW', NOW))).toEqual(['貴金屬報價', '貴金屬報價', '報價時間: 2026-03-10 10:00 HKT', '貴金屬報價', '產品', '銀行買入', '銀行賣出', '黃金', '每盎司 (USD)', '白銀', '每盎司 (USD)', '鉑金', '每盎司 (USD)', '黃金', '每兩 (HKD)', '示範報價，只供參考，並非交易價格。']);
    expect(words(renderEmbedded('precious-metal', 'zh-CN', NOW))).toEqual(['贵金属报价', '贵金属报价', '报价时间: 2026-03-10 10:00 HKT', '贵金属报价', '产品', '银行买入', '银行卖出', '黄金', '每盎司 (USD)', '白银', '每盎司 (USD)', '铂金', '每盎司 (USD)', '黄金', '每两 (HKD)', '示范报价，仅供参考，并非交易价格。']);
  });

  it('says the market overview in each language', () => {
    expect(words(renderEmbedded('stock', 'zh-TW', NOW))).toEqual(['港股市場概覽', '港股市場概覽', '報價時間: 2026-03-10 10:00 HKT', '港股市場概覽', '名稱', '現價', '變動', 'HSI 恒生指數', '0005 匯豐控股', '0700 騰訊控股', '0939 建設銀行', '1299 友邦保險', '0388 香港交易所', '示範報價，只供參考，並非交易價格。']);
    expect(words(renderEmbedded('stock', 'en', NOW))).toEqual(['Hong Kong market overview', 'Hong Kong market overview', 'Quoted at: 2026-03-10 10:00 HKT', 'Hong Kong market overview', 'Name', 'Last', 'Change', 'HSI Hang Seng Index', '0005 HSBC Holdings', '0700 Tencent Holdings', '0939 China Construction Bank', '1299 AIA Group', '0388 HKEX', 'Demonstration prices for reference only, not dealing prices.']);
  });
});
