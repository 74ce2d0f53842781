// ITSI300008-300010 registered payees, ITSI300011-300014 transfer plans.
import { customerOf, type Handler } from '../api/handler.js';
import { deletePayee, getPayee, registerPayee } from '../services/money/transfers/payees.js';
import { createPlan, deletePlan, getPlan, listPlans } from '../services/money/transfers/plans.js';

export const addPayee: Handler<'ITSI300008'> = async (call, payload) => ({ payee: await registerPayee(call.ctx, customerOf(call), payload, call.ip) });
export const removePayee: Handler<'ITSI300009'> = async (call, payload) => ({ payee: await deletePayee(call.ctx, customerOf(call), payload, call.ip) });
export const onePayee: Handler<'ITSI300010'> = async (call, payload) => ({ payee: await getPayee(call.ctx, customerOf(call), payload.payeeId) });
export const addPlan: Handler<'ITSI300011'> = async (call, payload) => createPlan(call.ctx, customerOf(call), payload, call.ip);
export const plans: Handler<'ITSI300012'> = async (call) => listPlans(call.ctx, customerOf(call));
export const onePlan: Handler<'ITSI300013'> = async (call, payload) => getPlan(call.ctx, customerOf(call), payload.planId);
export const removePlan: Handler<'ITSI300014'> = async (call, payload) => deletePlan(call.ctx, customerOf(call), payload, call.ip);
