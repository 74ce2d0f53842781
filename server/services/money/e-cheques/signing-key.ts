// The bank's e-cheque signing key: ECDSA P-256, made on first start into data/ (mode 600) like
// the token-seed key, and a fresh one per in-memory bank (its cheques die with it).
import { generateKeyPairSync, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../../../config.js';
import type { AppContext } from '../../../context.js';

export interface ChequeKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

const KEY_FILE = 'e-cheque-signing-key.pem';
const loaded = new WeakMap<AppContext['store'], ChequeKey>();

function fresh(): ChequeKey {
  return generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
}

/** Reads the key file, making it first if there is none (the cluster's first process does this before the others start). */
export function chequeKeyFromFile(dataDir: string): ChequeKey {
  const file = path.join(dataDir, KEY_FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    const pem = fresh().privateKey.export({ type: 'pkcs8', format: 'pem' });
    // 'wx' fails if the file exists, so two starting processes cannot overwrite each other.
    fs.writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const privateKey = createPrivateKey(fs.readFileSync(file, 'utf8'));
  return { privateKey, publicKey: createPublicKey(privateKey) };
}

export function chequeKey(ctx: AppContext, dataDir: string = DATA_DIR): ChequeKey {
  let key = loaded.get(ctx.store);
  if (!key) {
    key = ctx.store.ephemeral ? fresh() : chequeKeyFromFile(dataDir);
    loaded.set(ctx.store, key);
  }
  return key;
}
