// The bank's check of a request against the form rules of the definition it names
// (server/api/form-rules.ts): what it adds to every transfer once the definition's rules are
// compiled (a cached lookup and one validator per field the request takes from the form), and
// the one-off compile of a definition. Measured on the built transfer journey's ITSI300001.
import fs from 'node:fs';
import type { AppContext } from '../server/context.js';
import type { Call } from '../server/api/handler.js';
import { enforceFormRules, formRulesOf } from '../server/api/form-rules.js';
import { compileFormRules } from '../server/services/bank/flow-registry/form-rules.js';
import { flowHash } from '../codegen/lib/journey-names.js';
import { median, percentile } from './lib/measure';
import { emit, fmt, isMain, type BenchRow } from './lib/result';
import { repoPath } from './lib/paths';

/** Against the bank's 1.1–1.5 ms of CPU a transfer (docs/performance.md): at most about 2 %. */
const BUDGET_US = 25;

const json = fs.readFileSync(repoPath('generated/journeys/transfer.create/flow.json'), 'utf8');
const FLOW = `transfer.create@${String((JSON.parse(json) as { version: number }).version)}#${flowHash(json)}`;
const payload = {
  fromAccountId: 'AC0000000001',
  payee: { name: 'WONG SIU MING', bankCode: '398', accountNo: '398000000002' },
  currency: 'HKD',
  amount: 100_00,
  notes: 'rent march',
  idempotencyKey: 'k'.repeat(32),
  auth: { method: 'mobile-token', deviceId: 'device-0001', otp: '123456' },
};

export async function runServerFormRules(): Promise<BenchRow[]> {
  // The built definition needs no database; the sandbox's settings are all the check reads.
  const call = { ctx: { settings: { production: false } } as unknown as AppContext, lang: 'en' } satisfies Call;
  const compileStart = process.hrtime.bigint();
  compileFormRules(JSON.parse(json), repoPath('flows/transfer/transfer-create.json'));
  const compileMs = Number(process.hrtime.bigint() - compileStart) / 1e6;

  const once = async () => {
    const rules = await formRulesOf(call, { code: 'ITSI300001' }, FLOW, true);
    if (!rules) throw new Error('no form rules for the transfer');
    await enforceFormRules(call, 'ITSI300001', rules, payload);
  };
  await once(); // compiles and caches, as the first request after a start does
  const batch = 200;
  const us: number[] = [];
  for (let s = 0; s < 220; s += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < batch; i += 1) await once();
    if (s >= 20) us.push(Number(process.hrtime.bigint() - start) / 1e3 / batch); // 20 warm-up samples
  }
  return [
    {
      name: 'server form rules: a transfer checked against its definition',
      value: median(us),
      unit: 'µs/request',
      budget: { kind: 'max', limit: BUDGET_US },
      detail: `p95 ${fmt(percentile(us, 95))} µs, ${us.length}×${batch} requests; compiling the journey's rules once ${fmt(compileMs)} ms`,
    },
  ];
}

if (isMain(import.meta.url)) emit(await runServerFormRules());
