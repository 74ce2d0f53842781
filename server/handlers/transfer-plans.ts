// ITSI300008-300010 registered payees, ITSI300011-300014 transfer plans.
import { customerOf, type Handler } from '../api/handler.js';
import { deletePayee, getPayee, registerPayee, type PayeeInput } from '../services/transfers/payees.js';
import { createPlan, deletePlan, getPlan, listPlans, type PlanRequest } from '../services/transfers/plans.js';

type Auth = { deviceId: string; otp: string };

export const addPayee: Handler = async (call, payload) => ({ payee: await registerPayee(call.ctx, customerOf(call), payload as unknown as PayeeInput, call.ip) });
export const removePayee: Handler = async (call, payload) => ({ payee: await deletePayee(call.ctx, customerOf(call), String(payload.payeeId), payload.auth as Auth) });
export const onePayee: Handler = async (call, payload) => ({ payee: await getPayee(call.ctx, customerOf(call), String(payload.payeeId)) });
export const addPlan: Handler = async (call, payload) => createPlan(call.ctx, customerOf(call), payload as unknown as PlanRequest, call.ip);
export const plans: Handler = async (call) => listPlans(call.ctx, customerOf(call));
export const onePlan: Handler = async (call, payload) => getPlan(call.ctx, customerOf(call), String(payload.planId));
export const removePlan: Handler = async (call, payload) => deletePlan(call.ctx, customerOf(call), String(payload.planId), payload.auth as Auth);
