// The two routes and where each screen's code comes from: part of the entry, which starts the
// first screen's code beside the shell (as the product's entry starts a journey's page).
import { preloadWidgets } from '../../widgets/lazy-widgets';
import type { ScreenComponent } from './shared/screen-texts';

export interface ScreenCode {
  /** The screen's component, once its code and its on-demand widgets are in. */
  load: () => Promise<ScreenComponent>;
}

const withWidgets = (code: Promise<ScreenComponent>, widgets: string[]) => Promise.all([code, preloadWidgets(widgets)]).then(([component]) => component);

export const SCREEN_CODE: Record<string, ScreenCode> = {
  '/transfer-pay/newbill-create': { load: () => withWidgets(import('./bill/BillScreen').then((m) => m.BillScreen as ScreenComponent), ['merchant']) },
  '/transfer-pay/transfer-create': { load: () => withWidgets(import('./transfer/TransferScreen').then((m) => m.TransferScreen as ScreenComponent), ['payee']) },
};
