// The studio's calls on the sandbox bank: flow files listed and read, the linter on a flow as
// edited, save only after the linter passed and only under flows/<area>/, and nothing at all
// with NODE_ENV=production.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../server/app.js';
import { ManualClock } from '../../../../server/clock.js';
import { REPO_ROOT } from '../../../../server/config.js';
import { checkFlow, flowFile } from '../../../../server/studio/flow-files.js';
import { STEP_KINDS, newFlowText } from '../../../../app/sandbox/studio/templates.js';
import { startBank, START, type Bank } from '../support/helpers.js';
import { Secret, TOTP } from 'otpauth';
import { DEMO_STAFF, STAFF_PASSWORD } from '../../../../server/seed/staff-accounts.js';

const FLOW = 'flows/transfer/transfer-notice.json';

let bank: Bank;
/** The studio answers signed-in staff only (studio-staff.test.ts): these calls are an author's. */
let staff: Record<string, string>;
beforeAll(async () => {
  bank = await startBank();
  const secret = DEMO_STAFF.find((m) => m.loginId === 'author.one')!.totpSecret;
  const otp = new TOTP({ period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: bank.clock.now() });
  const res = await bank.app.inject({ method: 'POST', url: '/api/studio/session', payload: { loginId: 'author.one', password: STAFF_PASSWORD, otp } });
  staff = { 'x-staff-token': res.json().token as string };
});
afterAll(async () => {
  await bank.close();
});

const get = (url: string, headers: Record<string, string> = {}) => bank.app.inject({ method: 'GET', url, headers: { ...staff, ...headers } });
const post = (url: string, payload: object, headers: Record<string, string> = {}) => bank.app.inject({ method: 'POST', url, payload, headers: { ...staff, ...headers } });

describe('studio paths', () => {
  it('takes flows/<area>/<name>.json only', () => {
    expect(flowFile(FLOW)).toBe(path.join(REPO_ROOT, FLOW));
    for (const bad of [
      'flows/../package.json',
      'flows/transfer/../../package.json',
      '/etc/passwd',
      'flows/transfer/transfer-notice.js',
      'server/app.ts',
      'flows/shared/texts.json',
      'flows/transfer/sub/x.json',
      'flows\\transfer\\x.json',
      'flows/Transfer/x.json',
      'flows/transfer/x.json\u0000.txt',
    ]) {
      expect(() => flowFile(bad), bad).toThrow();
    }
  });
});

describe('new flows from templates', () => {
  it.each(STEP_KINDS)('a flow starting with a %s step passes the linter as it is', (kind) => {
    const result = checkFlow(`flows/sandbox/new-${kind}.json`, newFlowText('sandbox', `new-${kind}`, kind));
    expect(result.problems).toEqual([]);
    expect(result.graph!.nodes[0]).toMatchObject({ kind, start: true });
  });
});

describe('studio calls', () => {
  it('lists the flows by area and reads one with its fixtures', async () => {
    const list = (await get('/api/studio/flows')).json();
    const notice = list.flows.find((f: { path: string }) => f.path === FLOW);
    expect(notice).toMatchObject({ id: 'transfer.notice', area: 'transfer' });
    expect(list.flows.some((f: { area: string }) => f.area === 'shared')).toBe(false);
    const create = (await get('/api/studio/flow?path=flows/transfer/transfer-create.json')).json();
    expect(create.text).toBe(fs.readFileSync(path.join(REPO_ROOT, 'flows/transfer/transfer-create.json'), 'utf8'));
    expect(create.fixtures.length).toBeGreaterThan(3);
    expect(create.fixtures.every((f: { flow: string }) => f.flow === 'transfer.create')).toBe(true);
    expect((await get('/api/studio/flow?path=flows/../package.json')).statusCode).toBe(400);
    expect((await get('/api/studio/flow?path=flows/transfer/none-such.json')).statusCode).toBe(404);
  });

  it('runs the flow linter on the text as edited and answers the expanded flow', async () => {
    const text = fs.readFileSync(path.join(REPO_ROOT, 'flows/transfer/transfer-create.json'), 'utf8');
    const ok = (await post('/api/studio/check', { path: 'flows/transfer/transfer-create.json', text })).json();
    expect(ok.problems).toEqual([]);
    // References are expanded: the engine's flow has the texts themselves.
    expect(ok.flow.title).toEqual({ 'zh-TW': expect.any(String), 'zh-CN': expect.any(String), en: 'Transfer' });

    const typo = text.replace('"notes": [', '"nots": [');
    const bad = (await post('/api/studio/check', { path: 'flows/transfer/transfer-create.json', text: typo })).json();
    expect(bad.problems.length).toBeGreaterThan(0);
    expect(bad.problems.some((p: { location: string; message: string }) => `${p.location} ${p.message}`.includes('nots'))).toBe(true);

    const broken = (await post('/api/studio/check', { path: 'flows/transfer/transfer-create.json', text: '{"id": ' })).json();
    expect(broken.problems[0].rule).toBe('json');
  });

  it('saves only a flow the linter passes, and never over a file changed since it was opened', async () => {
    const file = path.join(REPO_ROOT, FLOW);
    const text = fs.readFileSync(file, 'utf8');
    const typo = text.replace('"kind"', '"knd"');
    const refused = await post('/api/studio/save', { path: FLOW, text: typo, base: text });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().problems.length).toBeGreaterThan(0);
    expect(fs.readFileSync(file, 'utf8')).toBe(text);

    const stale = await post('/api/studio/save', { path: FLOW, text, base: `${text} ` });
    expect(stale.statusCode).toBe(409);

    const outside = await post('/api/studio/save', { path: 'flows/../README.md', text, base: null });
    expect(outside.statusCode).toBe(400);

    const saved = await post('/api/studio/save', { path: FLOW, text, base: text });
    expect(saved.json()).toMatchObject({ ok: true, created: false });
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });

  it('refuses another site\'s page', async () => {
    const res = await post('/api/studio/check', { path: FLOW, text: '{}' }, { origin: 'https://evil.example', host: 'localhost:80' });
    expect(res.statusCode).toBe(403);
  });

  it('answers the saved definition with its provenance', async () => {
    const res = (await get('/api/studio/definitions/transfer.create')).json();
    expect(res.flow.id).toBe('transfer.create');
    expect(res.definition).toMatch(/^transfer\.create@1#[0-9a-f]{16}$/);
    const built = path.join(REPO_ROOT, 'generated/journeys/transfer.create/index.js');
    if (fs.existsSync(built)) expect(fs.readFileSync(built, 'utf8')).toContain(res.definition);
  });

  it('says what a journey\'s fixtures prove: the paths they walk and the mutants they catch', async () => {
    const res = await get('/api/studio/proof/transfer.create');
    expect(res.statusCode).toBe(200);
    const proof = res.json();
    expect(proof.paths.walked).toBeGreaterThan(0);
    expect(proof.paths.walked + proof.paths.unwalked.length).toBe(proof.paths.total);
    expect(proof.mutation).toMatchObject({ moneyMoving: true });
    expect(proof.mutation.made).toBe(proof.mutation.linter + proof.mutation.fixture + proof.mutation.survived);
    expect(proof.mutation.survivors).toHaveLength(proof.mutation.survived);
    expect((await get('/api/studio/proof/no.such-flow')).statusCode).toBe(404);
  }, 60_000);
});

describe('studio in production', () => {
  it('is not there at all', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const app = await buildServer({ databaseUrl: ':memory:', clock: new ManualClock(new Date(START)), sweepIntervalMs: 0 });
    process.env.NODE_ENV = before;
    try {
      for (const url of ['/api/studio/flows', `/api/studio/flow?path=${FLOW}`, '/api/studio/definitions/transfer.create']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.json().header?.responseCode ?? res.statusCode).not.toBe(200);
        expect(res.body).not.toContain('transfer.');
      }
      const text = fs.readFileSync(path.join(REPO_ROOT, FLOW), 'utf8');
      const res = await app.inject({ method: 'POST', url: '/api/studio/save', payload: { path: FLOW, text, base: text } });
      expect(res.json().header.responseCode).toBe('E000000404');
    } finally {
      await app.close();
    }
  });
});
