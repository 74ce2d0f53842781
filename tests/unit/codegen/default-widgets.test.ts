// Widgets chosen from the schema: the ranked testers, the codemod that drops a flow's default
// entries (re-runnable, formatting kept) and the expansion that writes them back.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultWidget, withDefaultWidgets } from '../../../codegen/lib/widget-choice';
import { dropDefaultWidgets } from '../../../codegen/codemods/drop-default-widgets';
import { defaultFlowFiles, expandFlow } from '../../../codegen/lib/flows';

describe('the ranked testers', () => {
  it.each([
    [{ type: 'string' }, 'ui:widget', 'text'],
    [{ type: 'string', enum: ['A', 'B'] }, 'ui:widget', 'select'],
    [{ type: 'integer', enum: [1, 2] }, 'ui:widget', 'select'],
    [{ type: 'string', format: 'date' }, 'ui:widget', 'date'],
    [{ type: 'integer', minimum: 1 }, 'ui:widget', 'amount'],
    [{ type: 'boolean' }, 'ui:widget', 'checkbox'],
    [{ type: 'boolean', const: true }, 'ui:widget', 'terms'],
    [{ type: 'object', properties: { accountId: { type: 'string' }, accountNo: { type: 'string' } } }, 'ui:field', 'account'],
    [{ $ref: '../entities/account.json' }, 'ui:field', 'account'],
  ])('%j -> %s %s', (schema, key, name) => {
    expect(defaultWidget(schema)).toEqual({ key, name });
  });

  it('chooses nothing RJSF would lay out itself', () => {
    expect(defaultWidget({ type: 'array', items: { type: 'string' } })).toBeNull();
    expect(defaultWidget({ type: 'object', properties: { a: { type: 'string' } } })).toBeNull();
  });

  it('fills what the ui leaves out, at every depth, and keeps what it names', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'object', properties: { d: { type: 'boolean' } } } } };
    expect(withDefaultWidgets(schema, { b: { 'ui:widget': 'password' } })).toEqual({
      a: { 'ui:widget': 'text' },
      b: { 'ui:widget': 'password' },
      c: { d: { 'ui:widget': 'checkbox' } },
    });
  });

  it('chooses for the entries of a list as for a property', () => {
    const schema = {
      type: 'object',
      properties: {
        amounts: { type: 'array', items: { type: 'integer' } },
        people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, born: { type: 'string', format: 'date' } } } },
      },
    };
    expect(withDefaultWidgets(schema, { people: { items: { name: { 'ui:widget': 'textarea' } } } })).toEqual({
      amounts: { items: { 'ui:widget': 'amount' } },
      people: { items: { name: { 'ui:widget': 'textarea' }, born: { 'ui:widget': 'date' } } },
    });
  });
});

describe('drop-default-widgets', () => {
  const text = `{
  "id": "t.x",
  "steps": {
    "input": {
      "kind": "form",
      "schema": { "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "integer" }, "c": { "type": "string" } } },
      "ui": {
        "ui:order": ["a", "b", "c"],
        "a": { "ui:widget": "text" },
        "b": {
          "ui:widget": "amount",
          "ui:options": { "currency": "HKD" }
        },
        "c": { "ui:widget": "password" }
      }
    }
  }
}
`;

  it('takes out only the defaults and leaves the rest as written', () => {
    expect(dropDefaultWidgets(text)).toBe(`{
  "id": "t.x",
  "steps": {
    "input": {
      "kind": "form",
      "schema": { "type": "object", "properties": { "a": { "type": "string" }, "b": { "type": "integer" }, "c": { "type": "string" } } },
      "ui": {
        "ui:order": ["a", "b", "c"],
        "b": {
          "ui:options": { "currency": "HKD" }
        },
        "c": { "ui:widget": "password" }
      }
    }
  }
}
`);
    expect(dropDefaultWidgets(dropDefaultWidgets(text))).toBe(dropDefaultWidgets(text));
  });

  it('looks inside the entries of lists and nested groups, and drops what that leaves empty', () => {
    const listText = `{
  "id": "t.y",
  "steps": {
    "input": {
      "kind": "form",
      "schema": {
        "type": "object",
        "properties": {
          "amounts": { "type": "array", "items": { "type": "integer" } },
          "people": { "type": "array", "items": { "type": "object", "properties": { "name": { "type": "string" }, "born": { "type": "string", "format": "date" } } } },
          "group": { "type": "object", "properties": { "agree": { "type": "boolean" } } }
        }
      },
      "ui": {
        "amounts": { "items": { "ui:widget": "amount" } },
        "people": {
          "ui:options": { "orderable": false },
          "items": { "name": { "ui:widget": "text" }, "born": { "ui:widget": "date", "ui:help": "dd/mm/yyyy" } }
        },
        "group": { "agree": { "ui:widget": "checkbox" } }
      }
    }
  }
}
`;
    expect(dropDefaultWidgets(listText)).toBe(`{
  "id": "t.y",
  "steps": {
    "input": {
      "kind": "form",
      "schema": {
        "type": "object",
        "properties": {
          "amounts": { "type": "array", "items": { "type": "integer" } },
          "people": { "type": "array", "items": { "type": "object", "properties": { "name": { "type": "string" }, "born": { "type": "string", "format": "date" } } } },
          "group": { "type": "object", "properties": { "agree": { "type": "boolean" } } }
        }
      },
      "ui": {
        "people": {
          "ui:options": { "orderable": false },
          "items": { "born": { "ui:help": "dd/mm/yyyy" } }
        }
      }
    }
  }
}
`);
    expect(dropDefaultWidgets(dropDefaultWidgets(listText))).toBe(dropDefaultWidgets(listText));
  });

  it('changes no flow the engine receives', () => {
    for (const file of defaultFlowFiles()) {
      const written = fs.readFileSync(file, 'utf8');
      expect(expandFlow(file, JSON.parse(dropDefaultWidgets(written))), file).toEqual(expandFlow(file, JSON.parse(written)));
    }
  });
});
