// Wraps the app in the mobile UI kit's locale, following the customer's language.
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { MobileUiProvider } from '../../widgets/mobile-ui';
import { useServices } from '../services';

export const LocaleObserver = observer(function LocaleObserver({ children }: { children: ReactNode }) {
  const { locale } = useServices();
  return <MobileUiProvider locale={locale.current}>{children}</MobileUiProvider>;
});
