// The hand-written screens' entry: small on purpose, as the product's (app/main.tsx). It starts
// the first screen's code (with its on-demand widgets) and the texts of the language on screen
// beside the shell, which index.html already preloads, then hands them to the shell.
import { firstLocale, textLoaders } from '../../app/i18n/text-chunks';
import type { Locale } from '../../engine/core/flow-types';
import { SCREEN_CODE } from './screens';
import type { ScreenTexts } from './shared/screen-texts';

/** The screens' words in one language (a chunk each), written by the benchmark before the build (extract-texts.ts). */
const screenTexts = (locale: Locale): Promise<ScreenTexts> => import(`./built-texts/${locale}.json`).then((m: { default: ScreenTexts }) => m.default);

const firstPath = window.location.hash.slice(1).split('?')[0] ?? '';
const locale = firstLocale();
const firstScreen = SCREEN_CODE[firstPath]?.load();
firstScreen?.catch(() => undefined);
textLoaders[locale]().catch(() => undefined);
const words = screenTexts(locale);
void import('./start').then(({ start }) => start({ firstPath, locale, firstScreen, words }));
