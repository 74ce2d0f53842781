// Shared set-up for unit tests: DOM matchers for Testing Library, in the files that run in a
// DOM (`// @vitest-environment jsdom`) only; the node tests, most of the suite, never use them
// and do not pay for loading them.
if (typeof document !== 'undefined') await import('@testing-library/jest-dom/vitest');

export {};
