// The unit tests (Vitest): the app's Vite config (its plugins and aliases) plus the test runner's
// own settings, kept apart so a production build never loads the test runner.
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import SlowFirst from './tests/unit/slow-first.ts';
import { unitGroups } from './tests/unit/projects.ts';

const groups = unitGroups();

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      root: '.',
      globals: true,
      environment: 'node',
      setupFiles: ['tests/unit/setup.ts'],
      pool: 'threads',
      // At least two files at a time: Vitest's default (one core left free) is one worker on a
      // 2-core machine, and the longest files (the crash run, the cluster, PostgreSQL) spend
      // most of their time waiting for bank processes of their own while the other files wait.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      sequence: { sequencer: SlowFirst },
      // Limits far above what a test takes on a quiet machine (at most about 10 s; the crash run
      // and the cluster set their own), so that a busy machine makes the suite slower, not red.
      testTimeout: 120_000,
      hookTimeout: 120_000,
      // Three groups (tests/unit/projects.ts): the bank's files and the other Node files share
      // their modules within a worker; the DOM, module-replacing and process files are isolated.
      projects: [
        { extends: true, test: { name: 'bank', include: groups.bank, isolate: false } },
        { extends: true, test: { name: 'plain', include: groups.plain, isolate: false } },
        { extends: true, test: { name: 'isolated', include: groups.isolated, isolate: true } },
      ],
    },
  }),
);
