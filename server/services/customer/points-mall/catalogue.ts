// The points mall's goods (spec section 3, the goods-style option selector): option rows (tree),
// combinations with price in cents of a point and their opening stock, add-ons (properties),
// quota per customer and the fewest redeemed at once. Stock lives in mall_stock (opened from
// here on first use), so redemptions use it up.
import type { SkuMessage } from '../../../../domain/goods/messages.js';

type Text = { 'zh-TW': string; 'zh-CN': string; en: string };

export interface CatalogueGoods {
  goodsId: string;
  name: Text;
  description: Text;
  quota: number;
  startSaleNum: number;
  tree: { k: Text; k_s: 's1' | 's2'; v: { id: string; name: Text }[] }[];
  list: { id: string; s1?: string; s2?: string; price: number; origin_price?: number; stock: number }[];
  properties: { k_id: string; k: Text; is_multiple: boolean; v: { id: string; name: Text; price: number }[] }[];
  /** The buyer's messages (spec section 3), checked by domain/goods/messages.ts on both sides. */
  messages: (SkuMessage & { name: Text; placeholder?: Text })[];
}

/** Points every customer's balance opens with. */
export const WELCOME_POINTS = 5_000;

export const CATALOGUE: readonly CatalogueGoods[] = [
  {
    goodsId: 'G-TOTE',
    name: { 'zh-TW': '海港帆布袋', 'zh-CN': '海港帆布袋', en: 'Harbour tote bag' },
    description: { 'zh-TW': '100% 棉帆布，附內袋', 'zh-CN': '100% 棉帆布，附内袋', en: 'Cotton canvas with an inner pocket' },
    quota: 2,
    startSaleNum: 1,
    tree: [
      {
        k: { 'zh-TW': '顏色', 'zh-CN': '颜色', en: 'Colour' },
        k_s: 's1',
        v: [
          { id: 'navy', name: { 'zh-TW': '深藍', 'zh-CN': '深蓝', en: 'Navy' } },
          { id: 'red', name: { 'zh-TW': '紅色', 'zh-CN': '红色', en: 'Red' } },
        ],
      },
      {
        k: { 'zh-TW': '尺寸', 'zh-CN': '尺寸', en: 'Size' },
        k_s: 's2',
        v: [
          { id: 'std', name: { 'zh-TW': '標準', 'zh-CN': '标准', en: 'Standard' } },
          { id: 'large', name: { 'zh-TW': '大', 'zh-CN': '大', en: 'Large' } },
        ],
      },
    ],
    list: [
      { id: 'TOTE-NAVY-STD', s1: 'navy', s2: 'std', price: 120_000, origin_price: 150_000, stock: 40 },
      { id: 'TOTE-NAVY-LARGE', s1: 'navy', s2: 'large', price: 150_000, stock: 3 },
      { id: 'TOTE-RED-STD', s1: 'red', s2: 'std', price: 120_000, stock: 0 },
      { id: 'TOTE-RED-LARGE', s1: 'red', s2: 'large', price: 150_000, stock: 0 },
    ],
    properties: [
      {
        k_id: 'extras',
        k: { 'zh-TW': '附加', 'zh-CN': '附加', en: 'Extras' },
        is_multiple: true,
        v: [
          { id: 'wrap', name: { 'zh-TW': '禮品包裝', 'zh-CN': '礼品包装', en: 'Gift wrap' }, price: 10_000 },
          { id: 'card', name: { 'zh-TW': '心意卡', 'zh-CN': '心意卡', en: 'Greeting card' }, price: 5_000 },
        ],
      },
    ],
    messages: [
      { name: { 'zh-TW': '收件人電話', 'zh-CN': '收件人电话', en: 'Recipient mobile' }, type: 'mobile', required: true, placeholder: { 'zh-TW': '6至20位數字', 'zh-CN': '6至20位数字', en: '6 to 20 digits' } },
      { name: { 'zh-TW': '電郵地址', 'zh-CN': '电邮地址', en: 'E-mail address' }, type: 'email', required: false },
      { name: { 'zh-TW': '心意卡留言', 'zh-CN': '心意卡留言', en: 'Card message' }, type: 'text', required: false, multiple: true },
      { name: { 'zh-TW': '心意卡相片', 'zh-CN': '心意卡相片', en: 'Card photo' }, type: 'image', required: false },
    ],
  },
  {
    goodsId: 'G-UMBRELLA',
    name: { 'zh-TW': '摺疊雨傘', 'zh-CN': '折叠雨伞', en: 'Folding umbrella' },
    description: { 'zh-TW': '抗風傘骨', 'zh-CN': '抗风伞骨', en: 'Windproof frame' },
    quota: 0,
    startSaleNum: 1,
    tree: [],
    list: [{ id: 'UMBRELLA', price: 80_000, stock: 0 }],
    properties: [],
    messages: [],
  },
];
