// What every handler and service needs, built once per server instance.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock.js';
import type { Settings } from './config.js';
import type { Store } from './db/connect.js';
import type { BankDirectory } from './services/money/banks.js';
import type { SeedCipher } from './services/customer/token/seed-cipher.js';

export interface AppContext {
  store: Store;
  clock: Clock;
  settings: Settings;
  cipher: SeedCipher;
  banks: BankDirectory;
  log: FastifyBaseLogger;
}
