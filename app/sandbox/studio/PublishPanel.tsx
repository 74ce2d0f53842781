// Publishing a journey without a rebuild (docs/publishing.md): the editor's text saved as a
// draft in the bank's flow registry, a draft published, the journey rolled back; beside them
// every version with its state and who made it. The bank checks each action; the panel only
// asks and shows the answer.
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { studioApi, type PublishAnswer, type RegistryVersion, type RegistryView } from './studio-api';
import { signAsApprover } from './approver-key';
import { DraftChanges } from './DraftChanges';
import { rolloutText } from '../../../domain/publishing/rollout';
import type { StaffMember } from './staff-session';
import { EVERYONE, RolloutFields, rolloutOf, rolloutSummary, type RolloutDraft } from './RolloutFields';
import { say } from './texts';

interface Props {
  locale: Locale;
  /** Who is signed in: the panel offers what the role may do (the bank checks it again). */
  staff: StaffMember;
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

export function PublishPanel({ locale, staff, path, flowId, text, blocked, onStatus }: Props) {
  const [view, setView] = useState<RegistryView | null>(null);
  const [busy, setBusy] = useState(false);
  const [rolloutDraft, setRolloutDraft] = useState<RolloutDraft>(EVERYONE);

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
      const rollout = rolloutOf(rolloutDraft);
      if (rollout === undefined) return onStatus({ text: say(locale, 'rolloutInvalid'), error: true });
      const answer = await studioApi.draft(path, text, rollout);
      onStatus(answer.ok ? { text: say(locale, 'draftSaved', { n: answer.version.number }) } : { text: say(locale, 'draftRefused'), error: true });
    });
  const publish = (number: number) =>
    act(async () => {
      const answer = await studioApi.publish(flowId, number);
      onStatus(answer.ok ? { text: say(locale, 'published', { n: number }) } : { text: say(locale, 'publishRefused', { reason: refusal(locale, answer) }), error: true });
    });
  const decideOn = (version: RegistryVersion, decision: 'approve' | 'reject') =>
    act(async () => {
      // The approver's own key signs what the bank will check: the decision, the version, its class.
      const message = `${decision}:${flowId}@${version.number}#${version.hash}|${version.changeClass ?? 'money'}|${rolloutText(version.rollout ?? null)}`;
      const { keyId, signature } = await signAsApprover(staff.loginId, message);
      const answer = await studioApi.decide(flowId, version.number, decision, keyId, signature);
      onStatus(answer.ok ? { text: say(locale, decision === 'approve' ? 'approved' : 'rejected', { n: version.number }) } : { text: say(locale, 'decisionRefused', { reason: answer.reason ?? '' }), error: true });
    });
  const rollback = () =>
    act(async () => {
      const answer = await studioApi.rollback(flowId);
      const to = answer.current ? say(locale, 'versionCol') + ' ' + answer.current.number : say(locale, 'baselineName');
      onStatus({ text: say(locale, 'rolledBack', { to }) });
    });

  const isAuthor = staff.role === 'author';
  const isApprover = staff.role === 'approver';
  const state = (s: 'draft' | 'published' | 'retired' | 'withdrawn') => say(locale, `state_${s}`);

  return (
    <section className="studio-publish" aria-labelledby="studio-publish-title">
      <h3 id="studio-publish-title">{say(locale, 'publishing')}</h3>
      <p className="studio-note">{say(locale, 'publishingNote')}</p>
      {isAuthor && <RolloutFields locale={locale} value={rolloutDraft} onChange={setRolloutDraft} />}
      <div className="studio-publish__actions">
        {isAuthor && (
          <button type="button" className="studio-button" onClick={() => (blocked ? onStatus({ text: say(locale, 'draftRefused'), error: true }) : void saveDraft())} aria-disabled={blocked || busy} disabled={busy}>
            {say(locale, 'saveDraft')}
          </button>
        )}
        {isApprover && view?.current !== null && view?.current !== undefined && (
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
              <th scope="col">{say(locale, 'classCol')}</th>
              <th scope="col">{say(locale, 'rolloutCol')}</th>
              <th scope="col">{say(locale, 'approvalsCol')}</th>
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
                  {v.intact && (v.approval?.broken ?? 0) > 0 && ` ${say(locale, 'signaturesBroken', { n: v.approval!.broken })}`}
                </td>
                <td>{v.changeClass ? say(locale, `class_${v.changeClass}`) : ''}</td>
                <td>{rolloutSummary(locale, v.rollout)}</td>
                <td>{v.approval ? `${say(locale, 'approvals', { n: v.approval.approvedBy.length, needed: v.approval.needed })}${v.approval.approvedBy.length ? ` (${v.approval.approvedBy.join(', ')})` : ''}` : ''}</td>
                <td>{v.createdBy}</td>
                <td>{(v.retiredAt ?? v.publishedAt ?? v.createdAt).replace('T', ' ').slice(0, 16)}</td>
                <td>
                  {isApprover && v.state === 'draft' && v.intact && v.createdBy !== staff.loginId && (
                    <>
                      <button type="button" className="studio-button" onClick={() => void decideOn(v, 'approve')} disabled={busy}>
                        {say(locale, 'approve', { n: v.number })}
                      </button>
                      <button type="button" className="studio-button" onClick={() => void decideOn(v, 'reject')} disabled={busy}>
                        {say(locale, 'reject', { n: v.number })}
                      </button>
                    </>
                  )}
                  {isApprover && v.state === 'draft' && v.intact && v.approval?.enough && (
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
                <td colSpan={7}>
                  {say(locale, 'baselineRow', { n: view.baseline.number })}
                  {view.current === null && ` · ${say(locale, 'state_current')}`}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      )}
      {view?.versions
        .filter((v) => v.state === 'draft')
        .map((v) => (
          <DraftChanges key={v.number} locale={locale} flowId={flowId} number={v.number} path={path} />
        ))}
    </section>
  );
}
