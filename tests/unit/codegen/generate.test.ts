// The generator's output: it is written fast and deterministically, imports in plain Node, holds
// no run-time code compilation, and its validators accept and reject real data.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../codegen/generate';
import { ROOT } from './helpers';

const GENERATED = path.join(ROOT, 'generated');
const read = (name: string): string => fs.readFileSync(path.join(GENERATED, name), 'utf8');

type Validators = typeof import('../../../generated/validators/api.js');
type Forms = typeof import('../../../generated/validators/forms.js');
let api: Validators;
let forms: Forms;

// The output `npm run codegen` wrote before the tests (as `npm test` and `npm run test:unit` run
// it): generating again here would only repeat the determinism test below.
beforeAll(async () => {
  api = await import('../../../generated/validators/api.js');
  forms = await import('../../../generated/validators/forms.js');
});

const transfer = {
  fromAccountId: 'acc-1',
  payee: { name: '陳大文', bankCode: '024', accountNo: '12345678' },
  currency: 'HKD',
  amount: 12345,
  idempotencyKey: 'run-0123456789abcdef',
  auth: { method: 'mobile-token', deviceId: 'device-0123456789ab', otp: '123456' },
};

const transferInput = {
  fromAccount: { accountId: 'acc-1', accountNo: '01234567890123', currency: 'HKD', available: 50000 },
  payee: { name: '陳大文', bankCode: '024', accountNo: '12345678' },
  amount: 12345,
  terms: true,
};

describe('npm run codegen', () => {
  it('is deterministic: a second run changes nothing', async () => {
    const { files, changed } = await generate();
    const names = files.map((f) => path.relative(GENERATED, f).split(path.sep).join('/'));
    expect(names.filter((n) => !n.startsWith('journeys/')).sort()).toEqual([
      '../schemas/flow-authoring.schema.json',
      'error-codes.ts',
      'menu/index.ts',
      'menu/keywords.ts',
      'types/api.ts',
      'types/flow.ts',
      'validators/api-requests.d.ts',
      'validators/api-requests.js',
      'validators/api.d.ts',
      'validators/api.js',
      'validators/forms.d.ts',
      'validators/forms.js',
    ]);
    // One chunk per flow (flow, forms' and contracts' validators) plus the route index.
    const journeys = names.filter((n) => n.startsWith('journeys/'));
    expect(journeys).toEqual(expect.arrayContaining(['journeys/index.ts', 'journeys/types.ts', 'journeys/bill.pay-new/index.js', 'journeys/bill.pay-new/forms.js', 'journeys/bill.pay-new/requests.js']));
    expect(changed).toEqual([]);
  });

  it('gives each journey only its own forms and the request validators of the contracts it submits', async () => {
    const bill = (await import('../../../generated/journeys/bill.pay-new/index.js')) as unknown as {
      flow: { id: string };
      formValidators: Record<string, unknown>;
      loadRequestValidators: () => Promise<Record<string, unknown>>;
    };
    expect(bill.flow.id).toBe('bill.pay-new');
    const formKeys = Object.keys(bill.formValidators);
    expect(formKeys.length).toBeGreaterThan(0);
    for (const key of formKeys) expect(key.startsWith('bill.pay-new@')).toBe(true);
    const flowText = read('journeys/bill.pay-new/flow.json');
    const codes = Object.keys(await bill.loadRequestValidators());
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(flowText).toContain(`"tx": "${code}"`);
    // Far fewer than every contract: another journey's contracts are not in this chunk.
    const { apiRequestValidators } = await import('../../../generated/validators/api-requests.js');
    expect(codes.length).toBeLessThan(Object.keys(apiRequestValidators).length / 2);
  });

  it('generates no run-time code compilation (CSP script-src self)', () => {
    for (const name of ['validators/api.js', 'validators/api-requests.js', 'validators/forms.js']) {
      const code = read(name);
      expect(code).not.toContain('new Function(');
      expect(code).not.toContain('eval(');
      expect(code).not.toMatch(/\bFunction\(/);
    }
  });

  it('imports in plain Node (every imported package exists)', () => {
    const script = [
      "const { apiValidators, apiContracts } = await import('./generated/validators/api.js');",
      "const { formValidators } = await import('./generated/validators/forms.js');",
      'console.log(JSON.stringify([Object.keys(apiValidators).length, Object.keys(apiContracts).length, Object.keys(formValidators)]));',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const [validators, contracts, formKeys] = JSON.parse(run.stdout) as [number, number, string[]];
    expect(validators).toBe(contracts);
    expect(validators).toBeGreaterThanOrEqual(12);
    // Every flow's forms are there (new journeys add theirs), keyed flow@version/step.
    expect(formKeys).toEqual(expect.arrayContaining(['transfer.create@1/input', 'transfer.record@1/list', 'device.sign-agreement@1/input']));
    for (const key of formKeys) expect(key).toMatch(/^[a-z-]+\.[a-z-]+@\d+\/[A-Za-z-]+$/);
    expect(formKeys).toEqual([...formKeys].sort());
  });

  it('imports only packages and no relative or absolute files', () => {
    for (const name of ['validators/api.js', 'validators/api-requests.js', 'validators/forms.js']) {
      const specifiers = [...read(name).matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(specifiers.length).toBeGreaterThan(0);
      for (const s of specifiers) expect(s).toMatch(/^(ajv|ajv-formats)\/dist\/[\w/]+\.js$/);
    }
  });
});

describe('generated/validators/api.js', () => {
  it('has request and response validators and metadata for every contract', () => {
    const codes = fs.readdirSync(path.join(ROOT, 'schemas/api')).map((f) => f.replace('.json', '')).sort();
    expect(Object.keys(api.apiValidators).sort()).toEqual(codes);
    expect(api.apiContracts.ITSI300001).toEqual({
      code: 'ITSI300001',
      title: 'Same-bank or local-bank transfer (moves money)',
      login: true,
      moneyMoving: true,
      factors: ['mobile-token', 'transaction-code', 'passkey'],
      verify: 'transfer',
      highRisk: true,
      prerequisites: ['transfer-limit', 'transfer-notices'],
    });
    expect(api.apiContracts.ITSI300008?.fallbackFactors).toEqual(['sms-otp']);
    expect(api.apiContracts.ITSI900001?.sandboxOnly).toBe(true);
    expect(JSON.stringify(api.apiContracts)).not.toContain('properties');
  });

  it('ITSI300001: a full request passes, one without auth fails with the missing property', () => {
    const validate = api.apiValidators.ITSI300001!.request;
    expect(validate(transfer)).toBe(true);
    const { auth: _auth, ...withoutAuth } = transfer;
    expect(validate(withoutAuth)).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '', keyword: 'required', params: { missingProperty: 'auth' } })]);
  });

  it('the browser\'s request-only module has the same request validators, and no response ones', async () => {
    const { apiRequestValidators } = await import('../../../generated/validators/api-requests.js');
    expect(Object.keys(apiRequestValidators).sort()).toEqual(Object.keys(api.apiValidators).sort());
    const validate = apiRequestValidators.ITSI300001!;
    expect(validate(transfer)).toBe(true);
    const { auth: _auth, ...withoutAuth } = transfer;
    expect(validate(withoutAuth)).toBe(false);
    const source = fs.readFileSync(path.join(GENERATED, 'validators/api-requests.js'), 'utf8');
    expect(source).not.toContain('_response');
  });

  it('reports all errors, with instance paths', () => {
    const validate = api.apiValidators.ITSI300001!.request;
    expect(validate({ ...transfer, amount: 1.5, payee: { ...transfer.payee, bankCode: '24' } })).toBe(false);
    expect(validate.errors!.map((e) => `${e.instancePath} ${e.keyword}`).sort()).toEqual(['/amount type', '/payee/bankCode pattern']);
  });

  it('responses resolve the shared entities (transfer, money, currency, date formats)', () => {
    const validate = api.apiValidators.ITSI300003!.response;
    const record = {
      transferId: 't1', referenceNo: 'REF0000000001', transferType: 'same-bank', status: '1', category: '2',
      fromAccountNo: '01234567890123', payeeName: '陳大文', payeeBankCode: '024', payeeAccountNo: '12345678',
      currency: 'HKD', amount: 100, fee: 0, createdAt: '2025-01-02T03:04:05Z', valueDate: '2025-01-02',
    };
    expect(validate({ transfer: record })).toBe(true);
    expect(validate({ transfer: { ...record, currency: 'XYZ', valueDate: '2025-13-40' } })).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(['/transfer/currency', '/transfer/valueDate']);
  });
});

describe('generated/validators/forms.js', () => {
  const entry = () => forms.formValidators['transfer.create@1/input']!;

  it('holds the resolved schema (the $ref inlined) and its sha256', async () => {
    const { createHash } = await import('node:crypto');
    const { schema, hash } = entry();
    expect(JSON.stringify(schema)).not.toContain('$ref');
    expect(schema).toMatchObject({ title: 'TransferInput', required: ['fromAccount', 'payee', 'amount', 'terms'] });
    expect(hash).toBe(createHash('sha256').update(JSON.stringify(schema)).digest('hex'));
  });

  it("transfer-input: accepts '陳大文' and rejects a payee name with '<'", () => {
    const { validate } = entry();
    expect(validate(transferInput)).toBe(true);
    expect(validate({ ...transferInput, payee: { ...transferInput.payee, name: '陳<大文' } })).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ instancePath: '/payee/name', keyword: 'pattern' })]);
  });

  it('transfer-input: terms must be accepted', () => {
    const { validate } = entry();
    expect(validate({ ...transferInput, terms: false })).toBe(false);
    expect(validate.errors![0]).toMatchObject({ instancePath: '/terms', keyword: 'const' });
  });

  it('list filters are compiled too (date format)', () => {
    const { validate } = forms.formValidators['transfer.record@1/list']!;
    expect(validate({ status: '', startDate: '2025-01-31' })).toBe(true);
    expect(validate({ startDate: '2025-02-30' })).toBe(false);
    expect(validate.errors![0]).toMatchObject({ instancePath: '/startDate', keyword: 'format' });
  });

  it('carries no RJSF validator set (RJSF draws no form), in forms.js nor in a journey', () => {
    expect(Object.keys(entry()).sort()).toEqual(['hash', 'schema', 'validate']);
    const journeys = path.join(GENERATED, 'journeys');
    const files = fs.readdirSync(journeys, { recursive: true }).map(String);
    expect(files.filter((f) => f.endsWith('.rjsf.js'))).toEqual([]);
    expect(read('validators/forms.js')).not.toMatch(/rjsf|loadRjsf/);
  });
});

describe('generated/types', () => {
  it('flow.ts: Step is a union of the kinds, each with a literal kind', () => {
    const ts = read('types/flow.ts');
    // The union may be wrapped over lines once it is long.
    const union = /export type Step =\s*([^;]+);/.exec(ts)?.[1]?.split('|').map((name) => name.trim());
    expect(union).toEqual(['FormStep', 'ConfirmStep', 'ResultStep', 'ListStep', 'DetailStep', 'DocumentStep', 'VerificationStep']);
    for (const kind of ['form', 'confirm', 'result', 'list', 'detail', 'document', 'verification']) expect(ts).toContain(`kind: '${kind}';`);
    for (const name of ['Flow', 'LocalText', 'Mapping', 'Source', 'Field', 'Action', 'Next', 'Load', 'Submit', 'Check']) {
      expect(ts).toMatch(new RegExp(`export (interface|type) ${name}\\b`));
    }
  });

  it('api.ts: requests, responses, ApiMap and each entity once', () => {
    const ts = read('types/api.ts');
    expect(ts).toContain('export interface ITSI300001Request {');
    expect(ts).toContain('export interface ITSI300001Response {');
    // Codes in order (the spec's ITSI098008 comes first), each with its request and response.
    expect(ts).toMatch(/export interface ApiMap \{\n {2}ITSI\d{6}: \{\n {4}request: ITSI\d{6}Request;\n {4}response: ITSI\d{6}Response;/);
    expect(ts).toMatch(/\n {2}ITSI100001: \{\n {4}request: ITSI100001Request;\n {4}response: ITSI100001Response;/);
    for (const name of ['Account', 'User', 'TransferRecord', 'Currency', 'MinorUnits', 'LocalText']) {
      expect(ts.match(new RegExp(`export (interface|type) ${name}\\b`, 'g'))).toHaveLength(1);
    }
  });
});
