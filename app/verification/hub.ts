// Verification, one mechanism for the sheets inside a journey and the verification page
// (/verification/index): for a business type the bank names the modes (ITSI500004) and issues
// the ticket (ITSI500005); for a caller's list of modes (theMods) the bank checks exactly those
// (ITSI190030). Either way the modes run through mode-runner.ts with the same handlers, and
// the result is the event the caller waits for: its bizType (or theMods) and the ticket.
import type { ServiceClient } from '../../bridge';
import type { VerifyRequest, VerifyResult } from '../../engine/core';
import type { ITSI500005Request } from '../../generated/types/api';
import { parseModes, runModes, ModeUnavailableError, type Mode, type ModeHandlers, type ModeProofs } from './mode-runner';

/** The transaction code an SMS code of each kind of verification is sent for. */
export type SmsPurpose = 'ITSI500005' | 'ITSI190030';

/** The handlers of one verification; `settled` hears the bank's answer (an SMS code may be kept). */
export type VerificationHandlers = ModeHandlers & { settled?(error: unknown): void };

export interface HubDeps {
  client: ServiceClient;
  handlers(request: VerifyRequest, smsPurpose: SmsPurpose): VerificationHandlers;
  /** The customer-facing message when a mode cannot be asked for here. */
  unavailable(mode: string): string;
}

async function send<T>(handlers: VerificationHandlers, usedSms: boolean, call: () => Promise<T>): Promise<T> {
  try {
    const result = await call();
    if (usedSms) handlers.settled?.(null);
    return result;
  } catch (e) {
    if (usedSms) handlers.settled?.(e);
    throw e;
  }
}

/** Strengthened verification or authentication of a business type: the bank's modes, in its order. */
export async function verifyBizType(deps: HubDeps, request: VerifyRequest): Promise<VerifyResult | null> {
  // The flow linter checks a flow's bizType against the vocabulary, and the bank refuses any other.
  const bizType = request.bizType as ITSI500005Request['bizType'];
  const index = await deps.client.call('ITSI500004', { bizType });
  // A step asks only when its flow says so (the customer's needOptFlag, or the bank's own
  // pre-check of a transfer, which the index cannot see), so the modes always run once asked.
  const handlers = deps.handlers(request, 'ITSI500005');
  const proofs = await runModes(index.theMods, handlers);
  if (!proofs) return null;
  const body: ITSI500005Request = { bizType, theMods: index.theMods, ...(proofs as Pick<ModeProofs, 'token' | 'password' | 'sms'>) };
  const result = await send(handlers, !!proofs.sms, () => deps.client.call('ITSI500005', body));
  return { bizType: result.bizType, ticket: result.ticket };
}

/** The caller's modes (theMods), in the caller's order, for a ticket that names them. */
export async function verifyModes(deps: HubDeps, request: VerifyRequest, theMods: readonly Mode[]): Promise<VerifyResult | null> {
  const handlers = deps.handlers(request, 'ITSI190030');
  const proofs = await runModes(theMods, handlers);
  if (!proofs) return null;
  const result = await send(handlers, !!proofs.sms, () => deps.client.call('ITSI190030', { theMods: [...theMods], ...proofs }));
  return { theMods: result.theMods, ticket: result.ticket };
}

/** The engine's verifier: a step's bizType (verify), or a verification step's bizType or theMods. */
export function createHubVerifier(deps: HubDeps): (request: VerifyRequest) => Promise<VerifyResult | null> {
  return async (request) => {
    try {
      if (!request.theMods) return await verifyBizType(deps, request);
      const modes = parseModes(request.theMods);
      if (!modes) throw new ModeUnavailableError(String(request.theMods));
      return await verifyModes(deps, request, modes);
    } catch (e) {
      if (e instanceof ModeUnavailableError) throw { message: deps.unavailable(e.mode) };
      throw e;
    }
  };
}
