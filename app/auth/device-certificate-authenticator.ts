// The engine's 'device-certificate' authentication: the instruction is signed with this
// device's certificate key. The bank issues the hash for the instruction (ITSI104330, its
// transToken is the request's documentRef, else its idempotency key), the device signs it,
// and the credential { method, certNo, hashId, signature } travels as the request's `auth`;
// the bank verifies it with the registered key before acting (server/services/customer/signing).
import type { Authenticator, Locale } from '../../engine/core';
import { SigningError, isServiceError, type Device, type DeviceSigner, type ServiceClient } from '../../bridge';
import { certificate } from '../device/sign-documents';

export function createDeviceCertificateAuthenticator(deps: {
  client: ServiceClient;
  device: Device;
  signer: DeviceSigner;
  locale: () => Locale;
}): Authenticator {
  return async (request) => {
    const locale = deps.locale();
    const transToken = String(request.payload.documentRef ?? request.payload.idempotencyKey ?? '');
    const certNo = await certificate(deps.client, deps.signer, deps.device.deviceId(), locale);
    let issued: { hash?: unknown; hashId?: unknown };
    try {
      issued = await deps.client.call('ITSI104330', { transToken, userCert: certNo });
    } catch (error) {
      if (isServiceError(error)) throw error;
      throw new SigningError('exception', locale, { cause: error });
    }
    if (typeof issued?.hash !== 'string' || typeof issued.hashId !== 'string') throw new SigningError('bad-format', locale);
    return { method: 'device-certificate', certNo, hashId: issued.hashId, signature: await deps.signer.signHash(issued.hash) };
  };
}
