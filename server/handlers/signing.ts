// Certificate signing: ITSI510020 register this device's key, ITSI108024 certificate data
// and a random, ITSI108021 / ITSI108515 hashes of a loan / deposit agreement (sealHashList),
// ITSI104330 a transaction hash, ITSI104331 the signed result (verified).
import { randomBytes } from 'node:crypto';
import { customerOf, type Handler } from '../api/handler.js';
import { certificatesOf, registerDeviceKey } from '../services/customer/signing/device-keys.js';
import {
  acceptSignatures,
  issueSeals,
  verifyCertificateCredential,
  type CertificateCredential,
  type SignedSeal,
} from '../services/customer/signing/seal-requests.js';

const refsOf = (paramList: unknown): string[] => (paramList as { documentRef: string }[]).map((p) => p.documentRef);

export const registerSigningKey: Handler<'ITSI510020'> = (call, payload) =>
  registerDeviceKey(call.ctx, customerOf(call), payload.clientDeviceId, payload.publicKey, call.ip);

export const certificateData: Handler<'ITSI108024'> = async (call) => ({
  random: randomBytes(16).toString('hex'),
  certList: await certificatesOf(call.ctx, customerOf(call)),
});

export const loanSign: Handler<'ITSI108021'> = async (call, payload) => ({
  sealHashList: await issueSeals(call.ctx, customerOf(call), payload.userCert, 'loan', refsOf(payload.paramList)),
});

export const depositSign: Handler<'ITSI108515'> = async (call, payload) => ({
  sealHashList: await issueSeals(call.ctx, customerOf(call), payload.userCert, 'deposit', refsOf(payload.paramList)),
});

export const transactionHash: Handler<'ITSI104330'> = async (call, payload) => {
  const [seal] = await issueSeals(call.ctx, customerOf(call), payload.userCert, 'trans', [payload.transToken]);
  return { keyAlg: seal!.keyAlg, hash: seal!.sealHash, hashId: seal!.hashId };
};

export const signedResult: Handler<'ITSI104331'> = async (call, payload) => ({
  signedList: await acceptSignatures(call.ctx, customerOf(call), payload.userCert, payload.signedList, call.ip),
});

/** ITSI510040: accept an agreement, signed with the device certificate (the flow's auth). */
export const acceptAgreement: Handler<'ITSI510040'> = async (call, payload) => {
  const documentRef = payload.documentRef;
  const signed = await verifyCertificateCredential(call.ctx, customerOf(call), documentRef, payload.auth, call.ip);
  return { documentRef, sealType: payload.sealType, ...signed };
};
