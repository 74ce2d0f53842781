// Shared set-up for unit tests: DOM matchers for Testing Library, in the files that run in a
// DOM (`// @vitest-environment jsdom`) only; the node tests, most of the suite, never use them
// and do not pay for loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  // findBy… and waitFor give up after 1 s by default: on a machine busy with other work (a load
  // average of 20 on two cores, seen), a lazy chunk or a validator import takes longer than that
  // and the test failed while the page was right. A far higher limit makes a busy machine slower,
  // not red; a page that never shows the text still fails, with the same message.
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 20_000 });
}

export {};
