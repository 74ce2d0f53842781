// Signing an agreement with this device's certificate (spec section 7): certificate data
// (ITSI108024), this device's key registered if the bank does not know it (ITSI510020),
// the hashes to sign (ITSI108021 loan / ITSI108515 deposit, sealHashList), then the signed
// result (ITSI104331), which the bank verifies. Failures carry the section 8 messages.
import { SigningError, isServiceError, type DeviceSigner, type ServiceClient, type UiLocale } from '../../bridge';
import type { ITSI104331Request } from '../../generated/types/api';

export type AgreementKind = 'loan' | 'deposit';

interface SealHash {
  sealType: ITSI104331Request['signedList'][number]['sealType'];
  sealHash: string;
  hashId: string;
  keyAlg: string;
}

export interface SignedAgreement {
  documentRef: string;
  signedAt: string;
  certNo: string;
}

const SIGN_CODE = { loan: 'ITSI108021', deposit: 'ITSI108515' } as const satisfies Record<AgreementKind, string>;

function isSealList(value: unknown): value is SealHash[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((s) => s && typeof s.sealHash === 'string' && typeof s.hashId === 'string' && s.keyAlg === 'SHA256withECDSA')
  );
}

/** This device's certificate number at the bank, registering the key when the bank does not know it. */
export async function certificate(client: ServiceClient, signer: DeviceSigner, deviceId: string, locale: UiLocale): Promise<string> {
  const data = await client.call('ITSI108024', {});
  if (!Array.isArray(data?.certList)) throw new SigningError('bad-format', locale);
  const known = await signer.certNo();
  if (known && data.certList.some((c) => c.certNo === known)) return known;
  try {
    const registered = await client.call('ITSI510020', { clientDeviceId: deviceId, publicKey: await signer.publicKey() });
    await signer.rememberCertNo(registered.certNo);
    return registered.certNo;
  } catch (cause) {
    if (cause instanceof SigningError) throw cause;
    throw new SigningError('cert-fetch', locale, { cause });
  }
}

export async function signAgreement(
  deps: { client: ServiceClient; signer: DeviceSigner; deviceId: string; locale: UiLocale },
  kind: AgreementKind,
  documentRef: string,
): Promise<SignedAgreement> {
  const { client, signer, deviceId, locale } = deps;
  try {
    const certNo = await certificate(client, signer, deviceId, locale);
    const response = await client.call(SIGN_CODE[kind], { paramList: [{ documentRef }], userCert: certNo });
    if (!isSealList(response?.sealHashList)) throw new SigningError('bad-format', locale);
    const signedList = [];
    for (const seal of response.sealHashList) {
      signedList.push({ sealType: seal.sealType, hashId: seal.hashId, pdfSignedVal: await signer.signHash(seal.sealHash) });
    }
    const result = await client.call('ITSI104331', { userCert: certNo, signedList });
    const first = result.signedList[0];
    if (!first) throw new SigningError('bad-format', locale);
    return { documentRef: first.documentRef, signedAt: first.signedAt, certNo };
  } catch (error) {
    // The bank's own messages (signature failed, certificate, session) are shown as they are.
    if (error instanceof SigningError || isServiceError(error)) throw error;
    throw new SigningError('exception', locale, { cause: error });
  }
}
