// The browser benchmark's own pages (bench/browser/pages/), each built on its own.
export const BENCH_PAGES = ['engine-200', 'rjsf-bill', 'rjsf-200', 'react-bill', 'react-200'] as const;
