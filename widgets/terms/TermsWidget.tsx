// Acceptance of conditions (widget `terms`): a checkbox labelled with ui:title ("I have read
// and agree to ..."), value true/false, plus a button that opens the document named by
// ui:options.document in a sheet so the customer can read it without leaving the form.
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox } from 'antd-mobile';
import { useRef, useState } from 'react';
import { localText, widgetContext } from '../context';
import { textsFor } from '../i18n';
import { describedBy, hasErrors } from '../shared/ids';
import { Sheet } from '../shared/Sheet';
import { useNativeAria } from '../shared/useNativeAria';
import { termsDocuments } from './documents';
import './terms.css';

export function TermsWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, options, registry, rawErrors, disabled, readonly, label, uiSchema } = props;
  const ctx = widgetContext(registry);
  const texts = textsFor(ctx.locale);
  const [reading, setReading] = useState(false);
  const doc = typeof options.document === 'string' ? termsDocuments[options.document] : undefined;

  const box = useRef<HTMLDivElement>(null);
  const invalid = hasErrors(rawErrors);
  useNativeAria(() => box.current?.querySelector('input'), {
    'aria-invalid': invalid ? 'true' : undefined,
    'aria-describedby': describedBy(id, { error: invalid, help: !!uiSchema?.['ui:help'] }),
  });

  return (
    <div className="rb-terms" ref={box}>
      <Checkbox
        id={id}
        className="rb-check"
        checked={value === true}
        disabled={disabled || readonly}
        onChange={(checked) => {
          onChange(checked);
          onBlur(id, checked);
        }}
      >
        {label}
      </Checkbox>
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
