// Certificate signing: ITSI510020 register this device's key, ITSI108024 certificate data
// and a random, ITSI108021 / ITSI108515 hashes of a loan / deposit agreement (sealHashList),
// ITSI104330 a transaction hash, ITSI104331 the signed result (verified).
import { randomBytes } from 'node:crypto';
import { customerOf, type Handler } from '../api/handler.js';
import { certificatesOf, registerDeviceKey } from '../services/signing/device-keys.js';
import {
  acceptSignatures,
  issueSeals,
  verifyCertificateCredential,
  type CertificateCredential,
  type SignedSeal,
} from '../services/signing/seal-requests.js';

const refsOf = (paramList: unknown): string[] => (paramList as { documentRef: string }[]).map((p) => p.documentRef);

export const registerSigningKey: Handler = (call, payload) =>
  registerDeviceKey(call.ctx, customerOf(call), String(payload.clientDeviceId), String(payload.publicKey), call.ip);

export const certificateData: Handler = async (call) => ({
  random: randomBytes(16).toString('hex'),
  certList: await certificatesOf(call.ctx, customerOf(call)),
});

export const loanSign: Handler = async (call, payload) => ({
  sealHashList: await issueSeals(call.ctx, customerOf(call), String(payload.userCert), 'loan', refsOf(payload.paramList)),
});

export const depositSign: Handler = async (call, payload) => ({
  sealHashList: await issueSeals(call.ctx, customerOf(call), String(payload.userCert), 'deposit', refsOf(payload.paramList)),
});

export const transactionHash: Handler = async (call, payload) => {
  const [seal] = await issueSeals(call.ctx, customerOf(call), String(payload.userCert), 'trans', [String(payload.transToken)]);
  return { keyAlg: seal!.keyAlg, hash: seal!.sealHash, hashId: seal!.hashId };
};

export const signedResult: Handler = async (call, payload) => ({
  signedList: await acceptSignatures(call.ctx, customerOf(call), String(payload.userCert), payload.signedList as SignedSeal[], call.ip),
});

/** ITSI510040: accept an agreement, signed with the device certificate (the flow's auth). */
export const acceptAgreement: Handler = async (call, payload) => {
  const documentRef = String(payload.documentRef);
  const signed = await verifyCertificateCredential(call.ctx, customerOf(call), documentRef, payload.auth as CertificateCredential, call.ip);
  return { documentRef, sealType: String(payload.sealType), ...signed };
};
