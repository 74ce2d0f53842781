// The JSON Logic operations on identity numbers and birth dates (domain/identity: HKID, CNID,
// MOID, PASSPORT), used by the account opening and a few settings flows. Registered when this
// module is imported. The browser imports it only for the flows that name them (`loadLogicOps`,
// engine/core/logic-ops-on-demand.ts), so the identity rules are not on every journey's page;
// Node imports it with the replay and the flows' tests.
//   {"idProblem": [type, number, today]} why an identity number is refused ('format',
//                                'check-digit', 'region', 'date-format', 'birth-date', 'empty'),
//                                null when it is valid
//   {"ageOn": [birthDate, today]} full years of age, null if either is not a 'YYYY-MM-DD' date
import jsonLogic from 'json-logic-js';
import { ageOn, checkBirthDate, checkIdNumber, ID_TYPES, type IdType } from '../../domain/identity';
import { registered } from './logic-ops-on-demand';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function idProblem(type: unknown, number: unknown, today: unknown): string | null {
  if (typeof type !== 'string' || !ID_TYPES.includes(type as IdType)) return 'format';
  if (typeof number !== 'string') return 'empty';
  const day = typeof today === 'string' && DATE.test(today) ? today : '9999-12-31';
  const r = checkIdNumber(type as IdType, number, day);
  return r.ok ? null : r.problem;
}

export function ageOf(birthDate: unknown, today: unknown): number | null {
  if (typeof birthDate !== 'string' || typeof today !== 'string' || !DATE.test(birthDate) || !DATE.test(today)) return null;
  if (!checkBirthDate(birthDate.replace(/-/g, ''), today).ok) return null;
  return ageOn(birthDate, today);
}

jsonLogic.add_operation('idProblem', idProblem);
jsonLogic.add_operation('ageOn', ageOf);
registered('identity-ops');
