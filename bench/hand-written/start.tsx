// The hand-written screens' shell: the app's own parts (configuration, services and session,
// i18next with the shell's texts, the mobile UI kit, the page frame with its title bar, the hash
// router) and two routes, each a screen written by hand. A route's reads go out as soon as the
// bank's address is known, and the screen shows once its code, its widgets and its reads are all
// in — as the product shows a journey's first step.
import { startTransition, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { Outlet, Route, Routes } from 'react-router';
import i18next from 'i18next';
import { HashRouter } from '../../app/routing/hash-router';
import { loadConfig } from '../../bridge';
import { setupMobileUi } from '../../widgets/mobile-ui';
import { setDocumentLanguage, setupI18n } from '../../app/i18n';
import { textLoaders } from '../../app/i18n/text-chunks';
import { AppServicesContext, createServices, type AppServices } from '../../app/services';
import { LocaleObserver } from '../../app/layout/LocaleObserver';
import { RootLayout } from '../../app/layout/RootLayout';
import type { Locale } from '../../engine/core/flow-types';
import type { ScreenComponent, ScreenTexts } from './shared/screen-texts';
import type { Call } from './shared/form';
import { SCREEN_CODE } from './screens';
import { readBill } from './bill/reads';
import { readTransfer } from './transfer/reads';
import '../../app/styles/app.css';

const READS: Record<string, (call: Call) => Promise<unknown>> = {
  '/transfer-pay/newbill-create': readBill,
  '/transfer-pay/transfer-create': readTransfer,
};

/** A screen's code and reads, started once per page load. */
const opened = new Map<string, Promise<[ScreenComponent, unknown]>>();

function open(path: string, services: AppServices, code = SCREEN_CODE[path]!.load()): Promise<[ScreenComponent, unknown]> {
  let pending = opened.get(path);
  if (!pending) {
    pending = Promise.all([code, READS[path]!((c, payload) => services.client.call(c as never, payload as never))]);
    opened.set(path, pending);
  }
  return pending;
}

function ScreenPage({ path, services, texts }: { path: string; services: AppServices; texts: ScreenTexts }) {
  const [Screen, reads] = use(open(path, services));
  return <Screen services={services} reads={reads as never} texts={texts} />;
}

export interface FirstScreen {
  firstPath: string;
  locale: Locale;
  firstScreen: Promise<ScreenComponent> | undefined;
  words: Promise<ScreenTexts>;
}

export async function start({ firstPath, locale, firstScreen, words }: FirstScreen): Promise<void> {
  setupMobileUi();
  setDocumentLanguage(locale);
  const services = loadConfig().then((config) => {
    const made = createServices(config, locale);
    if (firstScreen) open(firstPath, made, firstScreen);
    return made;
  });
  const [, texts, ready] = await Promise.all([setupI18n(locale, textLoaders), words, services]);
  // The title bar reads a page's title by key: the screens' words join the shell's.
  i18next.addResourceBundle(locale, 'translation', { screens: texts }, true, true);
  await opened.get(firstPath)?.catch(() => undefined);
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const root = createRoot(document.getElementById('root')!);
  // As the product: the first screen rendered as a transition, in slices.
  startTransition(() =>
    root.render(
      <AppServicesContext.Provider value={ready}>
        <LocaleObserver>
          <HashRouter>
            <Routes>
              <Route
                element={
                  <RootLayout>
                    <Suspense fallback={null}>
                      <Outlet />
                    </Suspense>
                  </RootLayout>
                }
              >
                {Object.keys(SCREEN_CODE).map((path) => (
                  <Route key={path} path={path} element={<ScreenPage path={path} services={ready} texts={texts} />} />
                ))}
              </Route>
            </Routes>
          </HashRouter>
        </LocaleObserver>
      </AppServicesContext.Provider>,
    ),
  );
}
