// Acceptance of conditions (widget `terms`): a checkbox labelled with ui:title ("I have read
// and agree to ..."), value true/false, plus a button that opens the document named by
// ui:options.document in a sheet so the customer can read it without leaving the form.
// The document (in the customer's language only) loads when the customer asks to read it,
// not with the form.
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { widgetContext } from '../context';
import { textsFor } from '../i18n';
import { CheckboxWidget } from '../basic/CheckboxWidget';
import { Sheet } from '../shared/Sheet';
import { loadTermsDocument, type TermsDocument } from './documents';
import './terms.css';

export function TermsWidget(props: WidgetProps) {
  const { options, registry } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const [reading, setReading] = useState<TermsDocument | null>(null);
  const documentId = typeof options.document === 'string' ? options.document : undefined;
  const read = async () => {
    setReading(await loadTermsDocument(documentId!, ctx.locale));
  };

  return (
    <div className="rb-terms">
      <CheckboxWidget {...props} />
      {documentId ? (
        <button type="button" className="rb-link rb-terms__read" aria-haspopup="dialog" onClick={() => void read()}>
          {texts.readConditions}
        </button>
      ) : null}
      {reading ? (
        <Sheet open reading title={reading.title} closeLabel={texts.close} onClose={() => setReading(null)}>
          <div className="rb-terms__document">
            {reading.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Sheet>
      ) : null}
    </div>
  );
}
