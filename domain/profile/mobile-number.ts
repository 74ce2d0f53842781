// Telling a mobile number from a landline (spec section 5's phone rules, for changing the
// registered mobile). It needs libphonenumber's full metadata (the default set has no number
// types, about 140 kB more), so it lives apart from contact.ts: the bank uses it; the
// browser's forms check the shape (contact.ts) and leave the type to the bank.
import { parsePhoneNumberFromString as parseWithTypes } from 'libphonenumber-js/max';
import { phoneNumber } from './contact';

/** A mobile number (not a landline) of any country, in E.164, or null. */
export function mobileNumber(input: string, region: 'HK' | 'MO' = 'HK'): string | null {
  const e164 = phoneNumber(input, region);
  if (!e164) return null;
  const type = parseWithTypes(e164)?.getType();
  // Hong Kong and many others answer MOBILE; some plans are FIXED_LINE_OR_MOBILE.
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? e164 : null;
}
