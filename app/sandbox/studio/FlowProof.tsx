// What a journey's fixtures prove, for QA (docs/testing.md, "Mutation score for flows"): the
// paths of its graph they walk, and how many wrong definitions (mutants) the linter and the
// fixtures would catch, each survivor in one line. Worked out by the bank when opened (a second
// or two), for the journey as saved.
import { useState } from 'react';
import type { Locale } from '../../../engine/core/flow-types';
import { studioApi, type FlowProof as Proof } from './studio-api';
import { say } from './texts';

export function FlowProof({ locale, flowId }: { locale: Locale; flowId: string }) {
  const [proof, setProof] = useState<Proof | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const load = () => {
    if (proof || state === 'loading') return;
    setState('loading');
    studioApi.proof(flowId).then(
      (p) => {
        setProof(p);
        setState('idle');
      },
      () => setState('failed'),
    );
  };
  return (
    <details className="studio-proof" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && load()}>
      <summary>{say(locale, 'proofTitle')}</summary>
      {state === 'loading' && <p role="status">{say(locale, 'proofLoading')}</p>}
      {state === 'failed' && <p className="studio-status studio-status--error">{say(locale, 'proofFailed')}</p>}
      {proof && (
        <>
          <p>{say(locale, 'proofPaths', { walked: proof.paths.walked, total: proof.paths.total, n: proof.fixtures })}</p>
          {proof.paths.unwalked.length > 0 && (
            <details>
              <summary>{say(locale, 'proofUnwalked')}</summary>
              <ul>
                {proof.paths.unwalked.map((p) => (
                  <li key={p}>
                    <code>{p}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
          <p>
            {say(locale, 'proofScore', { score: proof.mutation.score, made: proof.mutation.made, linter: proof.mutation.linter, fixture: proof.mutation.fixture, survived: proof.mutation.survived })}
            {proof.mutation.moneyMoving && ` ${say(locale, 'proofGoal')}`}
          </p>
          {proof.mutation.survivors.length > 0 && (
            <details open={proof.mutation.moneyMoving && proof.mutation.score < 95}>
              <summary>{say(locale, 'proofSurvivors')}</summary>
              <ul>
                {proof.mutation.survivors.map((s) => (
                  <li key={s.description}>
                    <strong>{s.kind}</strong>: <code>{s.description}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </details>
  );
}
