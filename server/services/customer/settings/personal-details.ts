// Personal details (settings/myself): the phone numbers and the correspondence address, checked
// with the rules of spec section 5 (domain/profile/contact.ts) again on the bank. A change is
// confirmed with the Mobile Token; the audit log names the fields that changed, never their
// values (an address is personal data).
import { addressProblems, displayPhone, phoneNumber, type AddressForm } from '../../../../domain/profile/contact.js';
import { BankError } from '../../../api/errors.js';
import { isoAt } from '../../../clock.js';
import type { AppContext } from '../../../context.js';
import type { Lang } from '../../../i18n/translate.js';
import { recordAuthEvent } from '../../bank/audit.js';
import type { AuthCredential } from '../security/credentials.js';
import { changeOutcome } from '../../money/transactions/customer-change.js';
import { errorOf } from '../../money/transactions/outcome.js';
import { customerName, maskIdNumber, maskMobile } from '../users.js';
import { ERR } from '../../../../generated/error-codes.js';

export const DETAILS_ERRORS = {
  /** A field of the address form breaks a rule; params.field names it, params.rule the spec's key. */
  address: ERR.ADDRESS_NOT_VALID_SUBMIT,
  /** A phone number is not a valid local or +country number; params.field names it. */
  phone: ERR.PHONE_NUMBER_NOT_VALID_LOCAL_NUMBER,
} as const;

const ADDRESS_KEYS = ['name', 'tel', 'country', 'province', 'city', 'county', 'areaCode', 'postalCode', 'addressDetail', 'isDefault'] as const;

function storedAddress(json: string | null): AddressForm | undefined {
  if (!json) return undefined;
  // Saved from a form the bank checked (addressProblems): its required fields are there.
  const parsed = JSON.parse(json) as AddressForm;
  const kept: Partial<AddressForm> = {};
  for (const k of ADDRESS_KEYS) if (parsed[k] !== undefined && parsed[k] !== '') Object.assign(kept, { [k]: parsed[k] });
  return kept as AddressForm;
}

export async function personalDetails(ctx: AppContext, customerId: string, lang: Lang) {
  const db = ctx.store.db;
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', customerId).executeTakeFirstOrThrow();
  const contact = await db.selectFrom('customer_contacts').selectAll().where('customer_id', '=', customerId).executeTakeFirst();
  const address = storedAddress(contact?.address_json ?? null);
  return {
    customerName: customerName(customer, lang),
    idType: customer.id_type,
    idNumber: maskIdNumber(customer.id_number),
    mobile: maskMobile(customer.mobile),
    ...(contact?.home_phone ? { homePhone: displayPhone(contact.home_phone) } : {}),
    ...(contact?.office_phone ? { officePhone: displayPhone(contact.office_phone) } : {}),
    ...(address ? { address } : {}),
    ...(contact ? { updatedAt: contact.updated_at } : {}),
  };
}

export interface DetailsChange {
  homePhone?: string;
  officePhone?: string;
  address: AddressForm;
}

/** Checks and normalises a change; throws the first problem as the bank's error. */
export function checkedChange(change: DetailsChange): { homePhone: string | null; officePhone: string | null; address: AddressForm } {
  const phones: Record<'homePhone' | 'officePhone', string | null> = { homePhone: null, officePhone: null };
  for (const field of ['homePhone', 'officePhone'] as const) {
    const given = change[field]?.trim();
    if (!given) continue;
    const e164 = phoneNumber(given);
    if (!e164) throw new BankError(DETAILS_ERRORS.phone, { field });
    phones[field] = e164;
  }
  const problems = addressProblems(change.address);
  const first = Object.entries(problems)[0];
  if (first) throw new BankError(DETAILS_ERRORS.address, { field: first[0], rule: first[1] ?? '' });
  const tel = phoneNumber(change.address.tel)!;
  const address: AddressForm = { ...change.address, tel: displayPhone(tel), name: change.address.name.trim(), addressDetail: change.address.addressDetail.trim() };
  return { ...phones, address };
}

export async function changePersonalDetails(ctx: AppContext, input: { customerId: string; lang: Lang; change: DetailsChange; auth: AuthCredential; ip?: string }) {
  const next = checkedChange(input.change);
  const db = ctx.store.db;
  const before = await db.selectFrom('customer_contacts').selectAll().where('customer_id', '=', input.customerId).executeTakeFirst();
  const addressJson = JSON.stringify(next.address);
  const changed = [
    ...((before?.home_phone ?? null) !== next.homePhone ? ['homePhone'] : []),
    ...((before?.office_phone ?? null) !== next.officePhone ? ['officePhone'] : []),
    ...((before?.address_json ?? null) !== addressJson ? ['address'] : []),
  ];
  const outcome = await changeOutcome(ctx, {
    customerId: input.customerId,
    auth: input.auth,
    ip: input.ip,
    secondFactor: 'required',
    act: async (trx) => {
      const values = { home_phone: next.homePhone, office_phone: next.officePhone, address_json: addressJson, updated_at: isoAt(ctx.clock.now()) };
      await trx
        .insertInto('customer_contacts')
        .values({ customer_id: input.customerId, ...values })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
        .execute();
      return { ok: null };
    },
  });
  const error = errorOf(outcome);
  await recordAuthEvent(ctx, { event: 'personal-details-change', outcome: error ? 'failure' : 'success', customerId: input.customerId, ip: input.ip ?? null, detail: { changed: changed.join(',') || 'none', ...(error ? { error } : {}) } });
  if (error) throw new BankError(error);
  return personalDetails(ctx, input.customerId, input.lang);
}
