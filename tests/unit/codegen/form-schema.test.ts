// Form schema resolution: external $refs are inlined relative to the file that holds them, so
// the generated validators and RJSF never fetch anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { allFieldPaths, formFields } from '../../../codegen/lib/form-fields';
import { resolveFormSchema } from '../../../codegen/lib/form-schema';
import { CREATE_FLOW } from './helpers';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-schema-'));
const write = (name: string, json: unknown): string => {
  const file = path.join(dir, name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(json));
  return file;
};
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveFormSchema', () => {
  it('inlines the transfer-input form referenced by transfer-create', () => {
    const { schema, problems } = resolveFormSchema({ $ref: '../../schemas/forms/transfer-input.json' }, CREATE_FLOW);
    expect(problems).toEqual([]);
    expect(schema.$id).toBe('https://schemas.retail-bank.example/forms/transfer-input.json');
    expect(Object.keys(schema.properties as object)).toEqual(['fromAccount', 'payee', 'amount', 'notes', 'terms']);
  });

  it('inlines nested refs relative to their own file, keeps root-local refs, drops nested $id/$schema', () => {
    write('shared/money.json', { $schema: 'http://json-schema.org/draft-07/schema#', $id: 'https://x/money.json', type: 'integer', minimum: 1 });
    write('shared/parts.json', { definitions: { amount: { $ref: 'money.json' }, note: { $ref: '#/definitions/text' }, text: { type: 'string' } } });
    const root = write('forms/f.json', {
      type: 'object',
      definitions: { code: { type: 'string', pattern: '^[0-9]{3}$' } },
      properties: {
        amount: { $ref: '../shared/parts.json#/definitions/amount' },
        note: { $ref: '../shared/parts.json#/definitions/note' },
        bank: { $ref: '#/definitions/code' },
        fixed: { const: { $ref: 'not-a-ref.json' } },
      },
    });
    const { schema, problems } = resolveFormSchema({ $ref: 'forms/f.json' }, path.join(dir, 'flow.json'));
    expect(problems).toEqual([]);
    expect(schema.properties).toEqual({
      amount: { type: 'integer', minimum: 1 },
      note: { type: 'string' },
      bank: { $ref: '#/definitions/code' },
      fixed: { const: { $ref: 'not-a-ref.json' } },
    });
    expect(root).toBeTruthy();
  });

  it('reports missing files, missing pointers and recursion', () => {
    write('loop.json', { definitions: { a: { type: 'object', properties: { child: { $ref: '#/definitions/a' } } } } });
    const { problems } = resolveFormSchema(
      {
        type: 'object',
        properties: {
          a: { $ref: 'nope.json' },
          b: { $ref: 'loop.json#/definitions/missing' },
          c: { $ref: 'loop.json#/definitions/a' },
          d: { $ref: '#/definitions/none' },
        },
      },
      path.join(dir, 'flow.json'),
    );
    expect(problems.map((p) => `${p.at} ${p.reason}`)).toEqual([
      expect.stringMatching(/^\/properties\/a no such file /),
      '/properties/b nothing at #/definitions/missing in loop.json',
      '/properties/c/properties/child a recursive reference cannot be inlined',
      '/properties/d nothing at #/definitions/none',
    ]);
  });
});

describe('form fields', () => {
  const { schema } = resolveFormSchema({ $ref: '../../schemas/forms/transfer-input.json' }, CREATE_FLOW);

  it('a custom ui:field is one field; other objects list their inner fields', () => {
    const ui = { fromAccount: { 'ui:field': 'account' } };
    expect(formFields(schema, ui).map((f) => f.path)).toEqual([
      'fromAccount', 'payee', 'payee.name', 'payee.bankCode', 'payee.accountNo', 'amount', 'notes', 'terms',
    ]);
  });

  it('all field paths include the inner values of custom fields (messages may target them)', () => {
    expect(allFieldPaths(schema)).toContain('fromAccount.accountId');
  });
});
