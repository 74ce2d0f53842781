// Reading the response envelope (spec section 7): { header: { responseCode,
// responseMessage }, data }. Anything else is not an answer from the bank.
import { message } from '../catalogue/messages';
import type { UiLocale } from '../i18n/locale';
import { NETWORK_ERROR_CODE, PARSE_ERROR_CODE } from './codes';
import { ServiceError } from './errors';
import type { RawResponse } from './transport';

export interface ServiceEnvelope<D = unknown> {
  header: { responseCode: string; responseMessage: string };
  data: D;
}

export function parseEnvelope(raw: RawResponse, locale: UiLocale): ServiceEnvelope {
  let body: unknown;
  let parseError: unknown;
  try {
    body = JSON.parse(raw.text);
  } catch (error) {
    parseError = error;
  }

  const header = isRecord(body) && isRecord(body.header) ? body.header : undefined;
  const code = header?.responseCode;
  if (header && (typeof code === 'string' || typeof code === 'number')) {
    const responseMessage = header.responseMessage;
    return {
      header: { responseCode: String(code), responseMessage: typeof responseMessage === 'string' ? responseMessage : '' },
      data: (body as Record<string, unknown>).data,
    };
  }

  // The bank always answers 200; a failed status without an envelope is a gateway or
  // proxy page, which for the customer is a connection problem worth retrying.
  if (!raw.ok) {
    throw new ServiceError('network', NETWORK_ERROR_CODE, message('network', locale), { status: raw.status });
  }
  const reason = parseError instanceof Error ? parseError.message : 'Response has no header.responseCode';
  throw new ServiceError('parse', PARSE_ERROR_CODE, reason, { status: raw.status, cause: parseError });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
