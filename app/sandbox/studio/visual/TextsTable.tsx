// The journey's own texts in one table, a column per language; a missing or possibly stale
// translation is marked in words as well as by colour.
import type { Locale } from '../../../../engine/core/flow-types';
import { LOCALES } from './form-fields';
import { setTextAt, textRows } from './texts-table';
import { sayV } from './texts';

export function TextsTable({ locale, flow, base, onChange }: { locale: Locale; flow: unknown; base: unknown; onChange: (flow: unknown) => void }) {
  const rows = textRows(flow, base);
  return (
    <details className="visual-panel visual-texts">
      <summary>{sayV(locale, 'texts')}</summary>
      <p className="studio-note">{sayV(locale, 'textsNote')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{sayV(locale, 'where')}</th>
            {LOCALES.map((l) => (
              <th key={l} scope="col">
                {sayV(locale, `lang_${l}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const where = r.path.join('.');
            return (
              <tr key={where}>
                <th scope="row">
                  <code>{where}</code>
                </th>
                {LOCALES.map((l) => {
                  const mark = r.missing.includes(l) ? 'missing' : r.stale.includes(l) ? 'stale' : null;
                  return (
                    <td key={l} className={mark ? `is-${mark}` : undefined}>
                      <input type="text" lang={l} aria-label={`${where} ${sayV(locale, `lang_${l}`)}`} value={r.value[l] ?? ''} onChange={(e) => onChange(setTextAt(flow, r.path, l, e.target.value))} />
                      {mark && <span className="visual-texts__mark"> {sayV(locale, mark)}</span>}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </details>
  );
}
