// Few requests per page, with the bundler's own grouping (Rolldown's `output.codeSplitting.groups`).
// Left to itself Rolldown gives every module its own chunk for each distinct set of lazy pages
// that import it: the log-on page came in 38 files, the home in 42, because the shell's modules
// are also imported by the pages (a button, a hook, the service client) and the page table that
// loads them lives in the entry, so the bundler cannot know that the shell is always loaded
// first. Each file costs the bundler's import and export lines and a compression context of its
// own: left to itself, 140.8 kB brotli on the log-on page and 163.8 on the home, against 125.4
// and 147.2 with these groups (npm run check:budgets, Vite 8.4.0).
//
// Four groups say what the app knows and the bundler cannot:
// - `shell`: what app/start.tsx needs (React, react-router, MobX, i18n, the layout, the bridge's
//   service client, the prompts' state); index.html preloads it on every page;
// - `kit`: the few kit components and formatters that the log-on page and the home use and
//   the flow page uses too;
// - `flow-page`: the flow page's interpreter, views, RJSF's helpers and widgets' registry, with the
//   validators' runtime helpers that every journey's chunk imports;
// - `analytics`: the tracker and the two small modules it reads, loaded after the first screen.
// Everything else (journeys, lazy widgets, sheets, other pages) is Rolldown's automatic split.
// Each group takes only the modules it names (`includeDependenciesRecursively: false`):
// following a module's every import would take the kit's whole index and its animation
// libraries into the shell. A module named here that only a lazy page uses costs every page its
// bytes, and a module of the shell not named here becomes a request of its own: both show in
// `npm run check:budgets`, which lists a page's chunks and the modules that grew.
import type { Rolldown } from 'vite';

type Group = NonNullable<Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']>[number];

const DIR = String.raw`[\\/]`;
/** A module id under node_modules/<package>/ matching `rest`. */
const pkg = (name: string, rest = '') => new RegExp(`${DIR}node_modules${DIR}${name.replace('/', DIR)}${DIR}${rest}`);
/** A module id of the app's own source: `<folder>/<rest>`, from the repository root. */
const own = (folder: string, rest: string) => new RegExp(`${DIR}${folder}${DIR}(?:${rest})$`);

const SHELL: RegExp[] = [
  // The libraries the shell is made of.
  pkg('(?:react|react-dom|scheduler|mobx|mobx-react-lite|react-router|i18next|react-i18next|use-sync-external-store|tslib)'),
  // The kit's configuration and its texts (the shell sets the kit's language), and the Back arrow.
  pkg('antd-mobile', String.raw`es${DIR}(?:index\.js$|global${DIR}|locales${DIR}|components${DIR}config-provider${DIR}|utils${DIR}(?:can-use-dom|merge-locale)\.js$)`),
  pkg('antd-mobile-icons', String.raw`es${DIR}LeftOutline\.js$`),
  own('app', String.raw`(?:start\.tsx|services\.ts|flows\.ts|flow-runs\.ts|published-journeys\.ts|bank-directory\.ts)`),
  // Not app/i18n/text-chunks.ts nor app/routing/page-loaders.ts and route-shard.ts: the entry imports them.
  own('app', String.raw`(?:session|layout)${DIR}[^\\/]+|i18n${DIR}index\.ts`),
  own('app', String.raw`routing${DIR}(?!(?:page-loaders|route-shard)\.ts$)[^\\/]+`),
  own('app', String.raw`device${DIR}(?:idle-watch\.ts|SessionWatch\.tsx|PartnerMessages\.tsx)`),
  own('app', String.raw`(?:auth${DIR}(?:auth-prompt|sms-prompt|sign-out)|security${DIR}activation-prompt)\.ts`),
  own('bridge', String.raw`(?:events\.ts|i18n${DIR}.+|service${DIR}.+|channel${DIR}.+|catalogue${DIR}messages\.ts)`),
  own('locales', String.raw`bridge${DIR}[^\\/]+\.json`),
  own('bridge', String.raw`device${DIR}(?:kv-store|session-storage|device-id|mobile-token|later|web|deferred)\.ts`),
  own('domain', String.raw`(?:locale|app-version|otp${DIR}totp)\.ts`),
  own('engine', String.raw`core${DIR}(?:local-texts|text-namespace|run-storage-key|logic-ops-on-demand|run-migration)\.ts`),
  own('engine', String.raw`react${DIR}ErrorNotice\.tsx`),
  own('widgets', String.raw`(?:overlays${DIR}(?:index|queue|layers)\.ts|lazy-(?:widgets|views)\.ts|mobile-ui\.tsx)`),
];

const KIT: RegExp[] = [
  pkg('antd-mobile', String.raw`es${DIR}(?:components${DIR}(?:button|list|dot-loading)${DIR}|utils${DIR}(?:attach-properties-to-component|native-props|with-default-props|validate|is-node-with-content|dev-log)\.js$)`),
  pkg('classnames'),
  pkg('antd-mobile-icons', String.raw`es${DIR}RightOutline\.js$`),
  own('bridge', String.raw`catalogue${DIR}device-errors\.ts`),
  own('locales', String.raw`device-errors${DIR}[^\\/]+\.json`),
  own('domain', String.raw`format${DIR}[^\\/]+`),
  own('widgets', String.raw`shared${DIR}BusyButton\.tsx`),
  own('engine', String.raw`react${DIR}link-rows\.ts`),
];

/** What a journey's page loads lazily: its own chunk each, never the flow page's. */
const LAZY = /[\\/](?:FormArray|DatePickerPopup|SheetPanel|ChartBlock|UPlotChart|AreaMap|DocumentStepView|EmbedFrame|NearbyBar|PagedList|SwipeRow|VerificationStepView|ResultStepView|ListStepView|DetailStepView|ListTabs|RowActions|LazyCharts|useCountdown|phone-ops|identity-ops|ocra|inert-background|BankWidget|step-view-texts|swipe)\.tsx?$|[\\/]terms[\\/]documents[\\/]/;

const FLOW_PAGE: RegExp[] = [
  // The interpreter and its React views.
  own('engine', String.raw`(?:core|react)${DIR}[^\\/]+\.tsx?`),
  // The widgets every form may show (the lazy ones are LAZY above, or folders not named here).
  own('widgets', String.raw`(?:context\.ts|i18n\.ts|lazy-widget\.tsx|index\.ts)`),
  own('widgets', String.raw`(?:shared|account|amount|basic|templates|date|otp|terms|bank|renderers)${DIR}[^\\/]+\.tsx?`),
  own('app', String.raw`pages${DIR}(?:FlowPage|FlowKitProvider)\.tsx|pages${DIR}(?:run-registry|journey-prefetch)\.ts`),
  // Not the result steps' actions nor the confirm steps' authenticators (app/actions/, app/auth/):
  // they load on demand, and once a journey's first step has painted (app/pages/journey-prefetch.ts).
  own('app', String.raw`(?:format|routing${DIR}(?:flow-url|direct-visit|keep-alive))\.ts`),
  own('domain', String.raw`(?:calendar${DIR}[^\\/]+|profile${DIR}email|cards${DIR}luhn|geo${DIR}index|format${DIR}amount-figure)\.ts`),
  // The texts of the engine, the step views, the checks and the widgets.
  own('locales', String.raw`(?:engine|step-views|steps|validation|widgets)${DIR}[^\\/]+\.json`),
  // Its libraries: the kit's form parts, the date library, RJSF's helpers, JSON Logic, and the
  // validators' runtime helpers and format checks that every journey's chunk imports.
  // Not the kit's Result with its icons: only the result and detail views show it, and they load
  // on demand (widgets/lazy-views.ts). The input's clear button keeps its own icon here.
  pkg('antd-mobile', String.raw`es${DIR}(?:components${DIR}(?:checkbox|input|text-area)${DIR}|utils${DIR}(?:use-props-value|bound|native-input)\.js$)`),
  pkg('antd-mobile-icons', String.raw`es${DIR}CloseCircleFill\.js$`),
  pkg('(?:@rjsf/utils|json-logic-js|runes2)'),
  pkg('dayjs', String.raw`(?:dayjs\.min|plugin${DIR}(?:utc|timezone))\.js$`),
  pkg('ahooks', String.raw`es${DIR}(?:utils${DIR}(?:index|isBrowser|noop)|useMemoizedFn${DIR}index|useUpdate${DIR}index|useIsomorphicLayoutEffect${DIR}index)\.js$`),
  pkg('ajv', String.raw`dist${DIR}runtime${DIR}`),
  own('build-tools', String.raw`ajv-formats-browser\.ts`),
];

/** The analytics tracker (loaded after the first screen) with the opt-out flag and the event rules it reads: one request, not three of 0.2 to 1 kB. */
const ANALYTICS: RegExp[] = [own('app', String.raw`analytics${DIR}(?:tracker|opt-out)\.ts`), own('domain', String.raw`analytics${DIR}events\.ts`)];

const matches = (patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id));

export const CHUNK_GROUPS: Group[] = [
  { name: 'shell', test: matches(SHELL), priority: 3 },
  { name: 'kit', test: matches(KIT), priority: 2 },
  { name: 'flow-page', test: (id) => !LAZY.test(id) && matches(FLOW_PAGE)(id), priority: 1 },
  { name: 'analytics', test: matches(ANALYTICS), priority: 0 },
];
