// The buyer's messages of the option selector (spec section 5), the same in browser and bank.
import { describe, expect, it } from 'vitest';
import { cleanMessage, messageProblem, messagesProblem, type SkuMessage } from '../../../domain/goods/messages';

const name = { 'zh-TW': '欄', 'zh-CN': '栏', en: 'Field' };
const m = (type: SkuMessage['type'], required = false): SkuMessage => ({ name, type, required });

describe("buyer's messages", () => {
  it('a required empty message asks to fill it in, or to upload it for an image', () => {
    expect(messageProblem(m('text', true), '')).toBe('fill');
    expect(messageProblem(m('image', true), '')).toBe('upload');
    expect(messageProblem(m('text'), '')).toBeUndefined();
  });

  it("an image holds the bank's upload id, and nothing else", () => {
    expect(messageProblem(m('image'), `GM${'a1'.repeat(12)}`)).toBeUndefined();
    expect(messageProblem(m('image'), 'photo.jpg')).toBe('upload');
    expect(messageProblem(m('image'), `FI${'a1'.repeat(12)}`)).toBe('upload');
  });

  it('telephone digits only; mobile 6 to 20 digits; e-mail; ID number 15 to 18; text up to 200', () => {
    expect(messageProblem(m('tel'), '2345x')).toBe('tel');
    expect(messageProblem(m('tel'), '23456789')).toBeUndefined();
    expect(messageProblem(m('mobile'), '12345')).toBe('mobile');
    expect(messageProblem(m('mobile'), '123456')).toBeUndefined();
    expect(messageProblem(m('mobile'), '1'.repeat(20))).toBeUndefined();
    expect(messageProblem(m('mobile'), '1'.repeat(21))).toBe('mobile');
    expect(messageProblem(m('email'), 'a@b')).toBe('email');
    expect(messageProblem(m('email'), 'tai.man@example.hk')).toBeUndefined();
    expect(messageProblem(m('id_no'), '1'.repeat(14))).toBe('id_no');
    expect(messageProblem(m('id_no'), '44030119900101123X')).toBeUndefined();
    expect(messageProblem(m('id_no'), '1'.repeat(19))).toBe('id_no');
    expect(messageProblem(m('text'), 'x'.repeat(200))).toBeUndefined();
    expect(messageProblem(m('text'), 'x'.repeat(201))).toBe('text');
  });

  it('phone fields lose every non-digit; other text is trimmed', () => {
    expect(cleanMessage('mobile', '+852 9123-4567')).toBe('85291234567');
    expect(cleanMessage('tel', '(852) 2345 6789')).toBe('85223456789');
    expect(cleanMessage('text', '  hi  ')).toBe('hi');
  });

  it('names the first message with a problem', () => {
    expect(messagesProblem([m('text'), m('mobile', true)], ['ok', ''])).toEqual({ index: 1, problem: 'fill' });
    expect(messagesProblem([m('mobile', true)], ['9123 4567'])).toBeUndefined();
  });
});
