// The property panels come from the flow authoring schema, not from editor code.
import { describe, expect, it } from 'vitest';
import { fieldTextParts, SHARED_TEXT_KEYS, stepPanel } from '../../../../app/sandbox/studio/visual/schema-panel';
import authoring from '../../../../schemas/flow-authoring.schema.json';

const find = (kind: string, path: string) => stepPanel(kind).find((p) => p.path.join('.') === path);

describe('step panels from the authoring schema', () => {
  it('gives each property of a form step the control its type asks for', () => {
    expect(find('form', 'title')?.control).toEqual({ kind: 'local-text' });
    expect(find('form', 'route')).toMatchObject({ control: { kind: 'text' }, required: true });
    expect(find('form', 'auth')?.control).toEqual({ kind: 'choice', options: (authoring as any).definitions.Auth.enum });
    expect(find('form', 'noBack')?.control).toEqual({ kind: 'flag' });
    expect(find('form', 'submit.tx')?.control).toMatchObject({ kind: 'text', pattern: '^[A-Z]{4}[0-9]{6}$' });
    expect(find('form', 'submit.idempotent')?.control).toEqual({ kind: 'flag' });
    expect(find('form', 'load')?.control).toEqual({ kind: 'structure' });
    expect(find('result', 'template')?.control).toEqual({ kind: 'choice', options: ['success', 'pending', 'failure'] });
    expect(find('form', 'kind')).toBeUndefined();
  });

  it('shows a property the flow language gains without a change to the editor', () => {
    const defs = (authoring as any).definitions;
    // Every definition may also be a fragment (anyOf: [StepCommonValue, FragmentRef]): the value's own properties.
    const common = defs.StepCommonValue ?? defs.StepCommon;
    common.properties.newThing = { type: 'boolean', description: 'A new capability.' };
    try {
      expect(find('confirm', 'newThing')).toMatchObject({ control: { kind: 'flag' }, description: 'A new capability.' });
    } finally {
      delete common.properties.newThing;
    }
  });

  it('reads the field texts and the shared texts from the schema', () => {
    expect(fieldTextParts()).toEqual(['label', 'placeholder', 'help']);
    expect(SHARED_TEXT_KEYS).toContain('collectWithQrCode');
  });
});
