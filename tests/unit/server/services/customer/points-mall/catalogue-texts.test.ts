// The points mall's goods in the three languages, read from locales/bank-points-mall/: every
// name, option, add-on and message of the catalogue, the same bytes the bank answered when they
// were written in the code.
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../../../../../server/services/customer/points-mall/catalogue.js';

const tote = CATALOGUE.find((g) => g.goodsId === 'G-TOTE')!;
const umbrella = CATALOGUE.find((g) => g.goodsId === 'G-UMBRELLA')!;

describe('the points mall catalogue in three languages', () => {
  it('names and describes the goods', () => {
    expect([tote.name, tote.description]).toEqual([
      { 'zh-TW': '海港帆布袋', 'zh-CN': '海港帆布袋', en: 'Harbour tote bag' },
      { 'zh-TW': '100% 棉帆布，附內袋', 'zh-CN': '100% 棉帆布，附内袋', en: 'Cotton canvas with an inner pocket' },
    ]);
    expect([umbrella.name, umbrella.description]).toEqual([
      { 'zh-TW': '摺疊雨傘', 'zh-CN': '折叠雨伞', en: 'Folding umbrella' },
      { 'zh-TW': '抗風傘骨', 'zh-CN': '抗风伞骨', en: 'Windproof frame' },
    ]);
  });

  it('names the option rows and their values', () => {
    expect(tote.tree.map((row) => [row.k, row.v.map((v) => v.name)])).toEqual([
      [
        { 'zh-TW': '顏色', 'zh-CN': '颜色', en: 'Colour' },
        [
          { 'zh-TW': '深藍', 'zh-CN': '深蓝', en: 'Navy' },
          { 'zh-TW': '紅色', 'zh-CN': '红色', en: 'Red' },
        ],
      ],
      [
        { 'zh-TW': '尺寸', 'zh-CN': '尺寸', en: 'Size' },
        [
          { 'zh-TW': '標準', 'zh-CN': '标准', en: 'Standard' },
          { 'zh-TW': '大', 'zh-CN': '大', en: 'Large' },
        ],
      ],
    ]);
  });

  it('names the add-ons', () => {
    expect(tote.properties.map((p) => [p.k, p.v.map((v) => v.name)])).toEqual([
      [
        { 'zh-TW': '附加', 'zh-CN': '附加', en: 'Extras' },
        [
          { 'zh-TW': '禮品包裝', 'zh-CN': '礼品包装', en: 'Gift wrap' },
          { 'zh-TW': '心意卡', 'zh-CN': '心意卡', en: 'Greeting card' },
        ],
      ],
    ]);
  });

  it("names the buyer's messages and the mobile number's hint", () => {
    expect(tote.messages.map((m) => [m.name, m.placeholder])).toEqual([
      [{ 'zh-TW': '收件人電話', 'zh-CN': '收件人电话', en: 'Recipient mobile' }, { 'zh-TW': '6至20位數字', 'zh-CN': '6至20位数字', en: '6 to 20 digits' }],
      [{ 'zh-TW': '電郵地址', 'zh-CN': '电邮地址', en: 'E-mail address' }, undefined],
      [{ 'zh-TW': '心意卡留言', 'zh-CN': '心意卡留言', en: 'Card message' }, undefined],
      [{ 'zh-TW': '心意卡相片', 'zh-CN': '心意卡相片', en: 'Card photo' }, undefined],
    ]);
  });
});
