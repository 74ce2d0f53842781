// React alone: 200 hand-written controlled inputs in one component's state.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { fieldNames } from '../forms';

const NAMES = fieldNames();

function Fields() {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      {NAMES.map((name) => (
        <label key={name}>
          {name}
          <input id={`root_${name}`} value={values[name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
        </label>
      ))}
      <button type="submit">Next</button>
    </form>
  );
}

createRoot(document.getElementById('root')!).render(<Fields />);
