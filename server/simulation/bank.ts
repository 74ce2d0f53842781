// One bank process of the simulation: the real server (buildServer: contracts, factor policy,
// handlers, the transaction skeleton, Kysely) on the run's database, with the driver's clock
// and the fault layer under its connection. Requests go through Fastify's inject, as HTTP
// requests would. A "kill" is followed by `restart`: a fresh server on the same data, which is
// all a restarted process has.
import type { FastifyInstance } from 'fastify';
import { ERR } from '../../generated/error-codes.js';
import { buildServer } from '../app.js';
import type { ManualClock } from '../clock.js';
import { builtDefinitionFor } from '../services/bank/flow-registry/built-definitions.js';
import { faultDialect, type FaultState } from './faults.js';

/** The sessions' idle time-out (longer than the bank's default: the driver moves time 30 s a request). */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface Answer {
  /** Null: no answer reached the client (the process died, the server failed). */
  code: string | null;
  data: Record<string, any>;
}

export class SimBank {
  private constructor(
    public app: FastifyInstance,
    private readonly databaseUrl: string,
    private readonly clock: ManualClock,
    private readonly faults: FaultState,
    private readonly seedKey: string,
  ) {}

  static async start(databaseUrl: string, clock: ManualClock, faults: FaultState, seedKey: string): Promise<SimBank> {
    return new SimBank(await SimBank.build(databaseUrl, clock, faults, seedKey), databaseUrl, clock, faults, seedKey);
  }

  private static async build(databaseUrl: string, clock: ManualClock, faults: FaultState, seedKey: string): Promise<FastifyInstance> {
    // The driver sends thousands of requests a minute of real time from one address; the API's
    // per-address limit (real time, not the bank's clock) is not what is simulated. The setting
    // is read as the server is built, and put back at once.
    const limit = process.env.API_RATE_LIMIT_PER_MINUTE;
    process.env.API_RATE_LIMIT_PER_MINUTE = '1000000000';
    try {
      // Due work runs when the driver moves the clock (ITSI900002), never on a wall-clock timer.
      return await buildServer({ databaseUrl, clock, sweepIntervalMs: 0, tokenSeedKey: seedKey, idleTimeoutMs: SESSION_IDLE_MS, wrapDialect: faultDialect(faults) });
    } finally {
      if (limit === undefined) delete process.env.API_RATE_LIMIT_PER_MINUTE;
      else process.env.API_RATE_LIMIT_PER_MINUTE = limit;
    }
  }

  /** The process died: its connections go, a new one starts on the same database. */
  async restart(): Promise<void> {
    await this.app.close().catch(() => undefined);
    this.faults.dead = false;
    this.app = await SimBank.build(this.databaseUrl, this.clock, this.faults, this.seedKey);
  }

  async call(code: string, payload: object, token?: string): Promise<Answer> {
    const flow = builtDefinitionFor(code);
    try {
      const res = await this.app.inject({
        method: 'POST',
        url: `/api/${code}`,
        headers: token ? { 'x-auth-token': token } : {},
        payload: { header: { locale: 'en_US', appId: 'XPMBS', termType: 'WEB', ...(flow ? { flow } : {}) }, ...payload },
      });
      if (res.statusCode !== 200) return { code: null, data: {} };
      const body = res.json() as { header: { responseCode: string }; data: Record<string, any> };
      if (body.header.responseCode === ERR.SERVICE_BUSY) return { code: null, data: {} };
      return { code: body.header.responseCode, data: body.data ?? {} };
    } catch {
      return { code: null, data: {} };
    }
  }

  close(): Promise<void> {
    return this.app.close();
  }
}
