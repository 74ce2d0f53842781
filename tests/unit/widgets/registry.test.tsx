// @vitest-environment jsdom
import './dom-stubs';
import { describe, expect, it } from 'vitest';
import vocabulary from '../../../schemas/vocabulary.json';
import { fieldNames, fields, templates, widgetNames, widgets } from '../../../widgets';
import { LOCALES } from '../../../widgets/context';
import { widgetTexts } from '../../../widgets/i18n';
import { termsDocuments } from '../../../widgets/terms/documents';

describe('widget registry', () => {
  it('registers exactly the widget and field names of vocabulary.json', () => {
    expect(Object.keys(widgets)).toEqual(vocabulary.widgets);
    expect(Object.keys(fields)).toEqual(vocabulary.fields);
    expect(widgetNames).toEqual(vocabulary.widgets);
    expect(fieldNames).toEqual(vocabulary.fields);
  });

  it('provides the templates the adapter relies on', () => {
    for (const name of ['FieldTemplate', 'ObjectFieldTemplate', 'BaseInputTemplate', 'ErrorListTemplate', 'DescriptionFieldTemplate', 'TitleFieldTemplate'] as const) {
      expect(templates[name], name).toBeTypeOf('function');
    }
    expect(templates.ButtonTemplates?.SubmitButton).toBeTypeOf('function');
  });
});

describe('widget texts', () => {
  it('has every key, non-empty, in all three languages', () => {
    const keys = Object.keys(widgetTexts.en).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(widgetTexts[locale]).sort(), locale).toEqual(keys);
      for (const key of keys) expect(widgetTexts[locale][key as keyof typeof widgetTexts.en], `${locale}.${key}`).not.toBe('');
    }
  });

  it('has each terms document in all three languages with matching paragraphs', () => {
    for (const [id, doc] of Object.entries(termsDocuments)) {
      const count = doc.paragraphs.en.length;
      expect(count, id).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        expect(doc.title[locale], `${id} title ${locale}`).not.toBe('');
        expect(doc.paragraphs[locale], `${id} ${locale}`).toHaveLength(count);
      }
    }
    expect(termsDocuments['remittance-terms']).toBeDefined();
  });
});
