// A widget or field whose code loads the first time a form renders it: heavy parts (the QR
// decoder and the camera, the merchant directory's search) travel only with the journeys
// that name them, not with every form. The form's own fields show meanwhile.
import { lazy, Suspense, type ComponentType, type JSX } from 'react';

export function lazyWidget<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyWidget(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyWidget;
}
