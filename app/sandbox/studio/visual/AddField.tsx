// Adding a field: a widget (or a composite field) of the vocabulary, each with its picture, and
// the field's name in the form's data.
import { useState } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import vocabulary from '../../../../schemas/vocabulary.json';
import { WidgetPicture } from './WidgetPicture';
import { sayV } from './texts';

interface Props {
  locale: Locale;
  stepId: string;
  taken: string[];
  onAdd: (name: string, widget: string, isField: boolean) => void;
}

export function AddField({ locale, stepId, taken, onAdd }: Props) {
  const [widget, setWidget] = useState('text');
  const [name, setName] = useState('');
  const [error, setError] = useState(false);
  const choices = [...vocabulary.widgets.map((w) => ({ w, field: false })), ...vocabulary.fields.map((w) => ({ w, field: true }))];
  const add = () => {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(name) || taken.includes(name)) return setError(true);
    setError(false);
    onAdd(name, widget, vocabulary.fields.includes(widget));
    setName('');
  };
  return (
    <section className="visual-add-field" aria-labelledby={`visual-add-${stepId}`}>
      <h5 id={`visual-add-${stepId}`}>{sayV(locale, 'addField')}</h5>
      <fieldset className="visual-widgets">
        <legend>{sayV(locale, 'widget')}</legend>
        {choices.map(({ w }) => (
          <label key={w} className={`visual-widget${w === widget ? ' is-chosen' : ''}`}>
            <input type="radio" name={`visual-widget-${stepId}`} value={w} checked={w === widget} onChange={() => setWidget(w)} />
            <WidgetPicture widget={w} />
            <span>{w}</span>
          </label>
        ))}
      </fieldset>
      <label className="visual-prop">
        {sayV(locale, 'fieldName')}
        <input type="text" value={name} aria-invalid={error || undefined} aria-describedby={error ? `visual-add-error-${stepId}` : undefined} onChange={(e) => setName(e.target.value)} />
      </label>
      {error && (
        <p id={`visual-add-error-${stepId}`} className="studio-status studio-status--error">
          {sayV(locale, 'nameTaken')}
        </p>
      )}
      <button type="button" className="studio-button" onClick={add}>
        {sayV(locale, 'add')}
      </button>
    </section>
  );
}
