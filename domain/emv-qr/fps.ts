// The FPS merchant-presented QR of Hong Kong (HKICL "HKQR"): merchant account template 26
// with the globally unique id "hk.com.hkicl", and inside it the clearing code (01) and
// exactly one payee proxy: FPS ID (02), mobile "+852-XXXXXXXX" (03) or e-mail (04).
// Sub-field 05 (an account number, with the clearing code) is this bank's extension for
// collecting into an account that has no FPS proxy; other banks' apps ignore it.
import { parseEmvPayload, withCrc } from './emv';
import { EmvQrError } from './errors';
import { parseMoney } from '../format/money';
import { parseTlv, tlv } from './tlv';

export const FPS_GUID = 'hk.com.hkicl';
export const QR_CURRENCIES = { '344': 'HKD', '156': 'CNY' } as const;
export type QrCurrency = (typeof QR_CURRENCIES)[keyof typeof QR_CURRENCIES];
export type FpsProxyType = 'fpsId' | 'mobile' | 'email' | 'account';

export interface FpsQr {
  dynamic: boolean;
  /** Clearing code of the payee's bank, when the code names it. */
  bankCode?: string;
  proxy: { type: FpsProxyType; value: string };
  mcc: string;
  currency: QrCurrency;
  /** Minor units; absent when the payer enters the amount. */
  amount?: number;
  name: string;
  city: string;
  billNumber?: string;
  reference?: string;
  /** The whole payload, as scanned. */
  payload: string;
}

const PROXY_TAGS: Record<string, Exclude<FpsProxyType, 'account'>> = { '02': 'fpsId', '03': 'mobile', '04': 'email' };
const PROXY_PATTERNS: Record<FpsProxyType, RegExp> = {
  fpsId: /^[0-9]{7,9}$/,
  mobile: /^\+[0-9]{1,3}-[0-9]{4,14}$/,
  email: /^[^\s@]{1,64}@[^\s@]{1,190}\.[A-Za-z]{2,}$/,
  account: /^[0-9]{6,17}$/,
};
const MANDATORY = ['01', '52', '53', '58', '59', '60'];

/** Minor units from an EMV amount text ("250.5" -> 25050): the EMV shape, then the one money parser. */
export function amountToMinor(text: string): number {
  if (!/^[0-9]{1,10}(?:\.[0-9]{0,2})?$/.test(text)) throw new EmvQrError('amount');
  const parsed = parseMoney(text, 'HKD');
  if (!parsed.ok || parsed.minor <= 0) throw new EmvQrError('amount');
  return parsed.minor;
}

export function minorToAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new RangeError('amount must be a positive integer of minor units');
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

export function parseFpsQr(raw: string): FpsQr {
  const payload = parseEmvPayload(raw);
  for (const tag of MANDATORY) if (payload.get(tag) === undefined) throw new EmvQrError('missingTag', { tag });
  const initiation = payload.get('01')!;
  if (initiation !== '11' && initiation !== '12') throw new EmvQrError('initiation');

  const template = payload.get('26');
  if (template === undefined) throw new EmvQrError('notFps');
  const sub = parseTlv(template, '26');
  const subValue = (id: string) => sub.find((f) => f.id === id)?.value;
  if (subValue('00')?.toLowerCase() !== FPS_GUID) throw new EmvQrError('notFps');
  const bankCode = subValue('01');
  if (bankCode !== undefined && !/^[0-9]{3}$/.test(bankCode)) throw new EmvQrError('proxy', { tag: '26.01' });
  const proxies = sub.filter((f) => f.id in PROXY_TAGS || f.id === '05');
  if (proxies.length !== 1) throw new EmvQrError('proxy');
  const found = proxies[0]!;
  const type: FpsProxyType = found.id === '05' ? 'account' : PROXY_TAGS[found.id]!;
  if (!PROXY_PATTERNS[type].test(found.value)) throw new EmvQrError('proxy', { tag: `26.${found.id}` });
  if (type === 'account' && bankCode === undefined) throw new EmvQrError('proxy', { tag: '26.01' });

  const currency = QR_CURRENCIES[payload.get('53') as keyof typeof QR_CURRENCIES];
  if (!currency) throw new EmvQrError('currency');
  if (payload.get('58') !== 'HK') throw new EmvQrError('country');
  const mcc = payload.get('52')!;
  if (!/^[0-9]{4}$/.test(mcc)) throw new EmvQrError('malformed', { tag: '52' });
  const amountText = payload.get('54');
  const amount = amountText === undefined ? undefined : amountToMinor(amountText);

  const additional = payload.get('62');
  const extra = additional === undefined ? [] : parseTlv(additional, '62');
  const extraValue = (id: string) => extra.find((f) => f.id === id)?.value;

  return {
    dynamic: initiation === '12',
    ...(bankCode !== undefined ? { bankCode } : {}),
    proxy: { type, value: found.value },
    mcc,
    currency,
    ...(amount !== undefined ? { amount } : {}),
    name: payload.get('59')!,
    city: payload.get('60')!,
    ...(extraValue('01') !== undefined ? { billNumber: extraValue('01') } : {}),
    ...(extraValue('05') !== undefined ? { reference: extraValue('05') } : {}),
    payload: raw.trim(),
  };
}

export interface FpsQrInput {
  bankCode?: string;
  proxy: { type: FpsProxyType; value: string };
  currency: QrCurrency;
  amount?: number;
  name: string;
  city?: string;
  mcc?: string;
  billNumber?: string;
  reference?: string;
}

const PROXY_SUB_TAG: Record<FpsProxyType, string> = { fpsId: '02', mobile: '03', email: '04', account: '05' };

/** Builds the payload; a code with an amount is dynamic (12), one without is static (11). */
export function buildFpsQr(input: FpsQrInput): string {
  if (!PROXY_PATTERNS[input.proxy.type].test(input.proxy.value)) throw new EmvQrError('proxy');
  if (input.proxy.type === 'account' && !input.bankCode) throw new EmvQrError('proxy', { tag: '26.01' });
  const code = Object.entries(QR_CURRENCIES).find(([, c]) => c === input.currency)?.[0];
  if (!code) throw new EmvQrError('currency');
  const account =
    tlv('00', FPS_GUID) + (input.bankCode ? tlv('01', input.bankCode) : '') + tlv(PROXY_SUB_TAG[input.proxy.type], input.proxy.value);
  const additional = (input.billNumber ? tlv('01', input.billNumber) : '') + (input.reference ? tlv('05', input.reference) : '');
  const body =
    tlv('00', '01') +
    tlv('01', input.amount === undefined ? '11' : '12') +
    tlv('26', account) +
    tlv('52', input.mcc ?? '0000') +
    tlv('53', code) +
    (input.amount === undefined ? '' : tlv('54', minorToAmount(input.amount))) +
    tlv('58', 'HK') +
    tlv('59', input.name.slice(0, 25) || 'NA') +
    tlv('60', (input.city ?? 'HK').slice(0, 15)) +
    (additional ? tlv('62', additional) : '');
  return withCrc(body);
}

/** "+85291234567" (E.164) -> "+852-91234567", the form FPS codes carry. */
export function mobileForQr(e164: string, countryCode: string): string {
  const digits = e164.replace(/^\+/, '');
  return `+${countryCode}-${digits.slice(countryCode.length)}`;
}
