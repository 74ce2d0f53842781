// POST /api/:code — the one entry point of the wire contract. Order of checks: known code,
// body shape and header, session (for login contracts), payload schema, the contract's
// factors and strengthened verification (factor-policy.ts), handler, response schema. Every answer is HTTP 200 with the envelope, errors included.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { handlers } from '../handlers/index.js';
import { langOf, type Lang } from '../i18n/translate.js';
import { authenticate } from '../services/customer/sessions.js';
import type { ApiCode } from '../../generated/types/api.js';
import { fieldsOf, type Contract, type ContractSet } from './contracts.js';
import { enforceFactors } from './factor-policy.js';
import { enforcePrerequisites } from './prerequisites.js';
import { enforceRiskRules } from '../services/customer/risk/rules.js';
import { keepProvenance, parseFlowHeader } from '../services/bank/flow-provenance.js';
import { acceptsDefinition } from '../services/bank/flow-registry/accepted.js';
import { recordOutcome } from '../services/bank/flow-registry/outcomes.js';
import { recordAuthEvent } from '../services/bank/audit.js';
import { failure, success, type Envelope } from './envelope.js';
import { APP_UPGRADE_REQUIRED, BAD_REQUEST, BankError, SERVER_ERROR, UNKNOWN_CODE, UNKNOWN_DEFINITION } from './errors.js';
import { enforceFormRules, formRulesOf, type FormRulesCheck } from './form-rules.js';
import { needsUpgrade } from '../../domain/app-version.js';

/** The bank app's channel id (spec section 9: H112 mobile banking). */
const BANK_APP_CHANNEL = 'H112';
import type { Call, Handler } from './handler.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The caller's language, read defensively: it is needed even for malformed bodies. */
export function requestLang(body: unknown): Lang {
  return langOf(isRecord(body) && isRecord(body.header) ? body.header.locale : undefined);
}

export function registerApiRoute(app: FastifyInstance, ctx: AppContext, contracts: ContractSet): void {
  app.post<{ Params: { code: string } }>(
    '/api/:code',
    { config: { rateLimit: { max: ctx.settings.apiRateLimitPerMinute, timeWindow: '1 minute' } } },
    async (req, reply): Promise<Envelope> => {
      // The bank's clock, so a soft token generates codes for the time they are checked at.
      void reply.header('X-Bank-Time', String(ctx.clock.now()));
      const lang = requestLang(req.body);
      try {
        return success(await dispatch(ctx, contracts, req, lang), lang);
      } catch (error) {
        if (error instanceof BankError) return failure(error.code, lang, error.params, error.data);
        req.log.error({ err: error, code: req.params.code }, 'transaction failed');
        return failure(SERVER_ERROR, lang);
      }
    },
  );
}

async function dispatch(
  ctx: AppContext,
  contracts: ContractSet,
  req: FastifyRequest<{ Params: { code: string } }>,
  lang: Lang,
): Promise<object> {
  const contract = contracts.get(req.params.code);
  if (!contract || (contract.sandboxOnly && ctx.settings.production)) throw new BankError(UNKNOWN_CODE);

  const body = req.body;
  if (!isRecord(body) || !isRecord(body.header)) throw new BankError(BAD_REQUEST, { fields: 'header' });
  const { header, ...payload } = body;
  if (!contracts.validateHeader(header)) {
    throw new BankError(BAD_REQUEST, { fields: fieldsOf(contracts.validateHeader.errors, 'header').join(', ') });
  }

  // Spec section 5: in the bank app, a client older than the bank requires is asked to update,
  // before anything else is done for it (logging on included).
  if (header.originalChannelId === BANK_APP_CHANNEL && needsUpgrade(String(header.appVersion ?? ''), ctx.settings.minAppVersion)) {
    throw new BankError(APP_UPGRADE_REQUIRED, { version: ctx.settings.minAppVersion }, { minVersion: ctx.settings.minAppVersion });
  }

  const call: Call = { ctx, lang, ip: req.ip };
  if (contract.login) {
    const session = await authenticate(ctx, req.headers['x-auth-token']);
    call.customerId = session.customerId;
    call.tokenHash = session.tokenHash;
  }
  // A money-moving request names the flow definition that made it: only one the bank published
  // (or the build shipped) is served; anything else, or none, is refused before any check or
  // money moves.
  if (contract.moneyMoving) {
    const definition = header.flow === undefined ? undefined : parseFlowHeader(header.flow);
    if (!definition || !(await acceptsDefinition(ctx, definition))) {
      await recordAuthEvent(ctx, {
        event: 'flow-definition-refused',
        outcome: 'failure',
        customerId: call.customerId ?? null,
        ip: req.ip,
        detail: { code: contract.code, flow: header.flow === undefined ? null : String(header.flow).slice(0, 80) },
      });
      throw new BankError(UNKNOWN_DEFINITION);
    }
  }
  // A money-moving request's outcome counts for the version that made it (staged rollout).
  const definition = contract.moneyMoving ? parseFlowHeader(header.flow) : undefined;
  // The rules of the forms the request's fields come from, as the named definition publishes them.
  const rules = header.flow === undefined ? undefined : await formRulesOf(call, contract, header.flow, definition !== undefined);
  let data: object;
  try {
    data = await answer(contract, call, payload, req, String(header.termNo ?? ''), rules);
  } catch (e) {
    if (definition && e instanceof BankError) await recordOutcome(ctx, definition, false);
    throw e;
  }
  if (definition) await recordOutcome(ctx, definition, true);
  // Which flow definition sent a money-moving request: kept with its idempotency key.
  if (contract.moneyMoving && call.customerId && header.flow !== undefined) await keepProvenance(ctx, call.customerId, contract.code, payload, header.flow);
  return data;
}

/** The contract's own steps, typed by its code: the validator's pass is what makes the payload its request type. */
async function answer<C extends ApiCode>(contract: Contract<C>, call: Call, payload: unknown, req: FastifyRequest, termNo: string, rules?: FormRulesCheck): Promise<object> {
  if (!contract.validateRequest(payload)) {
    throw new BankError(BAD_REQUEST, { fields: fieldsOf(contract.validateRequest.errors).join(', ') });
  }
  // What the browser checked against the owner's form, the bank checks again (form-rules.ts).
  if (rules) await enforceFormRules(call, contract.code, rules, payload);

  // The bank's risk rules (a blocked device, an account under review, a reported payee
  // account) refuse with a security code before any factor is spent.
  if (!contract.sandboxOnly) {
    await enforceRiskRules(call.ctx, { code: contract.code, login: contract.login, moneyMoving: contract.moneyMoving, termNo, payload, ...(call.customerId ? { customerId: call.customerId } : {}) });
  }

  // Spec section 6's prerequisites of the service (a daily transfer limit, notifications on).
  if (call.customerId) await enforcePrerequisites(call.ctx, contract, call.customerId);

  // Which factor may confirm this code, strengthened verification and the cooling-off of
  // new bindings: decided here from the contract, never by a service.
  if (call.customerId) await enforceFactors(call.ctx, contract, call.customerId, payload, req.ip);

  const handler: Handler<C> = handlers[contract.code];
  const data: unknown = await handler(call, payload);
  if (!contract.validateResponse(data)) {
    // The server broke its own contract: a bug to fix, never something to send.
    req.log.error({ code: contract.code, errors: contract.validateResponse.errors }, 'response does not match its contract');
    throw new BankError(SERVER_ERROR);
  }
  return data;
}
