// A sheet that the shell always has ready (token, SMS code, password box, token activation)
// but a customer sees only inside a journey: its code, and the mobile UI kit's popup with its
// animation and gesture libraries, load the first time the sheet is asked to open, then stay
// mounted so it opens and closes as before.
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import { useServices, type AppServices } from '../services';

export function whenNeeded(load: () => Promise<{ default: ComponentType }>, isNeeded: (services: AppServices) => boolean): ComponentType {
  const Sheet = lazy(load);
  return observer(function LoadWhenNeeded() {
    const services = useServices();
    const [needed, setNeeded] = useState(false);
    if (!needed && isNeeded(services)) setNeeded(true);
    return needed ? (
      <Suspense fallback={null}>
        <Sheet />
      </Suspense>
    ) : null;
  });
}
