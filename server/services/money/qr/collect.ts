// ITSI310003: the payload of a collection code into one of the customer's accounts, naming
// the FPS proxy registered to it. The bank builds it (the browser only draws it), so a code
// always names a proxy the directory really holds for this customer. Without a registration
// the answer says so, and the journey offers FPS registration (qrcode-fps-none).
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { buildFpsQr, mobileForQr } from '../../../../domain/emv-qr/index.js';
import { OWN_BANK_CODE } from '../../../config.js';
import type { AppContext } from '../../../context.js';
import type { ITSI310003Request } from '../../../../generated/types/api.js';
import { BankError } from '../../../api/errors.js';
import { ownAccount } from '../transactions/own-account.js';
import { ERR } from '../../../../generated/error-codes.js';

/** HKIDs are never put in a code anyone can read; an FPS ID is preferred over personal data. */
const QR_PROXY = { SVID: 'fpsId', MOBN: 'mobile', EMAL: 'email' } as const;
const PREFERENCE = ['SVID', 'MOBN', 'EMAL'];

export async function collectionCode(ctx: AppContext, customerId: string, request: ITSI310003Request) {
  // A collection code names only the caller's own active account, whatever registrations say.
  if (!(await ownAccount(ctx.store.db, customerId, request.accountId))) throw new BankError(ERR.FROM_ACCOUNT_NOT_FOUND_NOT_USED);
  const rows = await ctx.store.db
    .selectFrom('fps_registrations')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('account_id', '=', request.accountId)
    .where('state', '=', '1')
    .where('proxy_type', 'in', PREFERENCE)
    .execute();
  const row = rows.sort((a, b) => b.is_default - a.is_default || PREFERENCE.indexOf(a.proxy_type) - PREFERENCE.indexOf(b.proxy_type))[0];
  if (!row) return { registered: false };
  const type = QR_PROXY[row.proxy_type as keyof typeof QR_PROXY];
  const value = type === 'mobile' ? mobileForQr(row.proxy_value, parsePhoneNumberFromString(row.proxy_value)?.countryCallingCode ?? '852') : row.proxy_value;
  const currency = row.currency === 'CNY' ? 'CNY' : 'HKD';
  const payload = buildFpsQr({
    bankCode: OWN_BANK_CODE,
    proxy: { type, value },
    currency,
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
    name: row.holder_name,
    city: 'HK',
  });
  return {
    registered: true,
    payload,
    payeeName: row.holder_name,
    proxyType: row.proxy_type,
    proxyValue: row.proxy_value,
    currency,
    ...(request.amount !== undefined ? { amount: request.amount } : {}),
  };
}
