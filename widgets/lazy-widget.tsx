// A widget or field whose code loads the first time a form renders it: heavy parts (the QR
// decoder and the camera, the merchant directory's search) travel only with the journeys
// that name them, not with every form. The form's own fields show meanwhile.
import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { arrivedWidget, loadWidget } from './lazy-widgets';

export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await loadWidget(load) }));
  function LazyWidget(props: P) {
    // Code already there (fetched with the journey, or by an earlier form): rendered at once.
    // Decided once per field: switching from the lazy path later would mount it afresh.
    const [Arrived] = useState(() => arrivedWidget(load));
    if (Arrived) return <Arrived {...(props as P & JSX.IntrinsicAttributes)} />;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyWidget;
}
