// A cheque book's label (ITSI800001) in the three languages, read from locales/bank-cheques/:
// the same bytes the bank answered when it was written in the code.
import { expect } from 'vitest';
import { it } from '../../../support/fixtures.js';

it('labels a cheque book with its cheque numbers and its account in the three languages', async ({ bank, chan }) => {
  const books = await bank.call('ITSI800001', {}, { token: chan });
  expect(books.data.books.map((b: { label: unknown }) => b.label)).toEqual([
    { 'zh-TW': '支票簿 100001-100050（201-398-2-018842-5）', 'zh-CN': '支票簿 100001-100050（201-398-2-018842-5）', en: 'Cheque book 100001-100050 (201-398-2-018842-5)' },
  ]);
});
