// The versions the bank rolled back by itself (docs/publishing.md, "Staged rollout"), told to
// every member of staff who opens the studio: what was rolled back, when, and the rate that
// decided it against the version everyone else gets.
import { useEffect, useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { studioApi, type BankRollback } from './studio-api';
import { say } from './texts';

const pct = (rate: number) => Math.round(rate * 1000) / 10;

export function BankNotices({ locale }: { locale: Locale }) {
  const [notices, setNotices] = useState<BankRollback[]>([]);
  useEffect(() => {
    studioApi.notices().then(setNotices, () => undefined);
  }, []);
  if (!notices.length) return null;
  return (
    // A region of its own, found by its heading: not an alert, which would interrupt every page of the studio.
    <section className="studio-notices" aria-labelledby="studio-notices-title">
      <h2 id="studio-notices-title">{say(locale, 'noticesTitle')}</h2>
      <ul>
        {notices.map((n) => (
          <li key={`${n.flowId}@${n.number}`}>
            {say(locale, 'bankRolledBack', {
              at: n.at.replace('T', ' ').slice(0, 16),
              flow: n.flowId,
              n: n.number,
              what: say(locale, n.reason === 'abandoned-rate' ? 'what_abandoned-rate' : 'what_refused-rate'),
              rate: pct(n.rate),
              compared: pct(n.comparedRate),
              other: n.comparedWith,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
