// The address form and phone rules of spec section 5.
import { describe, expect, it } from 'vitest';
import { addressProblems, displayPhone, phoneNumber, type AddressForm } from '../../../domain/profile/contact';

const good: AddressForm = { name: 'Chan Tai Man', tel: '91234567', country: 'HK', areaCode: 'Kowloon', addressDetail: 'Flat A, 12/F, 1 Nathan Road, Tsim Sha Tsui' };

describe('address form', () => {
  it('accepts a complete address; a postal code is checked only when filled', () => {
    expect(addressProblems(good)).toEqual({});
    expect(addressProblems({ ...good, postalCode: '' })).toEqual({});
    expect(addressProblems({ ...good, postalCode: '999077' })).toEqual({});
    expect(addressProblems({ ...good, postalCode: '9990777' })).toEqual({ postalCode: 'postalEmpty' });
  });

  it('marks every failing field with the spec key', () => {
    expect(addressProblems({ name: ' ', tel: '123', country: 'HK', areaCode: '', addressDetail: '' })).toEqual({
      name: 'nameEmpty',
      tel: 'telInvalid',
      areaCode: 'areaEmpty',
      addressDetail: 'addressEmpty',
    });
  });

  it.each(['@', '#', '|', '~', '·', '%', '*', '×'])('refuses %s in the address', (c) => {
    expect(addressProblems({ ...good, addressDetail: `Flat A ${c} 12/F` })).toEqual({ addressDetail: 'addressInvalid' });
  });

  it('refuses an address detail over 200 characters', () => {
    expect(addressProblems({ ...good, addressDetail: 'x'.repeat(201) })).toEqual({ addressDetail: 'addressTooLong' });
    expect(addressProblems({ ...good, addressDetail: 'x'.repeat(200) })).toEqual({});
  });
});

describe('phone numbers', () => {
  it('reads a number without a country code as local (Hong Kong), others as +country', () => {
    expect(phoneNumber('9123 4567')).toBe('+85291234567');
    expect(phoneNumber('2345-6789')).toBe('+85223456789');
    expect(phoneNumber('+853 6612 3456')).toBe('+85366123456');
    expect(phoneNumber('+86 138 0013 8000')).toBe('+8613800138000');
    expect(phoneNumber('+44 20 7946 0958')).toBe('+442079460958');
    expect(displayPhone('+85291234567')).toBe('+852 91234567');
  });

  it('refuses numbers that are not valid', () => {
    for (const bad of ['1234', '912345678', 'abc12345', '+852 1234', '+999 12345678', '']) expect(phoneNumber(bad)).toBeNull();
  });
});
