// ITSI300008-300010 registered payees, ITSI300011-300014 transfer plans.
import type { ITSI300008Request, ITSI300009Request, ITSI300011Request, ITSI300014Request } from '../../generated/types/api.js';
import { customerOf, type Handler } from '../api/handler.js';
import { deletePayee, getPayee, registerPayee } from '../services/transfers/payees.js';
import { createPlan, deletePlan, getPlan, listPlans } from '../services/transfers/plans.js';

export const addPayee: Handler = async (call, payload) => ({ payee: await registerPayee(call.ctx, customerOf(call), payload as unknown as ITSI300008Request, call.ip) });
export const removePayee: Handler = async (call, payload) => ({ payee: await deletePayee(call.ctx, customerOf(call), payload as unknown as ITSI300009Request, call.ip) });
export const onePayee: Handler = async (call, payload) => ({ payee: await getPayee(call.ctx, customerOf(call), String(payload.payeeId)) });
export const addPlan: Handler = async (call, payload) => createPlan(call.ctx, customerOf(call), payload as unknown as ITSI300011Request, call.ip);
export const plans: Handler = async (call) => listPlans(call.ctx, customerOf(call));
export const onePlan: Handler = async (call, payload) => getPlan(call.ctx, customerOf(call), String(payload.planId));
export const removePlan: Handler = async (call, payload) => deletePlan(call.ctx, customerOf(call), payload as unknown as ITSI300014Request, call.ip);
