// ITSI200003: the bank's own code and the local banks a transfer can go to.
import type { Handler } from '../api/handler.js';

export const banks: Handler<'ITSI200003'> = async ({ ctx }) => ({
  ownBankCode: ctx.banks.ownBankCode,
  banks: ctx.banks.list,
});
