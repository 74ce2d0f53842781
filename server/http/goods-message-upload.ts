// POST /api/upload/goods-message-image: the picture a buyer's message of the points mall asks
// for (customer-image-upload.ts); the redemption (ITSI160003) then claims the upload id.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { MALL_ERRORS } from '../services/customer/points-mall/mall.js';
import { registerCustomerImageUpload } from './customer-image-upload.js';

export function registerGoodsMessageUpload(app: FastifyInstance, ctx: AppContext): void {
  registerCustomerImageUpload(app, ctx, {
    path: '/api/upload/goods-message-image',
    idPrefix: 'GM',
    refusedCode: MALL_ERRORS.image,
    table: 'goods_message_images',
  });
}
