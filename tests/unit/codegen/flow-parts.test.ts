// Shared flow parts: references expand to what they name (nested ones too), a reference to
// nothing is an error with its location, the catalogue itself is linted, and the editor's
// schema accepts every real flow and offers exactly the names that exist.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { authoringSchemaText, buildAuthoringSchema } from '../../../codegen/gen/flow-authoring-schema';
import { loadVocabulary } from '../../../codegen/lib/catalog';
import { expandRefs } from '../../../codegen/lib/flow-refs';
import { defaultFlowFiles, expandFlow } from '../../../codegen/lib/flows';
import { readJson } from '../../../codegen/lib/json';
import { FLOW_AUTHORING_SCHEMA_FILE, FLOW_SCHEMA_FILE } from '../../../codegen/lib/paths';
import { loadSharedParts, sharedParts, type SharedParts } from '../../../codegen/lib/shared-parts';
import { formatProblem, lintAll, lintFiles } from '../../../codegen/lint/index';
import { defaultCatalog } from '../../../codegen/lint/context';
import { lintSharedParts } from '../../../codegen/lint/shared-parts';
import { brokenFixture } from './helpers';

const yes = { 'zh-TW': '是', 'zh-CN': '是', en: 'Yes' };
const no = { 'zh-TW': '否', 'zh-CN': '否', en: 'No' };
const parts: SharedParts = {
  dir: '/shared',
  texts: { yes, no },
  tables: { yesNo: { Y: { $text: 'yes' }, N: { $text: 'no' } } },
  fragments: {
    answer: { label: { $text: 'yes' }, value: 'data.a', format: 'code', codes: { $table: 'yesNo' } },
    loop: { $fragment: 'loop' },
  },
};
const none = () => ({ $text: new Set<string>(), $table: new Set<string>(), $fragment: new Set<string>() });

describe('expandRefs', () => {
  it('replaces a text reference by the catalogue text', () => {
    const { value, problems } = expandRefs({ title: { $text: 'yes' }, n: 1 }, parts);
    expect(problems).toEqual([]);
    expect(value).toEqual({ title: yes, n: 1 });
  });

  it('expands references inside shared parts (a fragment with a table of catalogue texts)', () => {
    const { value, used } = expandRefs({ fields: [{ $fragment: 'answer' }] }, parts);
    expect(value).toEqual({ fields: [{ label: yes, value: 'data.a', format: 'code', codes: { Y: yes, N: no } }] });
    expect([...used.$text].sort()).toEqual(['no', 'yes']);
    expect([...used.$table]).toEqual(['yesNo']);
  });

  it('gives copies: changing one expanded flow changes neither the catalogue nor another', () => {
    const a = expandRefs<{ t: Record<string, string> }>({ t: { $text: 'yes' } }, parts).value;
    a.t.en = 'changed';
    expect(expandRefs({ t: { $text: 'yes' } }, parts).value).toEqual({ t: yes });
  });

  it('reports an unknown key, table or fragment where the reference stands', () => {
    const { problems } = expandRefs({ steps: { a: { title: { $text: 'maybe' }, fields: [{ codes: { $table: 'nope' } }, { $fragment: 'gone' }] } } }, parts);
    expect(problems).toEqual([
      { path: ['steps', 'a', 'title', '$text'], message: 'no shared text "maybe" in flows/shared/' },
      { path: ['steps', 'a', 'fields', 0, 'codes', '$table'], message: 'no shared code table "nope" in flows/shared/' },
      { path: ['steps', 'a', 'fields', 1, '$fragment'], message: 'no shared fragment "gone" in flows/shared/' },
    ]);
  });

  it('refuses a reference with other keys, and a fragment that includes itself', () => {
    expect(expandRefs({ t: { $text: 'yes', en: 'Yes' } }, parts).problems[0]!.message).toMatch(/no other keys/);
    expect(expandRefs({ f: { $fragment: 'loop' } }, parts).problems[0]!.message).toMatch(/includes itself/);
  });

  it('makes the loader throw, naming the file and location', () => {
    expect(() => expandFlow('flows/x.json', { title: { $text: 'maybe' } }, parts)).toThrow(/flows\/x\.json: title\.\$text: no shared text "maybe"/);
  });
});

describe('lint', () => {
  it('reports broken/unknown-reference.json as [unknown-reference] only, at each reference', () => {
    const problems = lintFiles([brokenFixture('unknown-reference')]);
    expect(problems.map(formatProblem)).toEqual([
      'tests/unit/codegen/broken/unknown-reference.json: steps.detail.fields[0].label.$text: no shared text "merchantNmae" in flows/shared/ [unknown-reference]',
      'tests/unit/codegen/broken/unknown-reference.json: steps.detail.fields[1].codes.$table: no shared code table "billStatus" in flows/shared/ [unknown-reference]',
      'tests/unit/codegen/broken/unknown-reference.json: steps.detail.fields[2].label: a $text reference is {"$text": "<name>"} with no other keys [unknown-reference]',
    ]);
  });

  it('passes the real flows and flows/shared/, every shared entry used', () => {
    expect(lintAll().map(formatProblem)).toEqual([]);
  });

  it('checks the catalogue itself: locales, table contents, unused entries', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-parts-'));
    try {
      fs.mkdirSync(path.join(dir, 'code-tables'));
      fs.writeFileSync(path.join(dir, 'texts.json'), JSON.stringify({ yes, half: { 'zh-TW': '半', en: '' }, spare: no }));
      fs.writeFileSync(path.join(dir, 'code-tables', 'answer.json'), JSON.stringify({ Y: { $text: 'yes' }, N: { $text: 'nah' } }));
      const usage = { ...none(), $text: new Set(['yes', 'half']) };
      const problems = lintSharedParts(loadSharedParts(dir), usage).map((p) => `${path.basename(p.file)}: ${p.location}: ${p.message} [${p.rule}]`);
      expect(problems).toEqual([
        'texts.json: half: text lacks zh-CN [missing-translation]',
        'texts.json: half: text is empty in en [missing-translation]',
        'answer.json: N.$text: no shared text "nah" in flows/shared/ [unknown-reference]',
        'texts.json: spare: no flow uses the text "spare" [unused-shared]',
        'answer.json: (file): no flow uses the code table "answer" [unused-shared]',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('schemas/flow-authoring.schema.json', () => {
  const flowSchema = readJson(FLOW_SCHEMA_FILE) as Record<string, unknown>;
  const ajv = () => new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });

  it('is what codegen writes from flow.schema.json, vocabulary.json and flows/shared/ (no drift)', () => {
    expect(fs.readFileSync(FLOW_AUTHORING_SCHEMA_FILE, 'utf8')).toBe(authoringSchemaText(flowSchema, loadVocabulary(), sharedParts()));
  });

  it('accepts every flow as written, and each expands to a flow of flow.schema.json', () => {
    const authoring = ajv().compile(readJson(FLOW_AUTHORING_SCHEMA_FILE) as object);
    const engine = ajv().compile(flowSchema);
    for (const file of defaultFlowFiles()) {
      const source = readJson(file);
      expect(authoring(source) ? [] : authoring.errors, file).toEqual([]);
      expect(engine(expandFlow(file, source)) ? [] : engine.errors, file).toEqual([]);
    }
  });

  it('offers the names that exist: text keys, tables, fragments and the vocabulary', () => {
    const vocabulary = loadVocabulary();
    const schema = buildAuthoringSchema(flowSchema, vocabulary, parts);
    const defs = schema.definitions;
    expect(defs.TextRef.properties.$text.enum).toEqual(['no', 'yes']);
    expect(defs.TableRef.properties.$table.enum).toEqual(['yesNo']);
    expect(defs.FragmentRef.properties.$fragment.enum).toEqual(['answer', 'loop']);
    expect(defs.Auth.enum).toEqual(vocabulary.authenticators);
    expect(defs.ActionValue.properties.action.enum).toEqual(vocabulary.actions);
    // With fragments, each object definition is "itself or a fragment".
    expect(defs.UiSchemaValue.properties['ui:widget'].enum).toEqual(vocabulary.widgets);
    const validate = ajv().compile(schema);
    const flow = (ui: unknown, title: unknown = { $text: 'yes' }) => ({
      id: 'a.b', version: 1, title, login: true, start: 'input',
      steps: { input: { kind: 'form', route: '/a/b', schema: { type: 'object' }, ui, fields: {} } },
    });
    expect(validate(flow({ amount: { 'ui:widget': 'amount' } }))).toBe(true);
    expect(validate(flow({ amount: { 'ui:widget': 'calendar' } }))).toBe(false);
    expect(validate(flow({}, { $text: 'maybe' }))).toBe(false);
    // A fragment may stand for any object or list: a step's uiSchema, a field's uiSchema, its field texts.
    expect(validate(flow({ $fragment: 'answer' }))).toBe(true);
    expect(validate(flow({ amount: { $fragment: 'answer' } }))).toBe(true);
    expect(validate({ ...flow({}), steps: { input: { ...flow({}).steps.input, fields: { $fragment: 'answer' } } } })).toBe(true);
    expect(validate(flow({ $fragment: 'gone' }))).toBe(false);
  });
});
