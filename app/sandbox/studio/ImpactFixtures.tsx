// The journey's fixtures replayed against the version under review (and against the version
// it replaces, so a fixture that already broke there is not blamed on the change): which pass,
// which break, and at which step entry, with what the replay found.
import type { Locale } from '../../../engine/core/flow-types';
import type { Impact, ImpactFixture } from './impact-types';
import { versionName } from './impact-format';
import { say } from './texts';

function where(locale: Locale, f: ImpactFixture): string {
  if (!f.at) return '';
  if ('outcome' in f.at) return say(locale, 'breaksAtOutcome');
  if ('calls' in f.at) return say(locale, 'breaksAtCalls');
  // Entries counted from 1, as a person reads the list.
  return say(locale, 'breaksAt', { entry: f.at.entry + 1, step: f.at.step, run: f.at.runStep ?? f.at.step });
}

export function ImpactFixtures({ locale, impact, id }: { locale: Locale; impact: Impact; id: string }) {
  const count = (r: ImpactFixture['result']) => impact.fixtures.filter((f) => f.result === r).length;
  const n = impact.after.number;
  return (
    <section aria-labelledby={`${id}-fixtures`}>
      <h5 id={`${id}-fixtures`}>{say(locale, 'fixturesTitle', { n })}</h5>
      <p>{say(locale, 'fixturesSummary', { passed: count('passed'), broke: count('broke'), skipped: count('skipped') + count('invalid') })}</p>
      <table className="studio-impact__table">
        <thead>
          <tr>
            <th scope="col">{say(locale, 'fixtureCol')}</th>
            <th scope="col">{say(locale, 'onVersionCol', { n })}</th>
            <th scope="col">{say(locale, 'onBaseCol', { base: versionName(locale, impact.before) })}</th>
            <th scope="col">{say(locale, 'whereCol')}</th>
          </tr>
        </thead>
        <tbody>
          {impact.fixtures.map((f) => (
            <tr key={f.file} data-result={f.result}>
              <th scope="row">{f.name}</th>
              <td>{f.result === 'broke' ? <strong>{say(locale, 'result_broke')}</strong> : say(locale, `result_${f.result}`)}</td>
              <td>{say(locale, `result_${f.before}`)}</td>
              <td>
                {where(locale, f)}
                {f.problems.length > 0 && (
                  <details>
                    <summary>{say(locale, 'replayFound')}</summary>
                    <pre>{f.problems.join('\n')}</pre>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
