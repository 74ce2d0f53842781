// The settings forms check the e-mail rule and the phone-banking PIN rule in the browser with
// the flow language alone (a schema pattern; JSON Logic over the PIN), so the pages carry no
// extra code; the bank applies the same rules from domain/. These tests hold the two to each
// other: the form accepts exactly what the bank's rule accepts (the bank alone also refuses the
// customer's own numbers, which the browser does not hold).
import { describe, expect, it } from 'vitest';
import { evaluateLogic } from '../../../engine/core/context';
import { emailProblem } from '../../../domain/profile/email';
import { phonePinProblem } from '../../../domain/security/phone-banking-pin';
import emailFlow from '../../../generated/journeys/settings.email/flow.json';
import pinFlow from '../../../generated/journeys/settings.reset-phone-bank/flow.json';

type Check = { rule: unknown; field: string };

describe('the e-mail form and the bank agree', () => {
  const pattern = new RegExp((emailFlow as any).steps.input.schema.properties.email.pattern as string, 'u');
  it.each([
    'chan@example.com', 'tai.man_chan@example.com.hk', 'a-b+c@mail-box.example.org', 'x@y.museu',
    'chan', 'chan@', '@example.com', 'chan@example', 'chan@example.c', 'chan@example.museum', 'ch an@example.com',
    'chan..x@example.com', 'chan@ex_ample.com', 'a@b@example.com', 'chan@example.c0m', 'chan.@example.com', 'chan@-example.com',
  ])('%s', (address) => {
    expect(pattern.test(address)).toBe(emailProblem(address) === null);
  });
});

describe('the phone-banking PIN form and the bank agree', () => {
  const check = ((pinFlow as any).steps.input.checks as Check[]).find((c) => c.field === 'pin')!;
  const formAccepts = (pin: string) => !!evaluateLogic(check.rule, { data: { input: { pin } } });
  it('on every PIN of a wide sample and every trivial one', () => {
    const sample = new Set<string>();
    for (let n = 0; n < 1_000_000; n += 97) sample.add(String(n).padStart(6, '0'));
    for (let d = 0; d < 10; d += 1) {
      sample.add(String(d).repeat(6));
      sample.add([0, 1, 2, 3, 4, 5].map((i) => (d + i) % 10).join(''));
      sample.add([0, 1, 2, 3, 4, 5].map((i) => (d - i + 10) % 10).join(''));
      sample.add(`${d}${(d + 3) % 10}`.repeat(3));
      sample.add(`${d}${(d + 1) % 10}${(d + 5) % 10}`.repeat(2));
      sample.add(`${d}${d}${(d + 2) % 10}${(d + 2) % 10}${(d + 7) % 10}${(d + 7) % 10}`);
    }
    const disagree = [...sample].filter((pin) => formAccepts(pin) !== (phonePinProblem(pin) === null));
    expect(disagree).toEqual([]);
    expect(formAccepts('580714')).toBe(true);
    expect(formAccepts('123456')).toBe(false);
  });
});
