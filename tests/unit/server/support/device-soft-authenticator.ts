// A software WebAuthn authenticator for server tests: a real P-256 key, real CBOR and real
// signatures, so the bank's passkey checks run exactly as they do for a phone.
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export interface SoftAuthenticator {
  credentialId: string;
  counter: number;
  register(options: { challenge: string; user: { id: string } }, origin?: string, rpId?: string): Record<string, unknown>;
  assert(options: { challenge: string }, origin?: string, rpId?: string, opts?: { counter?: number; tamper?: boolean; key?: KeyObject }): Record<string, unknown>;
  privateKey: KeyObject;
}

export function createSoftAuthenticator(): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credId = Buffer.from(Array.from({ length: 16 }, (_, i) => (i * 37 + Date.now()) & 0xff));
  const auth: SoftAuthenticator = {
    credentialId: b64u(credId),
    counter: 0,
    privateKey,
    register(options, origin = 'http://localhost:8196', rpId = 'localhost') {
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]);
      const coseBytes = isoCBOR.encode(cose);
      const counter = Buffer.alloc(4);
      const idLen = Buffer.alloc(2);
      idLen.writeUInt16BE(credId.length);
      // Flags: user present, user verified, attested credential data.
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x45]), counter, Buffer.alloc(16), idLen, credId, Buffer.from(coseBytes)]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', new Uint8Array(authData)]]) as never);
      return {
        id: auth.credentialId,
        rawId: auth.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
        response: { clientDataJSON: b64u(clientData), attestationObject: b64u(attestationObject), transports: ['internal'] },
      };
    },
    assert(options, origin = 'http://localhost:8196', rpId = 'localhost', opts = {}) {
      auth.counter = opts.counter ?? auth.counter + 1;
      const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(auth.counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counter]);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), opts.key ?? privateKey);
      if (opts.tamper) authData.writeUInt8(authData.readUInt8(authData.length - 1) ^ 0xff, authData.length - 1);
      return {
        id: auth.credentialId,
        rawId: auth.credentialId,
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) },
      };
    },
  };
  return auth;
}
