// A second bank process of a PostgreSQL simulation: a child process of the operating system
// (forked by remote-bank.ts) that runs the real server on the shared database with its own
// connection pool, fault layer and clock. The driver sends it each request over IPC with the
// driver's time; it answers what its bank answered. Nothing here decides what to do: the
// driver's seed does.
import { ManualClock } from '../clock.js';
import { setRandomSource } from '../ids.js';
import { SimBank } from './bank.js';
import { PLANTED_BUGS } from './bugs.js';
import { FaultState } from './faults.js';
import { Prng, seededBytes } from './prng.js';
import type { Request, Reply, Start } from './remote-bank.js';

let bank: SimBank | undefined;
let state: FaultState | undefined;
let clock: ManualClock | undefined;

async function start(m: Start): Promise<void> {
  setRandomSource(seededBytes(m.idSeed));
  clock = new ManualClock(m.now);
  state = new FaultState(new Prng(m.faultSeed), m.maxYield);
  state.bug = m.bug ? PLANTED_BUGS[m.bug] : undefined;
  bank = await SimBank.start(m.url, clock, state, m.seedKey);
}

async function handle(r: Request): Promise<unknown> {
  if (r.op === 'start') return start(r);
  if (!bank || !state || !clock) throw new Error('the bank process was not started');
  switch (r.op) {
    case 'call':
      if (clock.now() < r.now) clock.set(r.now);
      return bank.call(r.code, r.payload, r.token);
    case 'arm':
      state.arm(r.fault);
      return undefined;
    case 'fired':
      return { fired: state.fired, dead: state.dead };
    case 'clearFired':
      state.fired = undefined;
      return undefined;
    case 'attempt':
      state.attempt = r.attempt;
      return undefined;
    case 'restart':
      return bank.restart();
    case 'close':
      await bank.close();
      setImmediate(() => process.exit(0));
      return undefined;
  }
}

process.on('message', (message) => {
  const { id, request } = message as { id: number; request: Request };
  handle(request).then(
    (result) => process.send!({ id, result } satisfies Reply),
    (error: unknown) => process.send!({ id, error: error instanceof Error ? error.message : String(error) } satisfies Reply),
  );
});
// The driver died: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
