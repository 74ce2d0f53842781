// The linter knows the data: paths are followed into the schemas they read, request mappings
// are checked against the contract request, links must reach a route that exists, a query key
// must be sent by some link, and texts keep their placeholders in every language. First the
// list journey a product owner writes by hand and its three broken versions, then finer cases
// on broken copies of real flows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintFlow, type Problem } from '../../../codegen/lint/index';
import { lintAppTexts } from '../../../codegen/lint/app-texts';
import { shellRoutes } from '../../../codegen/lint/app-index';
import { lookup, resolvedSchema } from '../../../codegen/lint/schema-paths';
import { CREATE_FLOW, RECORD_FLOW, ROOT, readFlow, type AnyJson } from './helpers';

const text = (en: string): AnyJson => ({ 'zh-TW': en, 'zh-CN': en, en });
const FILE = path.join(ROOT, 'flows/accounts/account-list.json');

/** A list journey as a product owner writes it: the customer's accounts, each opening a transfer. */
function accountList(): AnyJson {
  return {
    $schema: '../../schemas/flow.schema.json',
    id: 'accounts.list',
    version: 1,
    title: text('My accounts'),
    login: true,
    start: 'list',
    steps: {
      list: {
        kind: 'list',
        route: '/accounts/list',
        load: [{ tx: 'ITSI200001', request: { purpose: { const: 'transfer-out' } }, into: 'accounts', pick: 'accounts' }],
        items: 'loaded.list.accounts',
        item: {
          title: { label: text('Account'), value: 'item.accountNo' },
          amount: { label: text('Available'), value: 'item.available', format: 'money', currency: 'item.currency' },
          link: { to: '/transfer-pay/transfer-create' },
        },
        empty: text('No accounts'),
      },
    },
  };
}

const lines = (problems: Problem[]): string[] => problems.map((p) => `${p.rule} ${p.location}: ${p.message}`);

describe('the list journey of the issue', () => {
  it('passes as written', () => {
    expect(lines(lintFlow(FILE, accountList()))).toEqual([]);
  });

  it('refuses a list item reading a field the response does not have', () => {
    const flow = accountList();
    flow.steps.list.item.amount.value = 'item.availble';
    const problems = lintFlow(FILE, flow);
    expect(lines(problems)).toEqual([
      'unknown-field steps.list.item.amount.value: path "item.availble": "availble" is not a field of item (known: accountId, accountNo, accountType, currency, balance, available, dailyRemaining, productName)',
    ]);
  });

  it('refuses a request constant outside the contract enum', () => {
    const flow = accountList();
    flow.steps.list.load[0].request.purpose = { const: 'everything' };
    expect(lines(lintFlow(FILE, flow))).toEqual([
      'request-mapping steps.list.load[0].request.purpose: "everything" is not a valid ITSI200001 request.purpose: must be equal to one of the allowed values (allowed: "all", "transfer-out")',
    ]);
  });

  it('refuses a list link to a route no flow or page has', () => {
    const flow = accountList();
    flow.steps.list.item.link.to = '/accounts/detail';
    expect(lines(lintFlow(FILE, flow))).toEqual([
      'unknown-route steps.list.item.link.to: "/accounts/detail" is not a route of any flow step or app page, so the customer would land on /mine/index',
    ]);
  });

  it('accepts a link to a route the journey itself declares, or a page of the route table', () => {
    const flow = accountList();
    flow.steps.list.item.link = { to: '/accounts/list' };
    flow.steps.list.footer = [{ action: 'navigate', to: '/settings/my-setting', label: text('Settings') }];
    expect(lintFlow(FILE, flow)).toEqual([]);
  });
});

/** Lints a mutated copy of a real flow (kept at its real path, so its $refs still resolve). */
function lintMutated(file: string, mutate: (flow: AnyJson) => void): string[] {
  const flow = readFlow(file);
  mutate(flow);
  return lines(lintFlow(file, flow));
}

describe('unknown-field', () => {
  it('follows a form field into a $ref-ed form schema', () => {
    expect(lintMutated(CREATE_FLOW, (f) => (f.steps.confirm.submit.request['payee.name'] = 'data.input.payee.nmae'))).toEqual([
      expect.stringMatching(/^unknown-field steps\.confirm\.submit\.request\["payee\.name"\]: path "data\.input\.payee\.nmae": "nmae" is not a field of data\.input\.payee/),
    ]);
  });

  it('reads a submit response, and the keys its response mapping adds', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.submit.response = { 'extra.note': 'data.input.notes' };
      f.steps.received.fields[0].value = 'response.confirm.extra.note';
      f.steps.received.reference = 'response.confirm.referenceNumber';
    });
    expect(problems).toEqual([expect.stringMatching(/^unknown-field steps\.received\.reference: path "response\.confirm\.referenceNumber": "referenceNumber" is not a field of response\.confirm \(known: .*\) \(ITSI300001 response\)$/)]);
  });

  it('checks JSON Logic vars and ui:options paths relative to the form', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.input.ui.amount['ui:options'].currencyFrom = 'fromAccount.curency';
      f.steps.confirm.next[0].when.in[0].var = 'response.confirm.transfer.stauts';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^unknown-field steps\.input\.ui\.amount\["ui:options"\]\.currencyFrom: path "fromAccount\.curency": "curency" is not a field of the form data of step "input"\.fromAccount/),
      expect.stringMatching(/^unknown-field steps\.confirm\.next\[0\]\.when\.in\[0\]\.var: path "response\.confirm\.transfer\.stauts": "stauts" is not a field of response\.confirm\.transfer/),
    ]);
  });

  it('refuses item outside list rows, and a query read inside', () => {
    const problems = lintMutated(RECORD_FLOW, (f) => {
      f.steps.list.filter.defaults = { status: 'item.status', category: 'query.a.b' };
    });
    expect(problems).toEqual([
      'unknown-field steps.list.filter.defaults.status: path "item.status": "item" is only set inside the rows of a list (item.link, item.actions, item fields, rows.item)',
      'unknown-field steps.list.filter.defaults.category: path "query.a.b": query values are plain strings: "query.a.b" reads inside query.a',
      'unknown-query steps.list.filter.defaults.category: no link to /transfer-pay/transfer-record sends query "a" (links send: from)',
    ]);
  });
});

describe('request-mapping', () => {
  it('refuses a constant that breaks a pattern, and a path of another type', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      f.steps.confirm.submit.request['payee.bankCode'] = { const: '12' };
      f.steps.confirm.submit.request.amount = 'data.input.notes';
    });
    expect(problems).toEqual([
      expect.stringMatching(/^request-mapping steps\.confirm\.submit\.request\["payee\.bankCode"\]: "12" is not a valid ITSI300001 request\.payee\.bankCode: must match pattern/),
      'request-mapping steps.confirm.submit.request.amount: "data.input.notes" is string, but ITSI300001 request.amount takes integer or number',
    ]);
  });

  it('refuses a select offering a value the request does not take (the empty choice is never sent)', () => {
    const file = path.join(ROOT, 'flows/e-cheque/e-check-tabs.json');
    expect(lintMutated(file, () => undefined)).toEqual([]);
    expect(lintMutated(file, (f) => f.steps.list.filter.schema.properties.status.enum.push('lost'))).toEqual([
      'request-mapping steps.list.load[0].request.status: "data.list.status" may be "lost", which ITSI700004 request.status refuses',
    ]);
  });

  it('wants required fields mapped, inside nested objects too; the engine adds idempotencyKey and auth', () => {
    const problems = lintMutated(CREATE_FLOW, (f) => {
      delete f.steps.confirm.submit.request['payee.bankCode'];
    });
    expect(problems).toEqual(['request-mapping steps.confirm.submit.request: ITSI300001 request.payee.bankCode is required and not mapped']);
  });
});

describe('unknown-query', () => {
  it('accepts a query key some link sends to the flow, refuses one no link sends', () => {
    const file = path.join(ROOT, 'flows/transfer/transfer-detail.json');
    expect(lintMutated(file, () => undefined)).toEqual([]);
    expect(lintMutated(file, (f) => (f.steps.detail.load[0].request.transferId = 'query.transferId'))).toEqual([
      expect.stringMatching(/^unknown-query steps\.detail\.load\[0\]\.request\.transferId: no link to \/transfer-pay\/transfer-detail sends query "transferId" \(links send: id\)$/),
    ]);
  });
});

describe('unknown-route', () => {
  it('knows the hand-made pages of the route table', () => {
    expect(shellRoutes()).toEqual(expect.arrayContaining(['/mine/index', '/settings/my-setting', '/login/index']));
  });

  it('refuses a backTo route nothing has', () => {
    expect(lintMutated(CREATE_FLOW, (f) => (f.steps.confirm.backTo = '/transfer-pay/transfer-creat'))).toEqual([
      'unknown-route steps.confirm.backTo: backTo "/transfer-pay/transfer-creat" is not a route of any flow step or app page',
    ]);
  });
});

describe('placeholder-mismatch', () => {
  it('checks the app i18n files and the bank messages too', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-texts-'));
    try {
      fs.mkdirSync(path.join(dir, 'locales/sms'), { recursive: true });
      fs.mkdirSync(path.join(dir, 'messages'));
      const write = (file: string, value: unknown): void => fs.writeFileSync(path.join(dir, file), JSON.stringify(value));
      write('locales/sms/zh-TW.json', { sent: '已發送至 {{mobile}}', ok: '好' });
      write('locales/sms/zh-CN.json', { sent: '已发送', ok: '好' });
      write('locales/sms/en.json', { sent: 'Sent to {{mobile}}', ok: 'OK' });
      write('messages/core.json', { E1: { 'zh-TW': '最多 {max}', 'zh-CN': '最多 {max}', en: 'At most {maximum}' } });
      const problems = lintAppTexts(path.join(dir, 'locales'), path.join(dir, 'messages')).map((p) => `${path.basename(p.file)} ${p.location}: ${p.message}`);
      expect(problems).toEqual([
        'zh-CN.json sent: placeholders differ between languages: zh-CN lacks {{mobile}}',
        'core.json E1: placeholders differ between languages: zh-TW lacks {maximum}; zh-CN lacks {maximum}; en lacks {max}',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('schema paths', () => {
  it('follow $refs, allOf/oneOf/anyOf branches, arrays and open objects', () => {
    const schema = resolvedSchema(
      {
        type: 'object',
        properties: {
          list: { type: 'array', items: { oneOf: [{ properties: { a: { type: 'string' } } }, { properties: { b: { type: 'integer' } } }] } },
          open: { type: 'object', additionalProperties: { type: 'string' } },
          free: { type: 'object' },
          user: { $ref: '../entities/user.json' },
        },
        allOf: [{ properties: { extra: { type: 'boolean' } } }],
      },
      path.join(ROOT, 'schemas/api/x.json'),
    );
    const ok = (p: string): boolean => 'found' in lookup(schema, p.split('.'));
    expect(['list.0.a', 'list.3.b', 'list.length', 'open.any', 'free.any.thing', 'user.customerName', 'extra'].filter((p) => !ok(p))).toEqual([]);
    expect(['list.0.c', 'list.x', 'user.name', 'nothing', 'extra.x'].filter(ok)).toEqual([]);
  });
});

describe('routes of the route table', () => {
  it('match a /go/{module} link only for a module of module-links.json, and ignore a query in the path', async () => {
    const { appIndex, routeExists } = await import('../../../codegen/lint/app-index');
    const { routes } = appIndex();
    expect(routeExists(routes, '/go/transfer')).toBe(true);
    expect(routeExists(routes, '/go/nowhere')).toBe(false);
    expect(routeExists(routes, '/transfer-pay/transfer-record?from=transfer-success')).toBe(true);
    expect(routeExists(routes, '/transfer-pay/transfer-recor')).toBe(false);
  });
});

describe('JSON Logic array operators', () => {
  it('read the run context in their first argument only: later vars read each element', async () => {
    const { logicVars } = await import('../../../codegen/lint/walk');
    const rule = { some: [{ var: 'loaded.list.accounts' }, { '==': [{ var: 'data.currency' }, 'HKD'] }] };
    expect(logicVars({ and: [rule, { var: 'user.custId' }] }).map((v) => v.value)).toEqual(['loaded.list.accounts', 'user.custId']);
  });
});
