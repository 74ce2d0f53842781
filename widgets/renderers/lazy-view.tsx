// A step view whose code loads on demand (widgets/lazy-views.ts). Once its code has arrived
// it renders at once; before, it suspends on the one fetch of it, inside the step's Suspense
// boundary (engine/react/FlowStepView.tsx), which sets the step's ready mark only after it.
import { lazy, useState, type ComponentType } from 'react';
import type { FlowRun } from '../../engine/core/flow-run';
import { arrivedView, loadView, type LazyViewKind } from '../lazy-views';

type StepView = ComponentType<{ run: FlowRun }>;

export function lazyView(kind: LazyViewKind): StepView {
  function LazyStepView({ run }: { run: FlowRun }) {
    // Decided once per view on screen: switching from the lazy path later would mount the
    // view afresh and lose its state (a list's page, a detail's open rows). The lazy path is
    // made per view too, so a view whose fetch failed asks again when it is shown again.
    const [View] = useState<StepView>(() => (arrivedView(kind) as StepView | undefined) ?? lazy(async () => ({ default: (await loadView(kind)) as StepView })));
    return <View run={run} />;
  }
  LazyStepView.displayName = `Lazy(${kind})`;
  return LazyStepView;
}
