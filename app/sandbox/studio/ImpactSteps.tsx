// Each step a version changes, before and after, rendered by the real engine and widgets in the
// three languages (StepPreview, each preview with field ids of its own): the languages side by
// side, the version replaced above the version under review, so each language's column reads
// before, then after. A step added or removed shows on its one side.
import type { Locale } from '../../../engine/core/flow-types';
import { StepPreview } from './StepPreview';
import { builtFor, type BuiltForms } from './built-forms';
import type { Impact, ImpactSide } from './impact-types';
import type { StudioFixture } from './studio-api';
import { versionName } from './impact-format';
import { say } from './texts';

interface Props {
  locale: Locale;
  impact: Impact;
  fixtures: StudioFixture[];
  built: BuiltForms;
  /** The review's id: headings and previews are named under it. */
  id: string;
}

function Side({ locale, side, label, stepId, fixtures, built, idPrefix }: { locale: Locale; side: ImpactSide; label: 'beforeSide' | 'afterSide'; stepId: string; fixtures: StudioFixture[]; built: BuiltForms; idPrefix: string }) {
  const present = side.flow.steps[stepId] !== undefined;
  return (
    <div className="studio-impact__side">
      <p>
        <strong>{say(locale, label, { version: versionName(locale, side) })}</strong>
      </p>
      {present ? (
        <StepPreview
          flow={side.flow}
          forms={side.forms}
          built={builtFor(side.flow, side.forms, built)}
          fixtures={fixtures}
          stepId={stepId}
          channel="app"
          uiLocale={locale}
          idPrefix={idPrefix}
        />
      ) : (
        <p>{say(locale, 'notInSide')}</p>
      )}
    </div>
  );
}

export function ImpactSteps({ locale, impact, fixtures, built, id }: Props) {
  return (
    <section aria-labelledby={`${id}-steps`}>
      <h5 id={`${id}-steps`}>{say(locale, 'stepsTitle')}</h5>
      {impact.steps.length === 0 && <p>{say(locale, 'noStepChanges')}</p>}
      {impact.other.length > 0 && (
        <p>
          {say(locale, 'otherChanges')} {impact.other.map((o) => `${o.path} (${say(locale, `class_${o.class}`)})`).join('; ')}
        </p>
      )}
      {impact.steps.map((step) => (
        <section key={step.id} className="studio-impact__step" aria-labelledby={`${id}-step-${step.id}`}>
          <h6 id={`${id}-step-${step.id}`} tabIndex={-1}>
            {say(locale, 'stepHeading', { id: step.id, change: say(locale, `change_${step.change}`), class: say(locale, `class_${step.class}`) })}
          </h6>
          <Side locale={locale} side={impact.before} label="beforeSide" stepId={step.id} fixtures={fixtures} built={built} idPrefix={`${id}-before-${step.id}`} />
          <Side locale={locale} side={impact.after} label="afterSide" stepId={step.id} fixtures={fixtures} built={built} idPrefix={`${id}-after-${step.id}`} />
        </section>
      ))}
    </section>
  );
}
