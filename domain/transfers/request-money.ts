// Where a money-moving request carries its amount and currency, as its contract declares it
// (schemas/api/{CODE}.json, `money`). Read through the declaration, never guessed from key
// names: a QR payment names no currency (the scanned code does), a bill amendment none at
// all (bills are in HKD), and a check that looked for `amount` and `currency` would skip them.
import { parseFpsQr } from '../emv-qr';

/** A contract's declaration of where the money is in its request. */
export interface RequestMoney {
  /** The request field with the amount in minor units. */
  amount: string;
  /** The request field with the currency code. */
  currency?: string;
  /** The currency when the request names none (the bank allows only this one). */
  fixedCurrency?: string;
  /** A request field with a scanned EMV QR payload: its currency, and its amount when the request has none. */
  qrPayload?: string;
}

export interface Money {
  /** Minor units. */
  amount: number;
  currency: string;
}

/** The amount and currency a request moves, or null when they cannot be read from it. */
export function moneyOfRequest(declaration: RequestMoney | undefined, request: Record<string, unknown>): Money | null {
  if (!declaration) return null;
  let amount = request[declaration.amount];
  let currency = declaration.currency === undefined ? declaration.fixedCurrency : request[declaration.currency];
  const payload = declaration.qrPayload === undefined ? undefined : request[declaration.qrPayload];
  if (typeof payload === 'string') {
    try {
      const qr = parseFpsQr(payload);
      currency ??= qr.currency;
      amount ??= qr.amount;
    } catch {
      // A code the bank will refuse anyway: nothing to confirm.
    }
  }
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 && typeof currency === 'string' ? { amount, currency } : null;
}
