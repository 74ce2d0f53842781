// The widgets whose code loads on demand, by the name flows use: heavy parts travel only with
// the journeys that name them (jsQR and the camera on scan pages; the merchant search on bill
// pages; the cheque checklist on the stop of several e-cheques; the ID photo and its image
// library on the account-opening photo page; the payee, bank and file widgets
// that only a few journeys name). The registry renders them
// through lazyWidget; the route index names the ones a journey's first step uses, so the app
// fetches them beside the journey's chunk instead of after its form first renders
// (app/routing/routes.tsx). Kept free of static imports: the entry carries this table.
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
};

export type LazyWidgetName = keyof typeof lazyWidgetLoaders;

/** Starts fetching the named widgets' code (names that are not lazy widgets are ignored). */
export function preloadWidgets(names: readonly string[]): void {
  for (const name of names) {
    const load = (lazyWidgetLoaders as Record<string, Loader>)[name];
    if (load) void load().catch(() => undefined);
  }
}
