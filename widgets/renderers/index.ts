// The renderer set the app hands to the engine (EngineKit.renderers): a view per step kind,
// built on antd-mobile, as a form library's theme is. The engine binds the run to React and
// never chooses a UI kit or a chart library itself.
import { DotLoading } from 'antd-mobile';
import type { StepRenderers } from '../../engine/react/kit';
import { FormStepView } from './FormStepView';
import { ConfirmStepView } from './ConfirmStepView';
import { RunErrorBanner } from './RunErrorBanner';
import { lazyView } from './lazy-view';

export const stepRenderers: StepRenderers = {
  views: {
    // With every journey's first screen: most journeys open on a form, and its Next leads to
    // the confirm step.
    form: FormStepView,
    confirm: ConfirmStepView,
    // Each in a chunk of its own (widgets/lazy-views.ts): fetched beside the journey's chunk
    // when its first step is one of them, else once the first step has painted.
    result: lazyView('result'),
    list: lazyView('list'),
    detail: lazyView('detail'),
    document: lazyView('document'),
    verification: lazyView('verification'),
  },
  ErrorBanner: RunErrorBanner,
  Spinner: DotLoading,
};
