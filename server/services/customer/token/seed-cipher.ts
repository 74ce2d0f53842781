// Mobile-token seeds are secrets: they are stored encrypted with AES-256-GCM. The key comes
// from TOKEN_SEED_KEY (64 hex characters or base64 of 32 bytes), or is generated once into
// data/token-seed.key (mode 600). A database copied without the key file yields no seeds.
// The customer and device ids are bound as associated data, so a ciphertext moved to
// another device row fails to decrypt.
import fs from 'node:fs';
import path from 'node:path';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface SeedCipher {
  encrypt(plain: string, boundTo: string): string;
  decrypt(blob: string, boundTo: string): string;
}

const VERSION = 'v1';

export function createSeedCipher(key: Buffer): SeedCipher {
  if (key.length !== 32) throw new Error('The token seed key must be 32 bytes');
  return {
    encrypt(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    decrypt(blob, boundTo) {
      const [version, payload] = blob.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown seed ciphertext format');
      const raw = Buffer.from(payload, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(Buffer.from(boundTo, 'utf8'));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

export function parseKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('TOKEN_SEED_KEY must be 32 bytes (64 hex characters or base64)');
  return key;
}

/**
 * The key: explicit value, else TOKEN_SEED_KEY, else a random key for an in-memory
 * database (its seeds die with it), else the key file in the data folder.
 */
export function loadSeedKey(options: { explicit?: string; env?: string; ephemeral: boolean; dataDir: string }): Buffer {
  if (options.explicit) return parseKey(options.explicit);
  if (options.env) return parseKey(options.env);
  if (options.ephemeral) return randomBytes(32);
  const file = path.join(options.dataDir, 'token-seed.key');
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two starting processes cannot overwrite each other.
    fs.writeFileSync(file, randomBytes(32).toString('hex') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKey(fs.readFileSync(file, 'utf8'));
}
