// The entry: small on purpose. It starts loading the first screen's page at once (for a
// journey: the route index, the journey's chunk and the flow page), beside the shell, which
// index.html already preloads (build-tools/first-screen-html.ts). Before, all of it waited for
// the whole shell to arrive and run: one round trip and a parse of React, the router and
// MobX later on every deep link.
import { pageLoaders, pathOfHash, preloadPageCode } from './routing/page-loaders';

const firstPath = pathOfHash(window.location.hash);
preloadPageCode(firstPath);
void import('./start').then(({ start }) => start(pageLoaders, firstPath));
