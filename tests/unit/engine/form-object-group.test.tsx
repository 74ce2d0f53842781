// @vitest-environment jsdom
// The page a form with groups draws, byte for byte: the form itself and each nested object are
// laid out by one piece (ObjectGroup: the kit's FieldTemplate around its ObjectFieldTemplate),
// so the markup of every group of the nested and array test forms, in two languages, is pinned
// here as it was drawn before that piece was shared.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { renderFormStep } from './form-harness';
import { TEST_FORMS } from './form-schemas';

afterEach(cleanup);

describe('a form with groups', () => {
  for (const form of TEST_FORMS) {
    for (const locale of ['en', 'zh-TW'] as const) {
      it(`draws the ${form.name} form in ${locale} as before`, async () => {
        const { view } = await renderFormStep(form.schema, form.uiSchema, locale);
        // The lists' code loads with the first form that has one.
        await waitFor(() => expect(view.container.querySelector('form')).not.toBeNull());
        if (/array/.test(form.name)) await waitFor(() => expect(view.container.querySelector('.array-item-list, [class*=array]')).not.toBeNull());
        const form$ = view.container.querySelector('form')!;
        await expect(form$.outerHTML).toMatchFileSnapshot(`./form-object-group/${form.name.replaceAll(' ', '-')}.${locale}.html`);
      });
    }
  }
});
