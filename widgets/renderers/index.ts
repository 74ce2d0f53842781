// The renderer set the app hands to the engine (EngineKit.renderers): a view per step kind,
// built on antd-mobile, as a form library's theme is. The engine binds the run to React and
// never chooses a UI kit or a chart library itself.
import { lazy } from 'react';
import { DotLoading } from 'antd-mobile';
import type { StepRenderers } from '../../engine/react/kit';
import { FormStepView } from './FormStepView';
import { ConfirmStepView } from './ConfirmStepView';
import { ResultStepView } from './ResultStepView';
import { ListStepView } from './ListStepView';
import { DetailStepView } from './DetailStepView';
import { RunErrorBanner } from './RunErrorBanner';

export const stepRenderers: StepRenderers = {
  views: {
    form: FormStepView,
    confirm: ConfirmStepView,
    result: ResultStepView,
    list: ListStepView,
    detail: DetailStepView,
    // Document pages (help, terms, tips) load their view with themselves, not with every journey.
    document: lazy(() => import('./DocumentStepView')),
    // Only the verification pages load it.
    verification: lazy(() => import('./VerificationStepView')),
  },
  ErrorBanner: RunErrorBanner,
  Spinner: DotLoading,
};
