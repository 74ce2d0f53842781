// The simulated customers of a run: written into a fresh database before the bank starts, each
// with an HKD savings and an HKD current account, a bound Mobile Token past its cooling-off
// and the password (load/lib/seed-customers.ts, the load run's customers), and a USD savings
// account (world.ts). Limits are their
// own and change by operation (ITSI170011); every customer can pay every other (same bank),
// a local-bank payee and an FPS proxy.
import { TOTP, Secret } from 'otpauth';
import { seedLoadCustomers, LOAD_PASSWORD, OPENING_BALANCE, type LoadCustomer, type RandomBytes } from '../../load/lib/seed-customers.js';

export { LOAD_PASSWORD as SIM_PASSWORD, OPENING_BALANCE };

export interface SimCustomer extends LoadCustomer {
  totp: TOTP;
  /** The customer's USD savings (world.ts), for exchanges. */
  usd?: { id: string; no: string };
  /** The session token, while logged on. */
  session?: string;
  loggedOnAt?: number;
  lastUsed?: number;
}

/** The token-seed key of every simulated bank (the customers' token seeds are sealed with it). */
export const SIM_SEED_KEY = '5a'.repeat(32);

/**
 * `random`: the seeded source the customers' device ids, token seeds and unlock keys are drawn
 * from (world.ts passes one per world size), so every process that makes the world makes the same.
 */
export async function seedCustomers(databaseUrl: string, count: number, random: RandomBytes): Promise<SimCustomer[]> {
  const seeded = await seedLoadCustomers(databaseUrl, Buffer.from(SIM_SEED_KEY, 'hex'), count, random);
  return seeded.map(withToken);
}

export function withToken(c: LoadCustomer & Pick<SimCustomer, 'usd'>): SimCustomer {
  return { ...c, totp: new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(c.seed) }) };
}
