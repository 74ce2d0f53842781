// A customer-visible text in its three languages, one box each; a shared text
// ({"$text": key}) is shown with its words and can be given a text of its own instead. While
// a new text is typed, shared texts with the same words are offered first.
import { useId } from 'react';
import type { Locale } from '../../../../engine/core/flow-types';
import sharedTexts from '../../../../flows/shared/texts.json';
import { LOCALES, type LocalText } from './form-fields';
import { sharedMatches } from './texts-table';
import { sayV } from './texts';

const SHARED = sharedTexts as unknown as Record<string, Partial<Record<Locale, string>>>;

interface Props {
  locale: Locale;
  legend: string;
  value: LocalText | undefined;
  onChange: (language: Locale, value: string) => void;
  onUseShared?: (key: string) => void;
  onOwn?: () => void;
  invalid?: boolean;
}

export function LocalTextInputs({ locale, legend, value, onChange, onUseShared, onOwn, invalid }: Props) {
  const id = useId();
  const v = (value ?? {}) as Record<string, string>;
  if (typeof v.$text === 'string') {
    const key = v.$text;
    return (
      <fieldset className="visual-text">
        <legend>{legend}</legend>
        <p>{sayV(locale, 'sharedInUse', { key, text: SHARED[key]?.[locale] ?? '' })}</p>
        {onOwn && (
          <button type="button" className="studio-button" onClick={onOwn}>
            {sayV(locale, 'ownText')}
          </button>
        )}
      </fieldset>
    );
  }
  const offered = onUseShared ? [...new Set(LOCALES.flatMap((l) => sharedMatches(SHARED, v[l] ?? '', l, 3)))].slice(0, 4) : [];
  return (
    <fieldset className="visual-text">
      <legend>{legend}</legend>
      {LOCALES.map((l) => (
        <label key={l} className="visual-text__row">
          <span>{sayV(locale, `lang_${l}`)}</span>
          <input
            type="text"
            value={v[l] ?? ''}
            lang={l}
            aria-invalid={invalid || !v[l] ? true : undefined}
            aria-describedby={offered.length ? `${id}-shared` : undefined}
            onChange={(e) => onChange(l, e.target.value)}
          />
        </label>
      ))}
      {offered.length > 0 && (
        <div id={`${id}-shared`} className="visual-text__shared">
          <span>{sayV(locale, 'sharedText')}:</span>
          {offered.map((key) => (
            <button key={key} type="button" className="studio-button" onClick={() => onUseShared!(key)}>
              {sayV(locale, 'useShared', { key })} ({SHARED[key]?.[locale]})
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
