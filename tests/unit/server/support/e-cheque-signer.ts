// The drawer's device certificate in bank tests: a P-256 key registered as the browser does
// (ITSI510020), and the ITSI700009 signature that releases an issued cheque.
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { idempotencyKey, type Bank, type Envelope } from './helpers.js';

export interface ChequeSigner {
  certNo: string;
  /** The device-certificate credential over the bank's hash for this cheque (or another key's). */
  credential(chequeId: string, key?: KeyObject): Promise<{ method: string; certNo: string; hashId: string; signature: string }>;
  /** ITSI700009 with a fresh credential. */
  signCheque(chequeId: string, idempotency?: string): Promise<Envelope<Record<string, any>>>;
}

export async function chequeSigner(bank: Bank, token: string, deviceId = 'e-cheque-device-0001'): Promise<ChequeSigner> {
  const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicKey = keys.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
  const certNo: string = (await bank.call('ITSI510020', { clientDeviceId: deviceId, publicKey }, { token })).data.certNo;
  const credential: ChequeSigner['credential'] = async (chequeId, key = keys.privateKey) => {
    const issued = await bank.call('ITSI104330', { transToken: chequeId, userCert: certNo }, { token });
    const signature = sign('sha256', Buffer.from(issued.data.hash, 'base64'), { key, dsaEncoding: 'ieee-p1363' }).toString('base64');
    return { method: 'device-certificate', certNo, hashId: issued.data.hashId, signature };
  };
  return {
    certNo,
    credential,
    signCheque: async (chequeId, idempotency = idempotencyKey()) =>
      bank.call('ITSI700009', { documentRef: chequeId, idempotencyKey: idempotency, auth: await credential(chequeId) }, { token }),
  };
}
