// Publishing a journey without a rebuild (docs/publishing.md): the editor's text saved as a
// draft in the bank's flow registry, a draft published, the journey rolled back; beside them
// every version with its state and who made it. The bank checks each action; the panel only
// asks and shows the answer.
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { studioApi, type PublishAnswer, type RegistryView } from './studio-api';
import { say } from './texts';

interface Props {
  locale: Locale;
  path: string;
  flowId: string;
  text: string;
  /** The editor's text has problems the checks found: no draft can be made from it. */
  blocked: boolean;
  onStatus: (status: { text: string; error?: boolean }) => void;
}

function refusal(locale: Locale, answer: Exclude<PublishAnswer, { ok: true }>): string {
  if (answer.overBudget) return `${answer.overBudget.kb} kB > ${answer.overBudget.budgetKb} kB`;
  if (answer.problems?.length) return answer.problems.map((p) => `${p.location}: ${p.message}`).join('; ');
  return answer.reason;
}

export function PublishPanel({ locale, path, flowId, text, blocked, onStatus }: Props) {
  const [view, setView] = useState<RegistryView | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(() => studioApi.versions(flowId).then(setView, (e: Error) => onStatus({ text: e.message, error: true })), [flowId, onStatus]);
  useEffect(() => {
    setView(null);
    void reload();
  }, [reload]);

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await reload();
    } catch (e) {
      onStatus({ text: (e as Error).message, error: true });
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = () =>
    act(async () => {
      const answer = await studioApi.draft(path, text);
      onStatus(answer.ok ? { text: say(locale, 'draftSaved', { n: answer.version.number }) } : { text: say(locale, 'draftRefused'), error: true });
    });
  const publish = (number: number) =>
    act(async () => {
      const answer = await studioApi.publish(flowId, number);
      onStatus(answer.ok ? { text: say(locale, 'published', { n: number }) } : { text: say(locale, 'publishRefused', { reason: refusal(locale, answer) }), error: true });
    });
  const rollback = () =>
    act(async () => {
      const answer = await studioApi.rollback(flowId);
      const to = answer.current ? say(locale, 'versionCol') + ' ' + answer.current.number : say(locale, 'baselineName');
      onStatus({ text: say(locale, 'rolledBack', { to }) });
    });

  const state = (s: 'draft' | 'published' | 'retired' | 'withdrawn') => say(locale, `state_${s}`);

  return (
    <section className="studio-publish" aria-labelledby="studio-publish-title">
      <h3 id="studio-publish-title">{say(locale, 'publishing')}</h3>
      <p className="studio-note">{say(locale, 'publishingNote')}</p>
      <div className="studio-publish__actions">
        <button type="button" className="studio-button" onClick={() => (blocked ? onStatus({ text: say(locale, 'draftRefused'), error: true }) : void saveDraft())} aria-disabled={blocked || busy} disabled={busy}>
          {say(locale, 'saveDraft')}
        </button>
        {view?.current !== null && view?.current !== undefined && (
          <button type="button" className="studio-button" onClick={() => void rollback()} disabled={busy}>
            {say(locale, 'rollback')}
          </button>
        )}
      </div>
      {view && (
        <table className="studio-publish__versions">
          <thead>
            <tr>
              <th scope="col">{say(locale, 'versionCol')}</th>
              <th scope="col">{say(locale, 'stateCol')}</th>
              <th scope="col">{say(locale, 'byCol')}</th>
              <th scope="col">{say(locale, 'atCol')}</th>
              <th scope="col">
                <span className="visually-hidden">{say(locale, 'publishing')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {view.versions.map((v) => (
              <tr key={v.number}>
                <th scope="row">{v.number}</th>
                <td>
                  {state(v.state)}
                  {view.current === v.number && ` · ${say(locale, 'state_current')}`}
                  {!v.intact && ` ${say(locale, 'altered')}`}
                </td>
                <td>{v.createdBy}</td>
                <td>{(v.retiredAt ?? v.publishedAt ?? v.createdAt).replace('T', ' ').slice(0, 16)}</td>
                <td>
                  {v.state === 'draft' && v.intact && (
                    <button type="button" className="studio-button studio-button--primary" onClick={() => void publish(v.number)} disabled={busy}>
                      {say(locale, 'publish', { n: v.number })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
            {view.baseline && (
              <tr>
                <th scope="row">{view.baseline.number}</th>
                <td colSpan={4}>
                  {say(locale, 'baselineRow', { n: view.baseline.number })}
                  {view.current === null && ` · ${say(locale, 'state_current')}`}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
    </section>
  );
}
