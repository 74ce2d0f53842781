// verify-step: strengthened verification (`verify`) names a business type from vocabulary.json
// (bizTypes) and sits on a step that submits something (the ticket travels with the submit). A
// verification step says what it verifies: a bizType (a known one when constant) or theMods
// (known modes when constant), and names only known modes in its modeNames.
import { isObject } from '../../lib/json';
import type { Finding, Rule } from '../types';

/** The modes the app can ask for (app/verification/mode-runner.ts MODES). */
export const VERIFY_MODES = ['password', 'sms', 'token', 'face', 'float'];

function constModes(source: unknown): unknown {
  if (!isObject(source) || !('const' in source)) return undefined;
  const value = source.const;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function verificationStep(id: string, step: Record<string, unknown>, bizTypes: readonly string[]): Finding[] {
  const out: Finding[] = [];
  if (step.bizType === undefined && step.theMods === undefined) {
    out.push({ location: `steps.${id}`, message: 'a verification step needs a bizType or theMods: what is verified, or how' });
  }
  if (isObject(step.bizType) && 'const' in step.bizType && !bizTypes.includes(String(step.bizType.const))) {
    out.push({ location: `steps.${id}.bizType`, message: `bizType "${String(step.bizType.const)}" is not in vocabulary.json (known: ${bizTypes.join(', ')})` });
  }
  const modes = constModes(step.theMods);
  if (modes !== undefined && (!Array.isArray(modes) || modes.length === 0 || modes.some((m) => !VERIFY_MODES.includes(m as string)))) {
    out.push({ location: `steps.${id}.theMods`, message: `theMods must be a list of ${VERIFY_MODES.join(', ')}` });
  }
  for (const mode of isObject(step.modeNames) ? Object.keys(step.modeNames) : []) {
    if (!VERIFY_MODES.includes(mode)) out.push({ location: `steps.${id}.modeNames.${mode}`, message: `"${mode}" is not a verification mode (${VERIFY_MODES.join(', ')})` });
  }
  for (const type of isObject(step.bizTypeNames) ? Object.keys(step.bizTypeNames) : []) {
    if (!bizTypes.includes(type)) out.push({ location: `steps.${id}.bizTypeNames.${type}`, message: `"${type}" is not in vocabulary.json bizTypes` });
  }
  return out;
}

export const verifyStepRule: Rule = {
  id: 'verify-step',
  description: 'verify names a known bizType on a step with a submit; a verification step names a bizType or known theMods',
  check(ctx) {
    const out: Finding[] = [];
    const { bizTypes } = ctx.vocabulary;
    for (const [id, step] of ctx.steps) {
      if (step.kind === 'verification') out.push(...verificationStep(id, step, bizTypes));
      const verify = step.verify;
      if (verify === undefined) continue;
      if (!isObject(verify)) continue; // the schema rule reports the shape
      if (typeof verify.bizType === 'string' && !bizTypes.includes(verify.bizType)) {
        out.push({ location: `steps.${id}.verify.bizType`, message: `bizType "${verify.bizType}" is not in vocabulary.json (known: ${bizTypes.join(', ')})` });
      }
      if (!isObject(step.submit)) {
        out.push({ location: `steps.${id}.verify`, message: 'verify needs a submit on the same step: the verification ticket is sent with it' });
      }
    }
    return out;
  },
};
