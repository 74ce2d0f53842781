// One e-mail rule (spec section 5) for every field that takes an address: the form refuses
// what the bank would refuse, in the same words at the field, and no flow or contract grows a
// rule of its own. Every string property named like an e-mail in a flow's form or a request
// contract must carry the domain's pattern.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, emailProblem } from '../../../domain/profile/email';

type Schema = { type?: unknown; pattern?: string; format?: string; properties?: Record<string, Schema>; items?: Schema };

function emailFields(schema: Schema | undefined, where: string, out: { where: string; schema: Schema }[]): void {
  for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
    const isString = prop.type === 'string' || (Array.isArray(prop.type) && prop.type.includes('string'));
    if (/e-?mail/i.test(name) && isString) out.push({ where: `${where}.${name}`, schema: prop });
    emailFields(prop, `${where}.${name}`, out);
    if (prop.items) emailFields(prop.items, `${where}.${name}[]`, out);
  }
}

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []));
}

describe('one e-mail rule', () => {
  const fields: { where: string; schema: Schema }[] = [];
  for (const file of files('flows')) {
    const flow = JSON.parse(fs.readFileSync(file, 'utf8')) as { steps?: Record<string, { schema?: Schema }> };
    for (const [id, step] of Object.entries(flow.steps ?? {})) emailFields(step.schema, `${file}#${id}`, fields);
  }
  for (const file of files('schemas/api')) {
    const contract = JSON.parse(fs.readFileSync(file, 'utf8')) as { request?: Schema };
    emailFields(contract.request, `${file}#request`, fields);
  }

  it('finds the e-mail fields of the forms and the requests', () => {
    // The receipt e-mails of bill payment and regular payment, e-bills, account opening, the
    // customer's own address: if this count falls, the scan has stopped seeing them.
    expect(fields.length).toBeGreaterThanOrEqual(12);
  });

  it('gives every form field the domain’s pattern, and no contract a rule of its own', () => {
    // A contract either carries the same pattern or leaves the address to the service, which
    // checks it with the same rule (emailProblem) and answers in its own words (E170000030,
    // E600000018, E610000009, E630000010) rather than the contract's general 'request data incorrect'.
    const other = fields
      .filter((f) => f.schema.format !== undefined || (f.where.startsWith('flows/') ? f.schema.pattern !== EMAIL_PATTERN : ![undefined, EMAIL_PATTERN].includes(f.schema.pattern)))
      .map((f) => f.where);
    expect(other).toEqual([]);
  });

  it('takes what customers type and refuses the rest, the same in the pattern and the bank’s check', () => {
    const pattern = new RegExp(EMAIL_PATTERN, 'u');
    for (const ok of ['chan.taiman@example.com', 'chan+bills@example.com.hk', 'a_b-c@mail-box.example.org']) {
      expect(pattern.test(ok)).toBe(true);
      expect(emailProblem(ok)).toBeNull();
    }
    for (const bad of ['chan@', '@example.com', 'chan@example', 'chan@@example.com', 'chan taiman@example.com', 'chan@example.c0m', 'chan.@example.com']) {
      expect(pattern.test(bad)).toBe(false);
      expect(emailProblem(bad)).toBe('format');
    }
  });
});
