// A mapped query leaves out the fields that hold nothing instead of sending "undefined".
import { expect, it } from 'vitest';
import { buildUrl } from '../../../app/routing/navigation-url';

it('leaves out empty mapped values', () => {
  const query = { status: '2', merchantId: undefined } as unknown as Record<string, string>;
  expect(buildUrl('/transfer-pay/transaction-record-screen', query)).toBe('/transfer-pay/transaction-record-screen?status=2');
  expect(buildUrl('/a', {})).toBe('/a');
});
