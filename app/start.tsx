// The shell: configuration, language, services, the mobile UI kit, the hash router. Loaded
// by the entry (app/main.tsx), which has already started loading the first screen's page.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from './routing/hash-router';
import { applyAddressDeclarations } from './routing/address-declarations';
import { loadConfig } from '../bridge';
import { setupMobileUi } from '../widgets/mobile-ui';
import { setDocumentLanguage, setupI18n } from './i18n';
import type { TextLoaders } from './i18n/text-chunks';
import { AppServicesContext, createServices, type AppServices } from './services';
import { createRouting } from './routing/routes';
import { startEarlyLoads } from './routing/early-loads';
import { LocaleObserver } from './layout/LocaleObserver';
import type { PageLoaders } from './routing/page-loaders';
import type { Locale } from '../engine/core/flow-types';
import './styles/app.css';

/** The first screen's language and where every language's texts load from (the entry's). */
export interface FirstLanguage {
  locale: Locale;
  textLoaders: TextLoaders;
}

/** Starts the app on the first screen at `firstPath`, whose page and texts the entry is already loading. */
export function start(pages: PageLoaders, firstPath: string, language: FirstLanguage): void {
  sandboxTools(boot(pages, firstPath, language));
}

async function boot(pages: PageLoaders, firstPath: string, { locale, textLoaders }: FirstLanguage) {
  setupMobileUi();
  const { AppRoutes, journeyRouteAt, preloadRoute, startFirstRun } = createRouting(pages);
  setDocumentLanguage(locale);
  // Independent of each other: the texts, the configuration and the first screen's page load
  // side by side.
  // As soon as the bank's address is known, a journey's first reads go out beside its chunk.
  const firstPage = preloadRoute(firstPath);
  const servicesReady = Promise.all([loadConfig(), journeyRouteAt(firstPath)]).then(([config, journey]) => {
    const services = createServices(config, locale);
    startEarlyLoads(services.client, journey, Object.fromEntries(new URLSearchParams(hashQuery())), services.session.token);
    return services;
  });
  const [, services] = await Promise.all([setupI18n(locale, textLoaders), servicesReady, firstPage]);
  const applyAddress = ({ search }: { search: string }) => applyAddressDeclarations(services.session, search);
  applyAddress({ search: hashQuery() });
  startFirstRun(services, firstPath, hashQuery());
  // The entry runs as soon as it arrives (async), possibly before the document is parsed.
  if (document.readyState === 'loading') await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  const root = createRoot(document.getElementById('root')!);
  // Rendered as a transition, the first screen is built in slices that let the browser in
  // between, instead of one long task that blocks the main thread.
  startTransition(() =>
    root.render(
      <AppServicesContext.Provider value={services}>
        <LocaleObserver>
          <HashRouter onAddress={applyAddress}>
            <AppRoutes />
          </HashRouter>
        </LocaleObserver>
      </AppServicesContext.Provider>,
    ),
  );
  return services;
}

/** The query of the address in the hash (`#/path?query`), with its `?`, or ''. */
function hashQuery(): string {
  const hash = window.location.hash;
  return hash.includes('?') ? `?${hash.split('?')[1]}` : '';
}

/**
 * Sandbox and development tools (app/sandbox/, docs/recording.md): their own chunk, loaded only
 * once `#/studio` has been opened in this tab; the customers' build (VITE_CUSTOMER_BUILD=1)
 * leaves this out entirely.
 */
function sandboxTools(ready: Promise<AppServices>): void {
  if (import.meta.env.VITE_CUSTOMER_BUILD === '1') return;
  // Listening before the router exists: it replaces the unknown address at once.
  const load = () => {
    if (window.location.hash.startsWith('#/studio')) window.sessionStorage.setItem('sandbox-tools', '1');
    if (window.sessionStorage.getItem('sandbox-tools')) void ready.then((services) => import('./sandbox/tools').then((m) => m.mountSandboxTools(services)));
  };
  load();
  // popstate comes first on a change of address, before the router sees it.
  window.addEventListener('popstate', load);
}
