// The address form and phone rules of spec section 5.
import { describe, expect, it } from 'vitest';
import { addressProblems, displayPhone, mainlandNumber, phoneNumber, type AddressForm } from '../../../domain/profile/contact';

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

  // Spec section 5, the alternative check: "optional 86 or +86 and 11 digits starting 1, or
  // landline starting 0 with 10 to 13 digits or hyphens".
  it.each([
    ['13800138000', '+8613800138000'],
    ['86 13800138000', '+8613800138000'],
    ['+86 138-0013-8000', '+8613800138000'],
    ['010-12345678', '+861012345678'],
    ['0755-12345678', '+8675512345678'],
    ['0755-1234567', '+867551234567'],
    ['020-8888-8888', '+862088888888'],
    ['01012345678', '+861012345678'],
    ['0101234567', '+86101234567'],
    ['1380013800', null], // 10 digits: not a mainland mobile, not a Hong Kong number
    ['23800138000', null], // 11 digits not starting 1
    ['010-123456', null], // 9 digits and a hyphen: shorter than 10
    ['0755-123456789', null], // 14 characters: longer than 13
    ['0755--1234567', null], // hyphens stand between digits
    ['0755-1234567-', null],
    ['0----------', null],
    ['0755 12345678', null], // the landline shape has digits and hyphens only
  ])('mainland number %s is %s', (input, e164) => {
    expect(phoneNumber(input)).toBe(e164);
    if (e164) expect(mainlandNumber(input)).toBe(e164); // by the mainland rule, not by chance
  });

  it('refuses numbers that are not valid', () => {
    for (const bad of ['1234', '912345678', 'abc12345', '+852 1234', '+999 12345678', '']) expect(phoneNumber(bad)).toBeNull();
  });
});
