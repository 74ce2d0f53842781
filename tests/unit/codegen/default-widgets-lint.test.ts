// The linter refuses a `ui:widget` / `ui:field` equal to the widget the schema chooses, and the
// flows hold none (codegen/codemods/drop-default-widgets.ts takes them out after a merge).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultEntries } from '../../../codegen/lib/flow-widgets';
import { dropDefaultWidgets } from '../../../codegen/codemods/drop-default-widgets';
import { defaultFlowFiles } from '../../../codegen/lib/flows';
import os from 'node:os';
import path from 'node:path';
import { lintFiles } from '../../../codegen/lint/index';
import { defaultWidgetFindings } from '../../../codegen/lint/default-widget';

describe('default-widget', () => {
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

  it('is refused by the linter before, not after', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'default-widget-')), 'x.json');
    const refused = (written: string) => {
      fs.writeFileSync(file, written);
      return lintFiles([file]).filter((p) => p.rule === 'default-widget');
    };
    expect(refused(text).map((p) => p.location)).toEqual(['steps.input.ui.a["ui:widget"]', 'steps.input.ui.b["ui:widget"]']);
    expect(refused(dropDefaultWidgets(text))).toEqual([]);
  });

  it('looks inside the entries of lists (items), and of lists in groups', () => {
    const flow = {
      steps: {
        input: {
          kind: 'form',
          schema: {
            type: 'object',
            properties: {
              amounts: { type: 'array', items: { type: 'integer' } },
              group: { type: 'object', properties: { people: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' } } } } } },
            },
          },
          ui: { amounts: { items: { 'ui:widget': 'amount' } }, group: { people: { items: { name: { 'ui:widget': 'text' }, note: { 'ui:widget': 'textarea' } } } } },
        },
      },
    };
    expect(defaultWidgetFindings(flow).map((f) => f.location)).toEqual(['steps.input.ui.amounts.items["ui:widget"]', 'steps.input.ui.group.people.items.name["ui:widget"]']);
  });

  it('leaves no default entry in the flows', () => {
    const left = defaultFlowFiles().flatMap((file) => defaultEntries(JSON.parse(fs.readFileSync(file, 'utf8'))).map((e) => `${file}: ${e.path.join('.')}`));
    expect(left).toEqual([]);
  });
});
