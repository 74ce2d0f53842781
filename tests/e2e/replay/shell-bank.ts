// The fixed answers to the app shell's own calls during a browser replay. A fixture records a
// journey, not the log-on or the shell's look-ups around it, so these never come from the
// fixture: the customer is the fixture's `user`, the bank names are the sandbox bank's own
// list, and the mobile token is already active with a fixed seed. Every answer is checked
// against its contract in schemas/api/, so the shell cannot drift from what the bank sends.
import { apiValidators, isApiCode } from '../../../generated/validators/api.js';
import { loadBankDirectory } from '../../../server/services/money/banks';
import { block } from '../../replay/diff';
import type { Fixture } from '../../replay/fixture';
import { schemaErrorLines } from '../../replay/schema-errors';

/** The device id the browser holds (bridge/device: 32 lowercase hex digits). */
export const REPLAY_DEVICE_ID = '0123456789abcdef0123456789abcdef';
/** The token seed the browser holds, as ITSI498006 would deliver it (base32). */
export const REPLAY_TOKEN_SEED = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** Any token: the route handler answers every call, so nothing ever checks it. */
export const REPLAY_SESSION_TOKEN = 'replay-session-0000000000000000000000';

/** Stands in for a fixture without `user`; the session store needs a customer to show. */
const DEFAULT_USER = {
  custId: 'CU000000000000000000000000',
  custNo: '8800000000',
  customerName: 'REPLAY CUSTOMER',
  idType: 'HKID',
  idNumber: 'A00****(0)',
  secMobileNumber: '+852 0000****',
  needOptFlag: '0',
};

export function replayUser(fixture: Fixture): Record<string, unknown> {
  return fixture.user ?? DEFAULT_USER;
}

type Answer = () => Record<string, unknown>;

export class ShellBank {
  private readonly answers: Record<string, Answer>;

  constructor(fixture: Fixture) {
    const user = replayUser(fixture);
    const banks = loadBankDirectory();
    this.answers = {
      // A replay starts logged on; a password log-on would stop at its second factor.
      ITSI100001: () => ({ secondFactor: { ticket: REPLAY_SESSION_TOKEN, modes: ['sms'], maskedMobile: '+852 ****0000', expiresAt: '2026-01-01T00:05:00.000Z' } }),
      ITSI100002: () => ({}),
      ITSI100003: () => ({ user }),
      ITSI900001: () => ({ customers: [] }),
      // The bank-name directory (app/bank-directory.ts) behind every 'Payee bank' shown.
      ITSI200003: () => ({ ownBankCode: banks.ownBankCode, banks: banks.list }),
      ITSI498023: () => ({ returnCode: '1', returnMsg: '', activated: true }),
      ITSI498006: () => ({ returnCode: '1', returnMsg: '', seed: REPLAY_TOKEN_SEED, algorithm: 'TOTP', digits: 6, period: 30 }),
      // The idle-session watch's keep-alive (app/device/SessionWatch.tsx): the bank's idle time.
      ITSI510010: () => ({ idleSeconds: 300 }),
    };
  }

  knows(tx: string): boolean {
    return tx in this.answers;
  }

  /** The shell's answer to `tx`, or a problem when the contract refuses it. */
  answer(tx: string): { data: Record<string, unknown> } | { problem: string } {
    const answer = this.answers[tx];
    if (!answer) return { problem: `${tx} is neither a call of the flow nor one the app shell makes` };
    const data = answer();
    const contract = isApiCode(tx) ? apiValidators[tx] : undefined;
    if (contract && !contract.response(data)) {
      return { problem: block(`the shell's answer to ${tx} breaks its contract:`, schemaErrorLines(contract.response.errors)) };
    }
    return { data };
  }
}
