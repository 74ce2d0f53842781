// ITSI170020/21: personal details. The bank checks the address and phone rules again, needs the
// Mobile Token, and audits which fields changed without their values.
import { describe, expect } from 'vitest';
import { it } from '../../../support/fixtures.js';
import { otp, type Bank, tokenAuth, type TokenCustomer } from '../../../support/helpers.js';

/** What this file's helpers take from the fixtures. */
interface Given {
  bank: Bank;
  device: TokenCustomer['device'];
}

const auth = ({ bank, device }: Pick<Given, 'bank' | 'device'>) => tokenAuth({ bank, device });
const address = { name: 'Chan Tai Man', tel: '9123 4567', country: 'HK', areaCode: 'Kowloon', addressDetail: 'Flat A, 12/F, 1 Nathan Road' };

describe('personal details', () => {
  it('shows the masked identity, stores phones in +country form and the address, audited without values', async ({ bank, chan, device }) => {
    const before = await bank.call('ITSI170020', {}, { token: chan });
    expect(before.data).toEqual({ customerName: 'CHAN TAI MAN', idType: 'HKID', idNumber: 'A12****(3)', mobile: '+852 ****4567' });
    const res = await bank.call('ITSI170021', { homePhone: '2345 6789', officePhone: '+853 2871 1234', address, auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ homePhone: '+852 23456789', officePhone: '+853 28711234', address: { ...address, tel: '+852 91234567' } });
    const audit = await bank.app.bank.store.db.selectFrom('auth_events').select(['outcome', 'detail']).where('event', '=', 'personal-details-change').execute();
    expect(audit).toEqual([{ outcome: 'success', detail: JSON.stringify({ changed: 'homePhone,officePhone,address' }) }]);
    expect(JSON.stringify(audit)).not.toContain('Nathan');
  });

  it('keeps the default-address flag of the address form, and reads it back', async ({ bank, chan, device }) => {
    const set = await bank.call('ITSI170021', { address: { ...address, isDefault: true }, auth: auth({ bank, device }) }, { token: chan });
    expect(set.header.responseCode).toBe('00000');
    expect((await bank.call('ITSI170020', {}, { token: chan })).data.address.isDefault).toBe(true);
    bank.clock.advance(30_000);
    await bank.call('ITSI170021', { address: { ...address, isDefault: false }, auth: auth({ bank, device }) }, { token: chan });
    expect((await bank.call('ITSI170020', {}, { token: chan })).data.address.isDefault).toBe(false);
  });

  it('refuses what the form refuses, on the bank too', async ({ bank, chan, device }) => {
    const bad = await bank.call('ITSI170021', { address: { ...address, addressDetail: 'Flat A # 12/F' }, auth: auth({ bank, device }) }, { token: chan });
    expect(bad.header.responseCode).toBe('E170000020');
    expect(bad.header.responseMessage).toContain('addressDetail');
    expect((await bank.call('ITSI170021', { address: { ...address, tel: '123' }, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000020');
    expect((await bank.call('ITSI170021', { homePhone: '12345', address, auth: auth({ bank, device }) }, { token: chan })).header.responseCode).toBe('E170000021');
    expect((await bank.call('ITSI170021', { address, auth: { ...auth({ bank, device }), otp: '000000' } }, { token: chan })).header.responseCode).toMatch(/^E498/);
    expect((await bank.call('ITSI170020', {}, { token: chan })).data).not.toHaveProperty('address');
  });

  it('takes a mainland number as dialled on the mainland (spec section 5, the alternative check)', async ({ bank, chan, device }) => {
    const mainland = { ...address, tel: '13800138000' };
    const res = await bank.call('ITSI170021', { homePhone: '0755-12345678', officePhone: '010-1234567', address: mainland, auth: auth({ bank, device }) }, { token: chan });
    expect(res.header.responseCode).toBe('00000');
    expect(res.data).toMatchObject({ homePhone: '+86 75512345678', officePhone: '+86 101234567', address: { tel: '+86 13800138000' } });
    const short = await bank.call('ITSI170021', { homePhone: '010-123456', address, auth: auth({ bank, device }) }, { token: chan });
    expect(short.header.responseCode).toBe('E170000021');
  });
});
