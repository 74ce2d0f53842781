// @vitest-environment jsdom
import './dom-stubs';
import { describe, expect, it } from 'vitest';
import vocabulary from '../../../schemas/vocabulary.json';
import { fieldNames, fields, templates, widgetNames, widgets } from '../../../widgets';
import { LOCALES } from '../../../widgets/context';
import { widgetTexts } from '../../../widgets/i18n';
import { loadTermsDocument, TERMS_DOCUMENT_IDS } from '../../../widgets/terms/documents';
import { namedTermsDocuments } from './terms-documents-named';

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

  it('has each terms document in all three languages with matching paragraphs', async () => {
    expect(TERMS_DOCUMENT_IDS).toContain('remittance-terms');
    for (const id of TERMS_DOCUMENT_IDS) {
      const en = await loadTermsDocument(id, 'en');
      expect(en?.paragraphs.length, id).toBeGreaterThan(0);
      for (const locale of LOCALES) {
        const doc = await loadTermsDocument(id, locale);
        expect(doc?.title, `${id} title ${locale}`).toBeTruthy();
        expect(doc?.paragraphs, `${id} ${locale}`).toHaveLength(en!.paragraphs.length);
      }
    }
  });

  it('has every document a flow names (ui:options.document of a terms widget)', () => {
    const named = namedTermsDocuments();
    expect(named.length).toBeGreaterThan(3);
    for (const { file, document } of named) expect(TERMS_DOCUMENT_IDS, `${file} names ${document}`).toContain(document);
  });
});
