// Vitest's file order: the files that start bank processes or database servers of their own
// (the crash run, the cluster, PostgreSQL) first, the rest in Vitest's usual order. Those few
// files take a minute or more each while mostly waiting on their processes; started last, they
// would run alone at the end while the other worker sits idle.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const PROCESS_FILES = /tests\/unit\/server\/(?:crash|cluster|db\/postgres|shared-state)\.test\.ts$/;

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => PROCESS_FILES.test(f.moduleId)), ...sorted.filter((f) => !PROCESS_FILES.test(f.moduleId))];
  }
}
