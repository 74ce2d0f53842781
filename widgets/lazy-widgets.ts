// The widgets whose code loads on demand, by the name flows use: heavy parts travel only with
// the journeys that name them (the camera and the QR reader on scan pages; the merchant search on bill
// pages; the cheque checklist on the stop of several e-cheques; the ID photo and its image
// library on the account-opening photo page; the payee, bank and file widgets
// that only a few journeys name). The registry renders them
// through lazyWidget; the route index names the ones a journey's first step uses, so the app
// fetches them beside the journey's chunk and shows the step once they are there, whole,
// instead of filling their place after its form first renders (app/routing/routes.tsx).
// Kept free of static imports: the entry carries this table.
import type { ComponentType } from 'react';

type Loader = () => Promise<ComponentType<never>>;


export const lazyWidgetLoaders = {
  checklist: () => import('./checklist/ChecklistField').then((m) => m.ChecklistField),
  'qr-scan': () => import('./qr/QrScanWidget').then((m) => m.QrScanWidget),
  merchant: () => import('./merchant/MerchantField').then((m) => m.MerchantField),
  // The ID photo widget and its image library, on the account-opening photo page only.
  photo: () => import('./photo/PhotoWidget').then((m) => m.PhotoWidget),
  // The goods option selector, with the points-mall journey only.
  'goods-sku': () => import('./goods-sku/GoodsSkuField').then((m) => m.GoodsSkuField),
  // The password field and its strength rule, with the settings forms that use them.
  password: () => import('./password/PasswordWidget').then((m) => m.PasswordWidget),
  // A few journeys each: transfers to a payee (with the bank picker), file uploads. Every
  // other form is lighter without them. (The one-time code widget stays: its input travels
  // with the flow page chunk in any case, and the widget itself is a few hundred bytes.)
  payee: () => import('./payee/payee-and-bank').then((m) => m.PayeeField),
  bank: () => import('./payee/payee-and-bank').then((m) => m.BankWidget),
  file: () => import('./file/FileWidget').then((m) => m.FileWidget),
  // The carousel (with the lazy image) and the slider, with the journeys that name them.
  carousel: () => import('./carousel/CarouselWidget').then((m) => m.CarouselWidget),
  slider: () => import('./slider/SliderWidget').then((m) => m.SliderWidget),
};

export type LazyWidgetName = keyof typeof lazyWidgetLoaders;

// The components whose code has arrived, by loader: a form rendered after that gets them at
// once (widgets/lazy-widget.tsx), without a first render that leaves their place empty.
const arrived = new Map<() => Promise<unknown>, unknown>();

/** Loads a widget's code (the browser fetches a module once) and remembers the component. */
export function loadWidget<C>(load: () => Promise<C>): Promise<C> {
  return load().then((component) => {
    arrived.set(load, component);
    return component;
  });
}

/** The component, if its code has arrived. */
export function arrivedWidget<C>(load: () => Promise<C>): C | undefined {
  return arrived.get(load) as C | undefined;
}

function loaderOf(name: string): Loader | undefined {
  return (lazyWidgetLoaders as Record<string, Loader>)[name];
}

/** Whether the named widgets' code has arrived (names that are not lazy widgets count as there). */
export function widgetsArrived(names: readonly string[]): boolean {
  return names.every((name) => {
    const load = loaderOf(name);
    return load === undefined || arrived.has(load);
  });
}

/**
 * Fetches the named widgets' code (names that are not lazy widgets are ignored); resolves when
 * it has arrived, or failed (the form then tries again when it renders the widget).
 */
export function preloadWidgets(names: readonly string[]): Promise<void> {
  const loads = names.map(loaderOf).filter((load) => load !== undefined);
  return Promise.all(loads.map((load) => loadWidget(load).catch(() => undefined))).then(() => undefined);
}
