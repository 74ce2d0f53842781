// The entry: small on purpose. It starts loading the first screen's page at once (for a
// journey: the route index, the journey's chunk and the flow page) and its language's texts,
// beside the shell, which index.html already preloads (build-tools/first-screen-html.ts).
// Before, all of it waited for the whole shell to arrive and run: one round trip and a parse of
// React, the router and MobX later on every deep link.
import { pageLoaders, pathOfHash, preloadPageCode } from './routing/page-loaders';
import { firstLocale, textLoaders } from './i18n/text-chunks';

const firstPath = pathOfHash(window.location.hash);
preloadPageCode(firstPath);
// The texts of the language on screen, beside the shell (which takes the same module).
const locale = firstLocale();
textLoaders[locale]().catch(() => undefined);
void import('./start').then(({ start }) => start(pageLoaders, firstPath, { locale, textLoaders }));
