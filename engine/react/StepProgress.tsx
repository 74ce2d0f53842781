// The steps indicator of a multi-step journey (flow.progress; spec section 4: steps are
// finished, in process or pending by their index against the active one). "Step k of n" is
// the list's name, so a screen reader says where the customer is before the list; each step
// carries its title, the current one aria-current="step", the finished ones say so in words.
import { observer } from 'mobx-react-lite';
import type { FlowRun } from '../core/flow-run';
import { useEngineKit } from './kit';
import { adapterText } from './texts';
import './step-progress.css';

export const StepProgress = observer(function StepProgress({ run }: { run: FlowRun }) {
  const { locale } = useEngineKit();
  const progress = run.progress;
  if (!progress) return null;
  const name = adapterText('stepOf', locale).replace('{k}', String(progress.current)).replace('{n}', String(progress.total));
  return (
    <nav className="step-progress" aria-label={name}>
      <p className="step-progress__count" aria-hidden="true">
        {name}
      </p>
      <ol className="step-progress__list">
        {progress.stepIds.map((stepId, i) => {
          const state = i + 1 < progress.current ? 'finish' : i + 1 === progress.current ? 'process' : 'pending';
          const title = run.flow.steps[stepId]?.title?.[locale] ?? stepId;
          return (
            <li key={stepId} className={`step-progress__step step-progress__step--${state}`} aria-current={state === 'process' ? 'step' : undefined}>
              <span className="step-progress__dot" aria-hidden="true">
                {i + 1}
              </span>
              <span className="step-progress__title">
                {title}
                {state === 'finish' ? <span className="visually-hidden">{` (${adapterText('stepDone', locale)})`}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
});
