// The diff and path helpers behind every failure message.
import { describe, expect, it } from 'vitest';
import { diffLines, subsetLines } from '../../replay/diff';
import { expandPath } from '../../replay/paths';

describe('diff helpers', () => {
  it('lists only the differing leaf paths, expected first', () => {
    expect(diffLines({ amount: 1, payee: { name: 'A', bankCode: '398' } }, { amount: 1, payee: { name: 'B', bankCode: '398' }, notes: 'x' })).toEqual([
      '- payee.name: "A"',
      '+ payee.name: "B"',
      '+ notes: "x"',
    ]);
  });

  it('treats objects as subsets but arrays as exact', () => {
    expect(subsetLines({ a: { b: 1 } }, { a: { b: 1, c: 2 } })).toEqual([]);
    expect(subsetLines({ rows: [1] }, { rows: [1, 2] })).toEqual(['- rows: [1]', '+ rows: [1,2]']);
    expect(subsetLines({ a: 1 }, {})).toEqual(['- a: 1', '+ a: (missing)']);
  });

  it("expands '*' over keys and indexes", () => {
    expect(expandPath({ records: [{ id: 1 }, { id: 2 }, {}] }, 'records.*.id')).toEqual(['records.0.id', 'records.1.id']);
    expect(expandPath({ a: 1 }, 'b')).toEqual([]);
  });
});
