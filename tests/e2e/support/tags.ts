// Tags of Chromium tests that `npm test` schedules apart (tests/run.ts reads them without loading
// Playwright).

/**
 * A test that changes files of the working tree while it runs (a flow saved from the studio, a
 * baseline accepted in the screen review; each restored afterwards). `npm test` plays these once
 * no other phase is reading those files; everything else in Chromium runs beside Vitest and the
 * fixture replay.
 */
export const CHANGES_WORKING_TREE = '@working-tree';
