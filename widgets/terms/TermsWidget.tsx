// Acceptance of conditions (widget `terms`): a checkbox labelled with ui:title ("I have read
// and agree to ..."), value true/false, plus a button that opens the document named by
// ui:options.document in a sheet so the customer can read it without leaving the form.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { localText, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { CheckboxWidget } from '../basic/CheckboxWidget';
import { Sheet } from '../shared/Sheet';
import { termsDocuments } from './documents';
import './terms.css';

export function TermsWidget(props: WidgetProps) {
  const { options, registry } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const [reading, setReading] = useState(false);
  const doc = typeof options.document === 'string' ? termsDocuments[options.document] : undefined;

  return (
    <div className="rb-terms">
      <CheckboxWidget {...props} />
      {doc ? (
        <>
          <button type="button" className="rb-link rb-terms__read" aria-haspopup="dialog" onClick={() => setReading(true)}>
            {texts.readConditions}
          </button>
          <Sheet open={reading} title={localText(doc.title, ctx.locale)} closeLabel={texts.close} onClose={() => setReading(false)}>
            <div className="rb-terms__document">
              {doc.paragraphs[ctx.locale].map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Sheet>
        </>
      ) : null}
    </div>
  );
}
