// What a draft changes against the version it was based on, difference by difference, for the
// approvers (docs/publishing.md): the bank classifies each one; a change to what the bank is
// asked to do or who may do it (the money class) is called out first. Beside them, the button
// that opens the version's impact review (ImpactReview.tsx).
import { useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { studioApi, type ChangeClassName } from './studio-api';
import { say } from './texts';
import { ImpactReview } from './ImpactReview';

const ORDER: ChangeClassName[] = ['money', 'structure', 'form', 'texts'];

export function DraftChanges({ locale, flowId, number, path }: { locale: Locale; flowId: string; number: number; path: string }) {
  const [reasons, setReasons] = useState<{ path: string; class: ChangeClassName }[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const load = () => {
    if (reasons || failed) return;
    studioApi.changes(flowId, number).then((c) => setReasons([...c.reasons].sort((a, b) => ORDER.indexOf(a.class) - ORDER.indexOf(b.class))), () => setFailed(true));
  };
  return (
    <>
      <details className="studio-changes" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && load()}>
        <summary>{say(locale, 'whatChanges', { n: number })}</summary>
        {failed && <p className="studio-status studio-status--error">{say(locale, 'changesFailed')}</p>}
        {reasons && reasons.length === 0 && <p>{say(locale, 'noChanges')}</p>}
        {reasons && reasons.length > 0 && (
          <ul>
            {reasons.map((r) => (
              <li key={r.path}>
                {r.class === 'money' ? <strong>{say(locale, `class_${r.class}`)}</strong> : say(locale, `class_${r.class}`)}: <code>{r.path}</code>
              </li>
            ))}
          </ul>
        )}
      </details>
      <button
        type="button"
        className="studio-button"
        aria-expanded={reviewing}
        // A disclosure: the same name open or closed, aria-expanded says which.
        onClick={() => setReviewing(!reviewing)}
      >
        {say(locale, 'reviewImpact', { n: number })}
      </button>
      {reviewing && <ImpactReview locale={locale} flowId={flowId} path={path} number={number} />}
    </>
  );
}
