// Personal details rules (spec section 5): the address form and phone numbers. The same
// functions run in the browser (the form's checks) and on the bank (which checks again).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Characters an address may not contain (spec section 5). */
export const ADDRESS_FORBIDDEN = /[@#|~·%*×]/;
export const ADDRESS_DETAIL_MAX = 200;
export const POSTAL_CODE_MAX = 6;

export interface AddressForm {
  name: string;
  tel: string;
  country: string;
  province?: string;
  city?: string;
  county?: string;
  areaCode: string;
  postalCode?: string;
  addressDetail: string;
  isDefault?: boolean;
}

/** The spec's message keys of the address form. */
export type AddressProblem = 'nameEmpty' | 'telInvalid' | 'areaEmpty' | 'addressEmpty' | 'postalEmpty' | 'addressInvalid' | 'addressTooLong';

/** Every failing field of the form, each with its message key (saving is blocked while any fails). */
export function addressProblems(form: AddressForm): Partial<Record<keyof AddressForm, AddressProblem>> {
  const out: Partial<Record<keyof AddressForm, AddressProblem>> = {};
  if (!form.name?.trim()) out.name = 'nameEmpty';
  if (!phoneNumber(form.tel ?? '')) out.tel = 'telInvalid';
  if (!form.areaCode?.trim()) out.areaCode = 'areaEmpty';
  const detail = form.addressDetail ?? '';
  if (!detail.trim()) out.addressDetail = 'addressEmpty';
  else if (detail.length > ADDRESS_DETAIL_MAX) out.addressDetail = 'addressTooLong';
  else if (ADDRESS_FORBIDDEN.test(detail)) out.addressDetail = 'addressInvalid';
  // The postal code is checked only when filled: Hong Kong has none.
  const postal = form.postalCode?.trim() ?? '';
  if (postal && !/^[A-Za-z0-9]{1,6}$/.test(postal)) out.postalCode = 'postalEmpty';
  for (const key of ['name', 'province', 'city', 'county'] as const) {
    if (!out[key] && ADDRESS_FORBIDDEN.test(form[key] ?? '')) out[key] = 'addressInvalid';
  }
  return out;
}

/**
 * Spec section 5's alternative check, for mainland numbers written as dialled on the mainland:
 * "optional 86 or +86 and 11 digits starting 1" (a mobile; spaces and hyphens between the
 * digits are how people write it and are dropped), "or landline starting 0 with 10 to 13
 * digits or hyphens" (area code with its trunk 0, e.g. 0755-12345678). Hong Kong and Macau
 * numbers never start with 0 or have 11 digits, so neither shape takes a local number away.
 * The product adds one thing the letter leaves open: a landline's hyphens stand between
 * digits and it has at least 10 digits, so a row of hyphens is not a number.
 */
const MAINLAND_MOBILE = /^(?:\+?86)?(1[0-9]{10})$/;
const MAINLAND_LANDLINE = /^0[0-9-]{9,12}$/;
export function mainlandNumber(input: string): string | null {
  const text = input.trim();
  const mobile = MAINLAND_MOBILE.exec(text.replace(/[\s-]/g, ''));
  if (mobile) return `+86${mobile[1]}`;
  if (!MAINLAND_LANDLINE.test(text) || /--|-$/.test(text)) return null;
  const digits = text.replace(/-/g, '');
  return digits.length >= 10 ? `+86${digits.slice(1)}` : null;
}

/**
 * A phone number as the bank stores it: without a country code it is local (Hong Kong, 8
 * digits); overseas ones are written +country code-number; a mainland number may also be
 * written as dialled there (`mainlandNumber`). Answers the E.164 form, or null when the
 * number is not a valid one. `region` is the home region of numbers without '+'.
 */
export function phoneNumber(input: string, region: 'HK' | 'MO' = 'HK'): string | null {
  const mainland = mainlandNumber(input);
  if (mainland) return mainland;
  const text = input.trim();
  if (!/^\+?[0-9 ()-]{6,24}$/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed?.isValid() ? parsed.number : null;
}

/** "+85291234567" -> "+852 91234567", the bank's display form (country code, a space, the number). */
export function displayPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164);
  return parsed ? `+${parsed.countryCallingCode} ${parsed.nationalNumber}` : e164;
}
