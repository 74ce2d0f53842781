// A new flow from a template of each step kind (templates.ts): its area and name make the file
// flows/<area>/<name>.json and the id <area>.<name>; it is written only when saved.
import { useId, useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { STEP_KINDS, newFlowText, type StepKind } from './templates';
import { say } from './texts';

const NAME = /^[a-z0-9][a-z0-9-]*$/;

interface Props {
  locale: Locale;
  taken: (path: string) => boolean;
  onCreate: (path: string, text: string) => void;
}

export function NewFlowForm({ locale, taken, onCreate }: Props) {
  const id = useId();
  const [area, setArea] = useState('');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<StepKind>('form');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="studio-new"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!NAME.test(area) || !NAME.test(name) || area === 'shared') return setError(say(locale, 'badName'));
        const path = `flows/${area}/${name}.json`;
        if (taken(path)) return setError(say(locale, 'exists'));
        setError(null);
        onCreate(path, newFlowText(area, name, kind));
      }}
    >
      <h2 id={`${id}-title`}>{say(locale, 'newFlow')}</h2>
      <label>
        {say(locale, 'newFlowArea')}
        <input value={area} onChange={(e) => setArea(e.target.value.trim())} autoCapitalize="off" spellCheck={false} aria-describedby={error ? `${id}-error` : undefined} />
      </label>
      <label>
        {say(locale, 'newFlowName')}
        <input value={name} onChange={(e) => setName(e.target.value.trim())} autoCapitalize="off" spellCheck={false} aria-describedby={error ? `${id}-error` : undefined} />
      </label>
      <label>
        {say(locale, 'newFlowKind')}
        <select value={kind} onChange={(e) => setKind(e.target.value as StepKind)}>
          {STEP_KINDS.map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
      </label>
      {error && (
        <p id={`${id}-error`} className="studio-status studio-status--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="studio-button">
        {say(locale, 'create')}
      </button>
    </form>
  );
}
