// The points mall's goods (spec section 3, the goods-style option selector): option rows (tree),
// combinations with price in cents of a point and their opening stock, add-ons (properties),
// quota per customer and the fewest redeemed at once. Stock lives in mall_stock (opened from
// here on first use), so redemptions use it up.
import type { SkuMessage } from '../../../../domain/goods/messages.js';
import type { Locale } from '../../../../domain/locale.js';
import { bankTexts } from '../../../i18n/bank-texts.js';

type Text = Record<Locale, string>;

/** The goods' names, options and messages in the three languages, in locales/bank-points-mall/. */
type Keys = typeof import('../../../../locales/bank-points-mall/en.json');
const TEXTS = bankTexts<Keys>('bank-points-mall');
const say = (key: keyof Keys & string): Text => TEXTS.local(key);

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
    name: say('tote.name'),
    description: say('tote.description'),
    quota: 2,
    startSaleNum: 1,
    tree: [
      {
        k: say('tote.colour'),
        k_s: 's1',
        v: [
          { id: 'navy', name: say('tote.colour.navy') },
          { id: 'red', name: say('tote.colour.red') },
        ],
      },
      {
        k: say('tote.size'),
        k_s: 's2',
        v: [
          { id: 'std', name: say('tote.size.std') },
          { id: 'large', name: say('tote.size.large') },
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
        k: say('tote.extras'),
        is_multiple: true,
        v: [
          { id: 'wrap', name: say('tote.extras.wrap'), price: 10_000 },
          { id: 'card', name: say('tote.extras.card'), price: 5_000 },
        ],
      },
    ],
    messages: [
      { name: say('tote.message.recipientMobile'), type: 'mobile', required: true, placeholder: say('tote.message.recipientMobile.placeholder') },
      { name: say('tote.message.email'), type: 'email', required: false },
      { name: say('tote.message.cardMessage'), type: 'text', required: false, multiple: true },
      { name: say('tote.message.cardPhoto'), type: 'image', required: false },
    ],
  },
  {
    goodsId: 'G-UMBRELLA',
    name: say('umbrella.name'),
    description: say('umbrella.description'),
    quota: 0,
    startSaleNum: 1,
    tree: [],
    list: [{ id: 'UMBRELLA', price: 80_000, stock: 0 }],
    properties: [],
    messages: [],
  },
];
