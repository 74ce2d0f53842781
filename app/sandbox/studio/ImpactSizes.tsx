// The journey bundle's size before and after the version under review, against the journey
// page's budget that publishing enforces (build-tools/page-weight.ts).
import type { Locale } from '../../../engine/core/flow-types';
import type { Impact, SideSize } from './impact-types';
import { versionName } from './impact-format';
import { say } from './texts';

const kb = (locale: Locale, bytes: number | null) => (bytes === null ? say(locale, 'sizeUnknown') : say(locale, 'kB', { n: (bytes / 1000).toFixed(1) }));

export function ImpactSizes({ locale, impact, id }: { locale: Locale; impact: Impact; id: string }) {
  const { sizes } = impact;
  const row = (name: string, size: SideSize) => (
    <tr key={name}>
      <th scope="row">
        {name} · {say(locale, `size_${size.source}`)}
      </th>
      <td>{kb(locale, size.bytes)}</td>
      <td>{kb(locale, size.pageBytes)}</td>
      <td>{kb(locale, sizes.budgetBytes)}</td>
    </tr>
  );
  return (
    <section aria-labelledby={`${id}-sizes`}>
      <h5 id={`${id}-sizes`}>{say(locale, 'sizesTitle')}</h5>
      <table className="studio-impact__table">
        <thead>
          <tr>
            <th scope="col">{say(locale, 'sizeSideCol')}</th>
            <th scope="col">{say(locale, 'sizeCodeCol')}</th>
            <th scope="col">{say(locale, 'sizePageCol')}</th>
            <th scope="col">{say(locale, 'sizeBudgetCol')}</th>
          </tr>
        </thead>
        <tbody>
          {row(versionName(locale, impact.before), sizes.before)}
          {row(versionName(locale, impact.after), sizes.after)}
        </tbody>
      </table>
      <p>{sizes.overBudget ? <strong>{say(locale, 'overBudget')}</strong> : say(locale, 'withinBudget')}</p>
    </section>
  );
}
