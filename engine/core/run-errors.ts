// A run's failure: what the customer is told, and the stage a retry starts again.
import { runInAction } from 'mobx';
import type { CustomerFacingError } from './deps';
import { engineText } from './texts';
import { move } from './run-chart';
import type { FlowRun } from './flow-run';
import type { RunInner } from './run-inner';
import { persistRun } from './run-persistence';

export interface RunError {
  stage: 'load' | 'submit' | 'auth' | 'flow';
  message: string;
  code?: string;
  kind?: string;
  /** A page opened without its record (kind 'missing-record'): where the customer is taken. */
  goTo?: string;
}

export function failRun(run: FlowRun, inner: RunInner, stage: RunError['stage'], e: unknown): void {
  const err = (e ?? {}) as Partial<CustomerFacingError>;
  runInAction(() => {
    move(run, 'fail');
    inner.failedStage = stage === 'load' || stage === 'submit' ? stage : null;
    run.error = {
      stage,
      message: typeof err.message === 'string' && err.message ? err.message : engineText('unexpected', inner.deps.locale()),
      ...(err.code ? { code: err.code } : {}),
      ...(err.kind ? { kind: err.kind } : {}),
    };
    persistRun(run, inner);
  });
}
