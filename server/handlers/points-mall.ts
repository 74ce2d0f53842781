// ITSI160002 the points mall's goods and the customer's points; ITSI160003 redeem with points.
import { customerOf, type Handler } from '../api/handler.js';
import { mallGoods, redeem } from '../services/customer/points-mall/mall.js';

export const pointsMallGoods: Handler<'ITSI160002'> = async (call, payload) => mallGoods(call.ctx, customerOf(call), payload.goodsId);
export const pointsRedeem: Handler<'ITSI160003'> = async (call, payload) => redeem(call.ctx, customerOf(call), payload);
