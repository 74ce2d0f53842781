// Every identifier a field takes is checked at the field by the rule the bank uses: the flows'
// JSON Logic checks (proxyValid, phoneValid) answer exactly what the bank's parsers answer, and
// the FPS directory's HKID and e-mail rules are the identity card and e-mail rules of every
// other form.
import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '../../../engine/core/context';
import '../../../engine/core/phone-ops';
import { checkHkid } from '../../../domain/identity';
import { emailProblem } from '../../../domain/profile/email';
import { phoneNumber } from '../../../domain/profile/contact';
import { normaliseProxy } from '../../../domain/transfers/fps-proxy';
import examples from './id-check-examples.json';

const proxyValid = (type: string, value: string) => evaluateLogic({ proxyValid: [type, { var: 'v' }] }, { v: value });
const phoneValid = (value: string) => evaluateLogic({ phoneValid: [{ var: 'v' }] }, { v: value });

describe('identifier checks at the field', () => {
  it('takes an HKID as the identity card rule does, for every published example', () => {
    for (const { input } of examples.hkid) {
      const card = checkHkid(input);
      expect(proxyValid('HKID', input), input).toBe(card.ok);
      if (card.ok) expect(normaliseProxy('HKID', input)).toEqual({ ok: true, value: card.normalised.replace(/[()]/g, '') });
    }
  });

  it('takes an e-mail as the e-mail rule of every other form does', () => {
    for (const input of ['chan.taiman@example.com', 'Chan+FPS@Example.com.hk', 'chan@example', 'chan@@example.com', 'chan.@example.com', '']) {
      expect(proxyValid('EMAL', input), input).toBe(emailProblem(input) === null);
    }
  });

  it('answers for the mobile and FPS ID proxies what the bank’s directory parser answers', () => {
    for (const [type, input] of [['MOBN', '9123 4567'], ['MOBN', '2123 4567'], ['MOBN', '+853 6612 3456'], ['MOBN', '+86 138 0013 8000'], ['SVID', '1234567'], ['SVID', '123456']] as const) {
      expect(proxyValid(type, input), `${type} ${input}`).toBe(normaliseProxy(type, input).ok);
    }
    expect(proxyValid('XXXX', '1234567')).toBe(false);
  });

  it('takes a phone number as the bank stores numbers, local or with +country code', () => {
    for (const input of ['9123 4567', '2123 4567', '+86 138 0013 8000', '1234 5678', '+852 1234', '0000 0000', '13800138000', '0755-12345678', '010-123456', '0755--1234567']) {
      expect(phoneValid(input), input).toBe(phoneNumber(input) !== null);
    }
    expect(phoneValid('2123 4567')).toBe(true);
    expect(phoneValid('1234 5678')).toBe(false);
    expect(phoneValid('0755-12345678')).toBe(true); // a mainland landline as dialled there
    expect(evaluateLogic({ phoneValid: [{ var: 'v' }] }, {})).toBe(false);
  });
});
