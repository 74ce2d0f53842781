// The words the forex overview (ITSI140016), the securities overview (ITSI140011) and the
// verification modes (ITSI140017) answer with, in the three languages: read from
// locales/bank-forex/, the same bytes the bank answered when they were written in the code.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';

describe('the forex overview in three languages', () => {
  it('names a holding, its quantity and price, and its profit or loss', async ({ bank, chan }) => {
    const tab = await bank.call('ITSI140016', { active: '0' }, { token: chan });
    expect(tab.data.rows[0]).toEqual({
      key: '0005',
      title: { 'zh-TW': '滙豐控股', 'zh-CN': '汇丰控股', en: 'HSBC Holdings' },
      subtitle: { 'zh-TW': '0005 · 800 股 · 現價 73.05', 'zh-CN': '0005 · 800 股 · 现价 73.05', en: '0005 · 800 shares · price 73.05' },
      amount: 5_844_000,
      currency: 'HKD',
      status: { 'zh-TW': '盈虧 +HKD 8,440.00', 'zh-CN': '盈亏 +HKD 8,440.00', en: 'Profit/loss +HKD 8,440.00' },
    });
  });

  it('names every holding of the securities account', async ({ bank, chan }) => {
    const overview = await bank.call('ITSI140011', {}, { token: chan });
    expect(overview.data.holdings.map((h: { name: unknown }) => h.name)).toEqual([
      { 'zh-TW': '滙豐控股', 'zh-CN': '汇丰控股', en: 'HSBC Holdings' },
      { 'zh-TW': '騰訊控股', 'zh-CN': '腾讯控股', en: 'Tencent' },
      { 'zh-TW': '盈富基金', 'zh-CN': '盈富基金', en: 'Tracker Fund of Hong Kong' },
    ]);
    const lee = await bank.call('ITSI140011', {}, { token: await bank.login('lee.kayan') });
    expect(lee.data.holdings.map((h: { name: unknown }) => h.name)).toEqual([{ 'zh-TW': '香港交易所', 'zh-CN': '香港交易所', en: 'HKEX' }]);
  });

  it('says a rate row as buying and selling, and an account as its Hong Kong dollar equivalent', async ({ bank, chan }) => {
    const rates = await bank.call('ITSI140016', { active: '1' }, { token: chan });
    expect(rates.data.rows[0].status).toEqual({ 'zh-TW': '買入 7.7827 / 賣出 7.7983', 'zh-CN': '买入 7.7827 / 卖出 7.7983', en: 'Buy 7.7827 / Sell 7.7983' });
    const accounts = await bank.call('ITSI140016', { active: '2' }, { token: chan });
    expect(accounts.data.rows[0].status).toEqual({ 'zh-TW': '約 HKD 1,285,640.50', 'zh-CN': '约 HKD 1,285,640.50', en: 'About HKD 1,285,640.50' });
  });

  it('names the verification modes and whether each is set up', async ({ bank, chan }) => {
    const modes = await bank.call('ITSI140017', {}, { token: chan });
    expect(modes.data.modes).toEqual([
      { mode: 'float', ready: false, name: { 'zh-TW': '交易密碼', 'zh-CN': '交易密码', en: 'Transaction password' }, state: { 'zh-TW': '未設定', 'zh-CN': '未设定', en: 'Not set up' } },
      { mode: 'token', ready: false, name: { 'zh-TW': '流動保安編碼', 'zh-CN': '流动保安编码', en: 'Mobile Token' }, state: { 'zh-TW': '未設定', 'zh-CN': '未设定', en: 'Not set up' } },
    ]);
  });

  it('says a ready mode as set up', async ({ bank, chan, device }) => {
    expect(device.deviceId).toBeTruthy();
    const modes = await bank.call('ITSI140017', { theMods: '["token"]' }, { token: chan });
    expect(modes.data.modes).toEqual([{ mode: 'token', ready: true, name: { 'zh-TW': '流動保安編碼', 'zh-CN': '流动保安编码', en: 'Mobile Token' }, state: { 'zh-TW': '已設定', 'zh-CN': '已设定', en: 'Ready' } }]);
  });
});
