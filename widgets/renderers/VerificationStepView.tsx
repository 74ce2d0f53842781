// A verification step (the verification page): what is verified (the business type) or how
// (the caller's modes, in the order they will be asked), Start, and the flow's buttons (e.g.
// back to the caller). The modes themselves open as the app's sheets or pages; this page only
// starts them, so a customer is never surprised by a sheet on arrival. Loaded only with a
// verification step.
import { observer } from 'mobx-react-lite';
import type { LocalText, VerificationStep } from '../../engine/core/flow-types';
import type { FlowRun } from '../../engine/core/flow-run';
import { evaluateSource } from '../../engine/core/context';
import { useEngineKit } from '../../engine/react/kit';
import { stepViewText } from './step-view-texts';
import { ActionButtons } from './ActionButtons';
import { BusyButton } from '../shared/BusyButton';


function modesOf(value: unknown): string[] | undefined {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return Array.isArray(list) && list.every((m) => typeof m === 'string') ? list : undefined;
}

export const VerificationStepView = observer(function VerificationStepView({ run }: { run: FlowRun }) {
  const { locale } = useEngineKit();
  const step = run.step as VerificationStep;
  const ctx = run.context;
  const modes = step.theMods === undefined ? undefined : modesOf(evaluateSource(ctx, step.theMods));
  const bizType = step.bizType === undefined ? undefined : evaluateSource(ctx, step.bizType);
  const purpose = !modes && typeof bizType === 'string' ? step.bizTypeNames?.[bizType] : undefined;
  return (
    <div className="verification-step">
      {step.intro && <p className="step-note">{step.intro[locale]}</p>}
      {purpose && <p className="verification-step__purpose">{purpose[locale]}</p>}
      {modes && (
        <section aria-label={stepViewText('verificationModes', locale)}>
          <p className="step-note">{stepViewText('verificationModes', locale)}</p>
          <ol className="verification-step__modes">
            {modes.map((mode) => (
              <li key={mode}>{step.modeNames?.[mode]?.[locale] ?? mode}</li>
            ))}
          </ol>
        </section>
      )}
      {step.notes?.map((note, i) => (
        <p key={i} className="step-note">
          {note[locale]}
        </p>
      ))}
      <div className="step-buttons">
        <BusyButton block color="primary" size="large" loading={run.isBusy} disabled={run.isBusy} onClick={() => void run.proceed()}>
          {step.startLabel?.[locale] ?? stepViewText('startVerification', locale)}
        </BusyButton>
      </div>
      <ActionButtons run={run} actions={step.buttons} scope={ctx} />
    </div>
  );
});

export default VerificationStepView;
