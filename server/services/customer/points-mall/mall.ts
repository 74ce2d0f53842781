// The points mall: the customer's points balance, the goods with their live stock and quota,
// and redemptions (spec sections 3 and 4). A redemption runs in the transaction skeleton
// (customer lock, idempotency, checks, posting): the option, stock, minimum quantity, quota
// and balance are checked again by the bank whatever the selector allowed.
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../../context.js';
import type { Database } from '../../../db/schema.js';
import { isoAt } from '../../../clock.js';
import { newId } from '../../../ids.js';
import { BankError } from '../../../api/errors.js';
import { runInstruction } from '../../money/transactions/run.js';
import type { Outcome } from '../../money/transactions/outcome.js';
import { CATALOGUE, WELCOME_POINTS, type CatalogueGoods } from './catalogue.js';
import { cleanMessage, messagesProblem } from '../../../../domain/goods/messages.js';
import { ERR } from '../../../../generated/error-codes.js';

type Db = Kysely<Database> | Transaction<Database>;

export const MALL_ERRORS = {
  notFound: ERR.ITEM_OPTION_NOT_AVAILABLE,
  soldOut: ERR.SOLD_OUT,
  notEnoughStock: ERR.NOT_ENOUGH_STOCK_ONLY_LEFT,
  quota: ERR.LIMITED_PER_CUSTOMER,
  notEnoughPoints: ERR.NOT_ENOUGH_POINTS,
  minimum: ERR.REDEEM_LEAST,
  reused: ERR.REDEMPTION_ALREADY_SUBMITTED_DIFFERENT_DETAILS,
  selectOption: ERR.SELECT_OPTION,
  message: ERR.BUYER_S_MESSAGE_MISSING_NOT_VALID,
  image: ERR.PICTURE_MUST_JPG_JPEG_PNG_IMAGE,
} as const;

async function openStock(db: Db): Promise<void> {
  const rows = CATALOGUE.flatMap((g) => g.list.map((c) => ({ sku_id: c.id, goods_id: g.goodsId, stock: c.stock })));
  await db.insertInto('mall_stock').values(rows).onConflict((oc) => oc.column('sku_id').doNothing()).execute();
}

async function balanceOf(db: Db, customerId: string): Promise<number> {
  await db.insertInto('points_balances').values({ customer_id: customerId, balance: WELCOME_POINTS }).onConflict((oc) => oc.column('customer_id').doNothing()).execute();
  const row = await db.selectFrom('points_balances').select('balance').where('customer_id', '=', customerId).executeTakeFirstOrThrow();
  return row.balance;
}

async function quotaUsed(db: Db, customerId: string, goodsId: string): Promise<number> {
  const row = await db
    .selectFrom('points_redemptions')
    .select((eb) => eb.fn.sum<number>('quantity').as('used'))
    .where('customer_id', '=', customerId)
    .where('goods_id', '=', goodsId)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

export async function mallGoods(ctx: AppContext, customerId: string, goodsId?: string) {
  const db = ctx.store.db;
  await openStock(db);
  const points = await balanceOf(db, customerId);
  const stock = new Map((await db.selectFrom('mall_stock').selectAll().execute()).map((r) => [r.sku_id, r.stock]));
  const goods = [];
  for (const g of CATALOGUE) {
    if (goodsId && g.goodsId !== goodsId) continue;
    const list = g.list.map(({ stock: _, ...c }) => ({ ...c, stock_num: stock.get(c.id) ?? 0 }));
    goods.push({
      goodsId: g.goodsId,
      name: g.name,
      description: g.description,
      quota: g.quota,
      quotaUsed: await quotaUsed(db, customerId, g.goodsId),
      startSaleNum: g.startSaleNum,
      noneSku: g.tree.length === 0,
      price: Math.min(...list.map((c) => c.price)),
      stockNum: list.reduce((n, c) => n + c.stock_num, 0),
      tree: g.tree,
      list,
      properties: g.properties,
      messages: g.messages,
    });
  }
  return { points, goods };
}

export interface RedeemRequest {
  goodsId: string;
  skuId: string;
  quantity: number;
  propertyIds: string[];
  /** The buyer's messages, in the goods' order. */
  messages?: string[];
  idempotencyKey: string;
}

function priceOf(goods: CatalogueGoods, skuPrice: number, propertyIds: string[]): number | undefined {
  let price = skuPrice;
  for (const id of propertyIds) {
    const value = goods.properties.flatMap((p) => p.v).find((v) => v.id === id);
    if (!value) return undefined;
    price += value.price;
  }
  // A single-choice add-on row takes one value at most.
  for (const row of goods.properties) {
    if (!row.is_multiple && row.v.filter((v) => propertyIds.includes(v.id)).length > 1) return undefined;
  }
  return price;
}

export interface Redemption {
  redemptionId: string;
  goodsName: CatalogueGoods['name'];
  quantity: number;
  pointsUsed: number;
  pointsBalance: number;
  createdAt: string;
}

export async function redeem(ctx: AppContext, customerId: string, request: RedeemRequest): Promise<Redemption> {
  const goods = CATALOGUE.find((g) => g.goodsId === request.goodsId);
  if (!goods) throw new BankError(MALL_ERRORS.notFound);
  // The buyer's messages, by the selector's rules again (a required one filled in, each valid).
  const messages = goods.messages.map((m, i) => cleanMessage(m.type, request.messages?.[i] ?? ''));
  if ((request.messages?.length ?? 0) > goods.messages.length || messagesProblem(goods.messages, messages)) throw new BankError(MALL_ERRORS.message);
  return runInstruction<Redemption>(ctx, {
    customerId,
    request,
    secondFactor: 'none',
    once: {
      key: request.idempotencyKey,
      reusedCode: MALL_ERRORS.reused,
      earlier: (trx) =>
        trx.selectFrom('points_redemptions').select(['request_hash', 'response_json']).where('customer_id', '=', customerId).where('idempotency_key', '=', request.idempotencyKey).executeTakeFirst(),
    },
    act: async (trx, _prepared, step): Promise<Outcome<Redemption>> => {
      await openStock(trx);
      const sku = goods.list.find((c) => c.id === request.skuId);
      if (!sku) return { error: MALL_ERRORS.selectOption };
      const price = priceOf(goods, sku.price, request.propertyIds);
      if (price === undefined) return { error: MALL_ERRORS.notFound };
      const stockRow = await trx.selectFrom('mall_stock').select('stock').where('sku_id', '=', sku.id).executeTakeFirstOrThrow();
      if (stockRow.stock <= 0) return { error: MALL_ERRORS.soldOut };
      if (request.quantity < goods.startSaleNum) return { error: MALL_ERRORS.minimum, params: { min: String(goods.startSaleNum) } };
      if (request.quantity > stockRow.stock) return { error: MALL_ERRORS.notEnoughStock, params: { stock: String(stockRow.stock) } };
      if (goods.quota > 0 && (await quotaUsed(trx, customerId, goods.goodsId)) + request.quantity > goods.quota) {
        return { error: MALL_ERRORS.quota, params: { quota: String(goods.quota) } };
      }
      const points = (price * request.quantity) / 100;
      const balance = await balanceOf(trx, customerId);
      if (points > balance) return { error: MALL_ERRORS.notEnoughPoints };
      await trx.updateTable('mall_stock').set({ stock: stockRow.stock - request.quantity }).where('sku_id', '=', sku.id).execute();
      await trx.updateTable('points_balances').set({ balance: balance - points }).where('customer_id', '=', customerId).execute();
      const answer: Redemption = {
        redemptionId: newId('PR'),
        goodsName: goods.name,
        quantity: request.quantity,
        pointsUsed: points,
        pointsBalance: balance - points,
        createdAt: isoAt(step.now),
      };
      // Each picture a message names must be this customer's own upload, not yet sent with another redemption.
      for (const [i, m] of goods.messages.entries()) {
        if (m.type !== 'image' || !messages[i]) continue;
        const claimed = await trx
          .updateTable('goods_message_images')
          .set({ redemption_id: answer.redemptionId })
          .where('id', '=', messages[i]!)
          .where('customer_id', '=', customerId)
          .where('redemption_id', 'is', null)
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) !== 1) return { error: MALL_ERRORS.message };
      }
      await trx
        .insertInto('points_redemptions')
        .values({
          id: answer.redemptionId,
          customer_id: customerId,
          goods_id: goods.goodsId,
          sku_id: sku.id,
          quantity: request.quantity,
          points,
          idempotency_key: request.idempotencyKey,
          request_hash: step.hash,
          response_json: JSON.stringify(answer),
          created_at: answer.createdAt,
        })
        .execute();
      return { ok: answer };
    },
  });
}
