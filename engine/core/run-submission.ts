// A step's way to the bank: the strengthened verification it asks, the second factor, the
// call with its idempotency key, and what the answer leaves on the step.
import { requestChecksArriving } from './request-checks';
import { runInAction } from 'mobx';
import type { Step, VerificationStep } from './flow-types';
import type { AuthCredential, CustomerFacingError, VerifyRequest, VerifyResult } from './deps';
import { applyMapping, evaluateLogic, evaluateSource } from './context';
import { engineText } from './texts';
import { move } from './run-chart';
import { failRun } from './run-errors';
import { forgetSecrets, persistRun } from './run-persistence';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';

/**
 * `verifyNow`: the bank refused the first submit with one of the step's verify.whenRefused
 * codes (a check only the bank can make, e.g. a large transfer in a short time): verify,
 * then submit again, once.
 */
export async function submitStep(run: FlowRun, inner: RunInner, step: Step, verifyNow = false): Promise<boolean> {
  const submit = step.submit!;
  const locale = inner.deps.locale();
  // The request validators come after the first screen (almost always in by the time a step
  // submits, when this waits not even a microtask); the run is busy meanwhile, so a second tap
  // sends nothing. Not fetched: said as any unexpected failure, and the next tap asks again.
  const arriving = requestChecksArriving(inner.deps, run.flow.id);
  if (arriving && !(await arriving)) {
    failRun(run, inner, 'flow', {});
    return false;
  }
  const payload = applyMapping(run.context, submit.request);
  if (submit.idempotent) {
    run.idempotencyKeys[run.stepId] ??= inner.deps.newId();
    payload.idempotencyKey = run.idempotencyKeys[run.stepId];
    persistRun(run, inner);
  }
  if (step.verify && (verifyNow || step.verify.when === undefined || evaluateLogic(step.verify.when, run.context))) {
    const verified = await verify(run, inner, { bizType: step.verify.bizType });
    if (!verified) return false;
    if (verified.ticket) payload.verifyTicket = verified.ticket;
  }
  // authSkipWhen: the bank waives the second factor in this case by its own rule (the
  // contract's authWaiver), e.g. a small-value transfer within the customer's limit.
  const waived = step.authSkipWhen !== undefined && evaluateLogic(step.authSkipWhen, run.context) === true;
  if (step.auth && step.auth !== 'none' && !waived) {
    const credential = await authenticate(run, inner, step.auth, payload, submit.tx);
    if (!credential) return false;
    payload.auth = credential;
  }
  const check = inner.deps.requestValidators?.[submit.tx];
  if (check && !check(payload)) {
    // The flow maps a request its contract refuses: never send it.
    failRun(run, inner, 'flow', { message: engineText('invalidRequest', locale) });
    return false;
  }
  runInAction(() => move(run, 'submit'));
  try {
    const data = (await inner.deps.call(submit.tx, payload, { flowId: run.flow.id, version: run.flow.version })) as Record<string, unknown>;
    runInAction(() => {
      run.response[run.stepId] = data;
      const derived = applyMapping(run.context, submit.response);
      run.response[run.stepId] = { ...data, ...derived };
      forgetSecrets(run, run.stepId, submit.request);
      inner.failedStage = null;
    });
    return true;
  } catch (e) {
    // A refusal the customer can fix here (the payee's account not found, say) is said under
    // its field, and the step stays as it is, as a check of the form would.
    const code = (e as Partial<CustomerFacingError> | undefined)?.code;
    if (code && !payload.verifyTicket && step.verify?.whenRefused?.includes(code)) {
      runInAction(() => move(run, 'refused'));
      return submitStep(run, inner, step, true);
    }
    const field = code ? submit.fieldFor?.[code] : undefined;
    if (field) {
      const message = (e as Partial<CustomerFacingError>).message || engineText('unexpected', locale);
      runInAction(() => {
        move(run, 'refused');
        run.fieldErrors = { [field]: [message] };
        run.refusals += 1;
      });
      return false;
    }
    failRun(run, inner, 'submit', e);
    return false;
  }
}

async function authenticate(run: FlowRun, inner: RunInner, method: string, payload: Record<string, unknown>, tx: string): Promise<AuthCredential | null> {
  const authenticator = inner.deps.authenticators[method];
  const locale = inner.deps.locale();
  if (!authenticator) {
    failRun(run, inner, 'auth', { message: engineText('authUnavailable', locale) });
    return null;
  }
  runInAction(() => move(run, 'authenticate'));
  try {
    const money = inner.deps.requestMoney?.[tx];
    const credential = await authenticator({ method, flowId: run.flow.id, stepId: run.stepId, tx, payload, ...(money ? { money } : {}) });
    runInAction(() => move(run, 'authenticated'));
    return credential;
  } catch (e) {
    failRun(run, inner, 'auth', e);
    return null;
  }
}

/**
 * A verification step: its bizType, or the caller's modes (theMods, a JSON list), from the
 * context; once passed, what was verified and the ticket are the step's response.
 */
export async function passVerification(run: FlowRun, inner: RunInner, step: VerificationStep): Promise<boolean> {
  const read = (source: VerificationStep['bizType']) => (source === undefined ? undefined : evaluateSource(run.context, source));
  const bizType = read(step.bizType);
  let theMods = read(step.theMods);
  const given = theMods !== undefined && theMods !== '';
  try {
    if (typeof theMods === 'string' && given) theMods = JSON.parse(theMods);
  } catch {
    theMods = null;
  }
  const modes = Array.isArray(theMods) && theMods.length > 0 && theMods.every((m) => typeof m === 'string') ? (theMods as string[]) : undefined;
  // theMods when the link gives them (and then they must be a list of modes), else the bizType.
  if (given ? !modes : typeof bizType !== 'string' || !bizType) {
    failRun(run, inner, 'flow', { message: engineText('invalidRequest', inner.deps.locale()) });
    return false;
  }
  const asked = modes ? { theMods: modes } : { bizType: bizType as string };
  const result = await verify(run, inner, asked);
  if (!result) return false;
  runInAction(() => {
    run.response[run.stepId] = { ...asked, verified: true, ...(result.ticket ? { ticket: result.ticket } : {}) };
  });
  return true;
}

/**
 * Verification: waits for the verification's event and continues only when it carries what
 * was asked (the step's bizType, or its theMods). Cancelled (null): back to the step, nothing
 * is sent.
 */
async function verify(run: FlowRun, inner: RunInner, asked: Pick<VerifyRequest, 'bizType' | 'theMods'>): Promise<VerifyResult | null> {
  const locale = inner.deps.locale();
  if (!inner.deps.verifier) {
    failRun(run, inner, 'auth', { message: engineText('authUnavailable', locale) });
    return null;
  }
  runInAction(() => move(run, 'authenticate'));
  try {
    const result = await inner.deps.verifier({ ...asked, flowId: run.flow.id, stepId: run.stepId });
    if (result && (asked.theMods ? String(result.theMods) !== String(asked.theMods) : result.bizType !== asked.bizType)) {
      failRun(run, inner, 'auth', { message: engineText('authUnavailable', locale) });
      return null;
    }
    runInAction(() => move(run, 'authenticated'));
    return result;
  } catch (e) {
    failRun(run, inner, 'auth', e);
    return null;
  }
}
