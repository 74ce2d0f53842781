// The bulk stop rules: a range of consecutive cheque numbers within limits and within the book,
// which statuses a stop reaches, and the fee only for the cheques it reaches.
import { describe, expect, it } from 'vitest';
import { checkRange, MAX_STOP_COUNT, STOP_FEE_PER_CHEQUE, stopFee, stopOutcome } from '../../../domain/cheques/stop';

const book = { firstNo: 100001, lastNo: 100050 };

describe('cheque range', () => {
  it('takes one cheque when the last number is empty or the same', () => {
    expect(checkRange('100010', undefined, book)).toEqual({ ok: { from: 100010, to: 100010, count: 1 } });
    expect(checkRange('100010', '', book)).toEqual({ ok: { from: 100010, to: 100010, count: 1 } });
    expect(checkRange('100010', '100010', book)).toEqual({ ok: { from: 100010, to: 100010, count: 1 } });
  });
  it('takes a run of consecutive numbers up to the maximum', () => {
    expect(checkRange('100010', '100012', book)).toEqual({ ok: { from: 100010, to: 100012, count: 3 } });
    expect(checkRange('100001', '100050', book)).toEqual({ ok: { from: 100001, to: 100050, count: MAX_STOP_COUNT } });
  });
  it('refuses more than the maximum, a reversed range, bad numbers and numbers outside the book', () => {
    expect(checkRange('100001', '100051')).toEqual({ problem: 'too-many' });
    expect(checkRange('100012', '100010', book)).toEqual({ problem: 'order' });
    expect(checkRange('10001', '100010', book)).toEqual({ problem: 'format' });
    expect(checkRange('100010', '10001a', book)).toEqual({ problem: 'format' });
    expect(checkRange('100049', '100051', book)).toEqual({ problem: 'outside-book' });
    expect(checkRange('099999', '100001', book)).toEqual({ problem: 'outside-book' });
  });
});

describe('stop outcome', () => {
  it('stops only unused cheques, leaves one in clearing pending and rejects the rest', () => {
    expect(stopOutcome('normal')).toEqual({ result: 'accepted' });
    expect(stopOutcome('in-transit')).toEqual({ result: 'pending' });
    expect(stopOutcome('used')).toEqual({ result: 'rejected', reason: 'used' });
    expect(stopOutcome('stopped')).toEqual({ result: 'rejected', reason: 'stopped' });
    expect(stopOutcome('destroyed')).toEqual({ result: 'rejected', reason: 'void' });
  });
  it('charges the fee for accepted and pending cheques only', () => {
    expect(stopFee(['accepted', 'pending', 'rejected'])).toBe(2 * STOP_FEE_PER_CHEQUE);
    expect(stopFee(['rejected'])).toBe(0);
  });
});
